import React, { useEffect, useRef, useState } from "react";
import { FORM_ENDPOINT, LeadError, sendLead } from "../../../lib/lead-client";
import { trackProgress } from "../../../lib/progress";
import { MESSAGES, NEWSLETTER, validateNewsletterEmail } from "../../../../rules/validation";
import { notify } from "../../ui/Toasts/notify";
import { ConsentText, Honeypot, Spinner } from "../FormParts";
import * as S from "./styled";

export const SUBSCRIBED_MESSAGE = "Готово: вы подписаны на рассылку. Первое письмо придёт с ближайшим выпуском.";
const FAILED_MESSAGE = "Не удалось оформить подписку. Попробуйте ещё раз.";

/**
 * SPEC §2/§4/§7 newsletter: 'Рассылка' with its subtitle; the e-mail goes through the contact-form call
 * with name 'Footer-form'. Idle → submitting (input and button disabled, loader) → success (field
 * cleared, info toast) or failure (error toast, the address stays). Consent is a separate unticked checkbox (152-ФЗ).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const startedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = validateNewsletterEmail(email) ?? (consent ? undefined : MESSAGES.consent);
    setError(invalid ?? null);
    if (invalid) return;
    setSubmitting(true);
    try {
      await trackProgress(sendLead({
        name: NEWSLETTER.name,
        phone: email.trim(),
        message: NEWSLETTER.message,
        page: document.title,
        pageUrl: window.location.href,
        consent,
        website: honeypot.current?.value ?? "",
        startedAt: startedAt.current,
      }));
      setEmail("");
      setConsent(false);
      notify.info(SUBSCRIBED_MESSAGE);
    } catch (caught) {
      console.error("Newsletter subscription failed", caught);
      notify.error(caught instanceof LeadError ? caught.message : FAILED_MESSAGE);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <S.Block aria-labelledby="newsletter-title">
      <S.Title id="newsletter-title">Рассылка</S.Title>
      <S.Subtitle>Раз в месяц — новые модули, разборы внедрений и практика компьютерного зрения. Без спама.</S.Subtitle>
      {/* Without JavaScript the browser posts these same fields and the server answers with a page. */}
      <form method="post" action={FORM_ENDPOINT} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="name" value={NEWSLETTER.name} />
        <input type="hidden" name="message" value={NEWSLETTER.message} />
        <S.Row>
          <S.Field>
            <S.Label htmlFor="newsletter-email">E-mail</S.Label>
            <S.Input
              id="newsletter-email"
              type="email"
              name="phone"
              autoComplete="email"
              inputMode="email"
              placeholder="name@company.ru"
              value={email}
              disabled={submitting}
              aria-invalid={error === MESSAGES.newsletterEmail}
              aria-describedby={error ? "newsletter-error" : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(null);
              }}
            />
          </S.Field>
          <S.Submit type="submit" disabled={submitting} aria-busy={submitting}>
            {submitting && <Spinner aria-hidden="true" />}
            Подписаться
          </S.Submit>
        </S.Row>
        <Honeypot ref={honeypot} />
        <S.Consent>
          <input
            type="checkbox"
            name="consent"
            value="true"
            checked={consent}
            disabled={submitting}
            onChange={(e) => {
              setConsent(e.target.checked);
              setError(null);
            }}
          />
          <ConsentText newsletter />
        </S.Consent>
        {error && (
          <S.Error id="newsletter-error" role="alert">
            {error}
          </S.Error>
        )}
      </form>
    </S.Block>
  );
}
