import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { CONSENT_PATH, PRIVACY_PATH } from "../../../lib/consent";
import { FORM_ENDPOINT, LeadError, sendLead } from "../../../lib/lead-client";
import { MESSAGES, NEWSLETTER, validateNewsletterEmail } from "../../../lib/validation";
import * as S from "./styled";

type Status = "idle" | "submitting" | "success" | "failure";

/**
 * SPEC §2/§4/§7 newsletter: 'Рассылка' with its subtitle; the e-mail goes through the contact-form call
 * with name 'Footer-form'. Idle → submitting (input and button disabled, loader) → success (field
 * cleared) or failure (the address stays). Consent is a separate unticked checkbox (152-ФЗ).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [notice, setNotice] = useState<string | null>(null);
  const submitting = status === "submitting";
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
    setStatus("submitting");
    setNotice(null);
    try {
      await sendLead({
        name: NEWSLETTER.name,
        phone: email.trim(),
        message: NEWSLETTER.message,
        page: document.title,
        pageUrl: window.location.href,
        consent,
        website: honeypot.current?.value ?? "",
        startedAt: startedAt.current,
      });
      setEmail("");
      setConsent(false);
      setStatus("success");
      setNotice("Готово: вы подписаны на рассылку. Первое письмо придёт с ближайшим выпуском.");
    } catch (caught) {
      const message = caught instanceof LeadError ? caught.message : "Не удалось оформить подписку. Попробуйте ещё раз.";
      console.error("Newsletter subscription failed", caught);
      setStatus("failure");
      setNotice(message);
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
            {submitting && <S.Spinner aria-hidden="true" />}
            Подписаться
          </S.Submit>
        </S.Row>
        <S.Trap aria-hidden="true">
          <label>
            Сайт компании
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </S.Trap>
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
          <span>
            Я даю <Link to={CONSENT_PATH}>согласие на обработку персональных данных</Link> и получение рассылки,
            с <a href={PRIVACY_PATH}>политикой конфиденциальности</a> ознакомлен
          </span>
        </S.Consent>
        {error && (
          <S.Error id="newsletter-error" role="alert">
            {error}
          </S.Error>
        )}
        <S.Notice role="status" $failure={status === "failure"}>
          {notice}
        </S.Notice>
      </form>
    </S.Block>
  );
}
