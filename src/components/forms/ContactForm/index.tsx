import React, { useEffect, useId, useRef } from "react";
import { Field, Form } from "react-final-form";
import { FORM_ERROR, type FormApi, type SubmissionErrors } from "final-form";
import { FORM_ENDPOINT, LeadError, sendLead } from "../../../lib/lead-client";
import { CONTACT_FIELDS, MESSAGES, firstError } from "../../../../rules/validation";
import { notify } from "../../ui/Toasts/notify";
import * as S from "../FormParts";
import { reachLeadGoal } from "../../../lib/analytics";
import { trackProgress } from "../../../lib/progress";
import { normalisePhone } from "../../../../rules/phone-mask";
import { PhoneInput } from "./PhoneInput";

export interface ContactValues {
  name?: string;
  phone?: string;
  message?: string;
  consent?: boolean;
}

export interface ContactFormProps {
  /** Called once the request is stored: the side panel closes itself here. */
  onSent?: () => void;
  /** The message field's starting text. */
  initialMessage?: string;
}

export const SENT_MESSAGE = "Сообщение успешно отправлено!";
const FAILED_MESSAGE = "Не удалось отправить заявку. Попробуйте ещё раз или напишите нам на почту.";

/** Fields in the order they appear, for moving the focus to the first one in error. */
const FIELD_ORDER = ["name", "phone", "message", "consent"] as const;

const validateText = (rules: (typeof CONTACT_FIELDS)[keyof typeof CONTACT_FIELDS]) => (value?: string) =>
  firstError(value ?? "", rules);
const validators = {
  name: validateText(CONTACT_FIELDS.name),
  phone: validateText(CONTACT_FIELDS.phone),
  message: validateText(CONTACT_FIELDS.message),
  consent: (value?: boolean) => (value ? undefined : MESSAGES.consent),
};

interface FieldMeta {
  error?: string;
  submitError?: string;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/** SPEC §5: validated as the visitor types and again on submit; a field shows its first error only. */
function shownError(meta: FieldMeta): string | undefined {
  if (meta.error && (meta.modified || meta.touched || meta.submitFailed)) return meta.error;
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

function ErrorLine({ id, message }: { id: string; message?: string }) {
  return message ? <S.FieldError id={id}>{message}</S.FieldError> : null;
}

/** The control's id, error state and the line that describes its error. */
const described = (id: string, error?: string) => ({
  id,
  "aria-invalid": Boolean(error),
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** A required field: its label marked *, the control, and its first error under it. */
function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <S.Field>
      <S.Label htmlFor={id}>
        {label} <S.Required aria-hidden="true">*</S.Required>
      </S.Label>
      {children}
      <ErrorLine id={`${id}-error`} message={error} />
    </S.Field>
  );
}

/**
 * SPEC §5/§7 contact request: name, phone (masked), message and the 152-ФЗ consent. While it is sent the
 * button is disabled with a loader; on success the visitor sees 'Сообщение успешно отправлено!'; on
 * failure an error toast, and everything typed stays. Without JavaScript the same markup is a plain
 * POST form that the server answers with a page.
 */
export function ContactForm({ onSent, initialMessage }: ContactFormProps) {
  const id = useId();
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const onSubmit = async (values: ContactValues): Promise<SubmissionErrors | undefined> => {
    try {
      await trackProgress(
        sendLead({
          name: (values.name ?? "").trim(),
          phone: normalisePhone(values.phone ?? ""),
          message: (values.message ?? "").trim(),
          page: document.title,
          pageUrl: window.location.href,
          consent: values.consent === true,
          website: honeypot.current?.value ?? "",
          startedAt: startedAt.current,
        }),
      );
    } catch (caught) {
      // SPEC §8: a log entry, and a readable message instead of the server's text.
      console.error("Contact request failed", caught);
      const failure = caught instanceof LeadError ? caught : new LeadError(FAILED_MESSAGE);
      notify.error(failure.message);
      return { ...failure.fields, [FORM_ERROR]: failure.message };
    }
    reachLeadGoal();
    notify.info(SENT_MESSAGE);
    return undefined;
  };

  /*
   * A refused submission moves the focus to the first field in error, so a keyboard or screen-reader
   * user lands on it and hears its label with the error (the error line is its description).
   */
  const focusFirstError = (form: FormApi<ContactValues>) => {
    const { errors, submitErrors } = form.getState();
    const first = FIELD_ORDER.find((name) => errors?.[name] || submitErrors?.[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (event: React.FormEvent<HTMLFormElement>, handleSubmit: (e: React.FormEvent) => Promise<SubmissionErrors | undefined> | undefined, form: FormApi<ContactValues>) => {
    const sending = handleSubmit(event);
    if (!sending) {
      focusFirstError(form);
      return;
    }
    void sending.then(() => {
      // Refused by validation or by the server: keep everything the visitor typed.
      if (!form.getState().submitSucceeded) {
        focusFirstError(form);
        return;
      }
      form.restart();
      onSent?.();
    });
  };

  return (
    <Form<ContactValues> onSubmit={onSubmit} initialValues={initialMessage ? { message: initialMessage } : undefined}>
      {({ handleSubmit, submitting, form }) => (
        <S.Fields method="post" action={FORM_ENDPOINT} noValidate aria-label="Заявка" onSubmit={(e) => submit(e, handleSubmit, form)}>
          <Field<string> name="name" validate={validators.name}>
            {({ input, meta }) => (
              <Labelled id={`${id}-name`} label="Имя" error={shownError(meta)}>
                <S.Input {...input} {...described(`${id}-name`, shownError(meta))} type="text" autoComplete="name" required />
              </Labelled>
            )}
          </Field>
          <Field<string> name="phone" validate={validators.phone}>
            {({ input, meta }) => (
              <Labelled id={`${id}-phone`} label="Телефон" error={shownError(meta)}>
                <PhoneInput
                  {...input}
                  id={`${id}-phone`}
                  invalid={Boolean(shownError(meta))}
                  describedBy={described(`${id}-phone`, shownError(meta))["aria-describedby"]}
                />
              </Labelled>
            )}
          </Field>
          <Field<string> name="message" validate={validators.message}>
            {({ input, meta }) => (
              <Labelled id={`${id}-message`} label="Сообщение" error={shownError(meta)}>
                <S.TextArea
                  {...input}
                  {...described(`${id}-message`, shownError(meta))}
                  rows={5}
                  required
                  placeholder="Например: контроль касок на 12 камерах склада, есть VMS Trassir"
                />
              </Labelled>
            )}
          </Field>
          <input type="hidden" name="page" defaultValue="" />
          <input type="hidden" name="pageUrl" defaultValue="" />
          <S.Honeypot ref={honeypot} />
          <Field<boolean> name="consent" type="checkbox" validate={validators.consent}>
            {({ input, meta }) => {
              const error = shownError(meta);
              return (
                <div>
                  <S.Consent>
                    <input
                      {...input}
                      value="true"
                      id={`${id}-consent`}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-consent-error` : undefined}
                    />
                    <S.ConsentText />
                  </S.Consent>
                  <ErrorLine id={`${id}-consent-error`} message={error} />
                </div>
              );
            }}
          </Field>
          <S.Submit type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting && <S.Spinner aria-hidden="true" />}
            Отправить заявку
          </S.Submit>
        </S.Fields>
      )}
    </Form>
  );
}
