import React from "react";
import { Link } from "gatsby";
import logoUrl from "../../../images/logo.svg";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { CloseButton } from "../../ui/CloseButton";
import { onDialogKeyDown } from "../../ui/dialog-keys";
import { TelegramIcon } from "../../ui/icons";
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

export interface BannerDialogProps {
  closing: boolean;
  onClose: () => void;
  dialogRef: React.RefObject<HTMLDivElement>;
}

/** The banner itself: the channel's promise, «Подписаться» and «Закрыть» (see MessengerBanner). */
export function BannerDialog({ closing, onClose: close, dialogRef: dialog }: BannerDialogProps) {
  const site = useSiteSettings();
  return (
    <S.Overlay $closing={closing}>
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
