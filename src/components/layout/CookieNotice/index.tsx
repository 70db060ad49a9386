import React, { useEffect, useId, useRef, useState } from "react";
import {
  analyticsConfig,
  analyticsConsent,
  isAnalyticsConfigured,
  onCookieSettingsRequest,
  setAnalyticsConsent,
  type ConsentChoice,
} from "../../../lib/analytics";
import { PRIVACY_PATH } from "../../../../rules/consent";
import * as S from "./styled";
import { NOTICE_SPACE } from "./space";

const NBSP = "\u00A0";

/** The configured services by name: the visitor agrees to these and no others. */
function servicesText(): string {
  const { metrikaId, topmailruId } = analyticsConfig();
  const names = [metrikaId && "«Яндекс Метрика»", topmailruId && "«Top.Mail.Ru»"].filter(Boolean);
  return names.length > 1 ? `сервисы веб-аналитики ${names.join(` и${NBSP}`)}` : `сервис веб-аналитики ${names.join("")}`;
}

const CURRENT: Record<ConsentChoice, string> = {
  granted: "Сейчас аналитика разрешена.",
  denied: "Сейчас аналитика отключена.",
};

const NOTICE_GAP = "0.75rem";

/**
 * The cookie notice (DESIGN "Personal data"): only on a build with analytics counter ids. Shown at the
 * bottom of the screen until the visitor accepts or refuses; the footer's 'Настройки cookie' shows it
 * again. Not modal: refusing, or ignoring it, blocks nothing on the site.
 */
export function CookieNotice() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<ConsentChoice | null>(null);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const notice = useRef<HTMLElement>(null);
  const titleId = useId();

  // In the browser only: the answer lives in localStorage, so the server's HTML never has the notice.
  useEffect(() => {
    if (!isAnalyticsConfigured()) return undefined;
    if (analyticsConsent() === null) setOpen(true);
    return onCookieSettingsRequest(() => {
      setCurrent(analyticsConsent());
      setOpen(true);
      setFocusOnOpen(true);
    });
  }, []);

  // On a narrow screen the notice spans the bottom: «Наверх» rises above it instead of under it.
  useEffect(() => {
    const element = notice.current;
    if (!open || !element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(NOTICE_SPACE, `calc(${element.offsetHeight}px + ${NOTICE_GAP})`);
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICE_SPACE);
    };
  }, [open]);

  // Reopened from the footer: take keyboard and screen-reader users to it.
  useEffect(() => {
    if (open && focusOnOpen) notice.current?.focus();
  }, [open, focusOnOpen]);

  if (!open) return null;

  const choose = (choice: ConsentChoice) => {
    setAnalyticsConsent(choice);
    setOpen(false);
    setFocusOnOpen(false);
  };

  return (
    <S.Notice ref={notice} aria-labelledby={titleId} tabIndex={-1}>
      <S.Title id={titleId}>Файлы cookie и{NBSP}аналитика</S.Title>
      <S.Text>
        Мы хотим использовать cookie и{NBSP}{servicesText()}, чтобы понимать, какие страницы полезны посетителям, и
        {NBSP}делать сайт удобнее. Счётчики подключатся только с{NBSP}вашего согласия, а{NBSP}без него сайт работает
        полностью. Подробнее{NBSP}— в{NBSP}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener noreferrer">
          политике конфиденциальности
        </a>
        .
      </S.Text>
      {current && <S.Text>{CURRENT[current]}</S.Text>}
      <S.Actions>
        <S.Choice type="button" $primary onClick={() => choose("granted")}>
          Принять
        </S.Choice>
        <S.Choice type="button" onClick={() => choose("denied")}>
          Отказаться
        </S.Choice>
      </S.Actions>
    </S.Notice>
  );
}
