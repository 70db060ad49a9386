import React from "react";
import { FORM_ENDPOINT } from "../../../lib/lead-client";
import { NEWSLETTER } from "../../../../rules/validation";
import * as S from "../FormParts";

/*
 * Forms that work with JavaScript off: a native POST to the form endpoint, which answers with a 303
 * to a result page. On a refusal the server writes the visitor's input and its messages back into
 * this very markup (server/lib/fill-form.ts), keyed by `name`, `data-error-for` and
 * `data-form-message`: keep those when changing it.
 */

function ErrorSlot({ id, field }: { id: string; field: string }) {
  return <S.FieldError id={id} data-error-for={field} hidden />;
}

function FormMessage() {
  return <S.FormMessage role="alert" data-form-message="" hidden />;
}

function ConsentBox({ id, newsletter = false }: { id: string; newsletter?: boolean }) {
  return (
    <div>
      <S.Consent>
        <input type="checkbox" name="consent" value="true" aria-describedby={`${id}-error`} />
        <S.ConsentText newsletter={newsletter} />
      </S.Consent>
      <ErrorSlot id={`${id}-error`} field="consent" />
    </div>
  );
}

/** A required field with its label, the server-filled value and its error place. */
function RequiredField({
  id,
  name,
  label,
  multiline = false,
  ...input
}: { id: string; name: string; label: string; multiline?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  const common = { id, name, "aria-invalid": false, "aria-describedby": `${id}-error`, defaultValue: "" } as const;
  return (
    <S.Field>
      <S.Label htmlFor={id}>
        {label} <S.Required aria-hidden="true">*</S.Required>
      </S.Label>
      {multiline ? <S.TextArea {...common} rows={5} /> : <S.Input {...common} {...input} />}
      <ErrorSlot id={`${id}-error`} field={name} />
    </S.Field>
  );
}

/** Where the form was sent from (the server fills them from the Referer), and the bot trap. */
function PageFields() {
  return (
    <>
      <input type="hidden" name="page" defaultValue="" />
      <input type="hidden" name="pageUrl" defaultValue="" />
      <S.Honeypot />
    </>
  );
}

/** The contact request (SPEC §5 fields) as a plain HTML form. */
export function NativeContactForm() {
  return (
    <S.Form method="post" action={FORM_ENDPOINT} aria-label="Заявка">
      <FormMessage />
      <RequiredField id="native-name" name="name" label="Имя" type="text" autoComplete="name" />
      <RequiredField id="native-phone" name="phone" label="Телефон" type="tel" autoComplete="tel" placeholder="+7 999 123-45-67" />
      <RequiredField id="native-message" name="message" label="Сообщение" multiline />
      <PageFields />
      <ConsentBox id="native-consent" />
      <S.Submit type="submit">Отправить заявку</S.Submit>
    </S.Form>
  );
}

/** The newsletter subscription (SPEC §7: name 'Footer-form', the e-mail in `phone`) as a plain HTML form. */
export function NativeNewsletterForm() {
  return (
    <S.Form method="post" action={FORM_ENDPOINT} aria-label="Подписка на рассылку">
      <FormMessage />
      <input type="hidden" name="name" value={NEWSLETTER.name} />
      <input type="hidden" name="message" value={NEWSLETTER.message} />
      <RequiredField id="native-email" name="phone" label="E-mail" type="email" autoComplete="email" placeholder="name@company.ru" />
      <PageFields />
      <ConsentBox id="native-newsletter-consent" newsletter />
      <S.Submit type="submit">Подписаться</S.Submit>
    </S.Form>
  );
}
