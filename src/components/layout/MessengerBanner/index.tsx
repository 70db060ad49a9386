import React, { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import logoUrl from "../../../images/logo.svg";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import {
  BANNER_DELAY_MS,
  BANNER_FADE_MS,
  bannerStorage,
  hasRecord,
  purgeExpiredRecord,
  storeRecord,
} from "../../../lib/banner";
import { useContactPanel } from "../../contact/context";
import { CloseButton } from "../../ui/CloseButton";
import { onDialogKeyDown } from "../../ui/dialog-keys";
import { TelegramIcon } from "../../ui/icons";
import { useInactivity } from "./use-inactivity";
import * as S from "./styled";

const NBSP = "\u00A0";

/** What the channel gives a business reader (the footer promo says the same in one line). */
const COPY = {
  lead: `Рассказываем, как AI и${NBSP}видеоаналитика работают в${NBSP}реальном бизнесе:`,
  points: [
    `разборы внедрений: задача заказчика, решение и${NBSP}результат;`,
    `новые модули распознавания и${NBSP}что они умеют;`,
    "практика компьютерного зрения: камеры, данные, разметка, точность моделей.",
  ],
  note: `Коротко и${NBSP}по${NBSP}делу, без${NBSP}спама.`,
};

/** off: not checked yet, or a recent record; waiting: counting inactivity; closed: done for this page view. */
type Phase = "off" | "waiting" | "open" | "closing" | "closed";

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * SPEC §4 messaging banner: a modal promo of the company's Telegram channel that appears after
 * 20 s without a mouse move, key press or click, at most once per 15 minutes (the time it was shown is
 * kept in localStorage under `openedBanner`). Closes by its close icon, the backdrop, the logo, 'Закрыть',
 * Escape or 'Подписаться' (which opens the channel in a new tab), fading out over 0.6 s.
 */
export function MessengerBanner() {
  const site = useSiteSettings();
  const [phase, setPhase] = useState<Phase>("off");
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // On the client only: a record older than 15 minutes goes, a younger one keeps the banner away.
  useEffect(() => {
    const storage = bannerStorage();
    purgeExpiredRecord(storage, Date.now());
    if (!hasRecord(storage)) setPhase("waiting");
  }, []);

  const show = useCallback(() => {
    const storage = bannerStorage();
    // Another tab may have shown it in the meantime.
    if (hasRecord(storage)) {
      setPhase("closed");
      return;
    }
    storeRecord(storage, Date.now());
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPhase("open");
  }, []);
  // Never over the contact panel: the count starts again once the visitor has closed it.
  const panel = useContactPanel();
  useInactivity(BANNER_DELAY_MS, show, phase === "waiting" && panel.state === "closed");

  useEffect(() => {
    if (phase === "open") dialog.current?.focus();
    if (phase !== "closing") return;
    const timer = setTimeout(() => setPhase("closed"), BANNER_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const close = () => {
    if (phase !== "open") return;
    setPhase(prefersReducedMotion() ? "closed" : "closing");
    returnTo.current?.focus();
  };

  if (phase !== "open" && phase !== "closing") return null;

  return (
    <S.Overlay $closing={phase === "closing"}>
      <S.Backdrop onClick={close} data-testid="messenger-banner-backdrop" />
      <S.Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="messenger-banner-title"
        aria-describedby="messenger-banner-text"
        tabIndex={-1}
        onKeyDown={(event) => onDialogKeyDown(event, dialog.current, close)}
      >
        <S.Top>
          <S.Brand as={Link} to="/" aria-label={`${site.companyName} — на главную`} onClick={close}>
            <img src={logoUrl} width={32} height={32} alt="" />
            {site.productName}
          </S.Brand>
          <CloseButton label="Закрыть окно" onClick={close} />
        </S.Top>
        <S.Icon aria-hidden="true">
          <TelegramIcon size={24} />
        </S.Icon>
        <S.Title id="messenger-banner-title">
          «{site.productName}» в{NBSP}Telegram: компьютерное зрение на{NBSP}практике
        </S.Title>
        <div id="messenger-banner-text">
          <S.Lead>{COPY.lead}</S.Lead>
          <S.Points>
            {COPY.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </S.Points>
          <S.Note>{COPY.note}</S.Note>
        </div>
        <S.Actions>
          <S.Subscribe href={site.messengerChannel} target="_blank" rel="noopener noreferrer" onClick={close}>
            <TelegramIcon size={18} />
            Подписаться
          </S.Subscribe>
          <S.Dismiss type="button" onClick={close}>
            Закрыть
          </S.Dismiss>
        </S.Actions>
      </S.Dialog>
    </S.Overlay>
  );
}
