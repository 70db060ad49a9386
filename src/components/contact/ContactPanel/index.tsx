import React, { Suspense, useEffect, useRef } from "react";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { telHref } from "../../../lib/seo";
import { LazyContactForm } from "../../forms/ContactForm/lazy";
import { CloseButton } from "../../ui/CloseButton";
import { firstFocusable, onDialogKeyDown } from "../../ui/dialog-keys";
import { useContactPanel } from "../context";
import { peekDraftMessage, takeDraftMessage } from "../draft-message";
import { FormBoundary } from "./FormBoundary";
import { Backdrop, Panel, Header, Title, Lead, Loading, Channels, Channel, ChannelLabel } from "./styled";

/**
 * SPEC §2 side contact panel (max 500 px): a modal dialog that traps focus, closes on the backdrop, the
 * close control and Escape, plays a 300 ms closing state and returns focus to what opened it. A sent
 * request closes it.
 */
export function ContactPanel() {
  const { state, close } = useContactPanel();
  // The draft goes into the form in the frame the panel opens: a form whose code is already here is drawn
  // at once, and one drawn empty and filled a moment later showed an empty message first.
  const opened = useRef(false);
  const message = useRef("");
  if (state === "open" && !opened.current) {
    opened.current = true;
    message.current = peekDraftMessage();
  } else if (state === "closed") {
    opened.current = false;
  }
  const site = useSiteSettings();
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const visible = state !== "closed";

  useEffect(() => {
    if (state !== "open") return;
    // Taken: the panel opened from anywhere else next time starts empty.
    takeDraftMessage();
    returnTo.current = document.activeElement as HTMLElement | null;
    firstFocusable(panel.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [state]);

  useEffect(() => {
    if (state === "closed") returnTo.current?.focus();
  }, [state]);

  if (!visible) return null;

  const closing = state === "closing";
  return (
    <>
      <Backdrop $closing={closing} onClick={close} data-testid="contact-panel-backdrop" />
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="contact-panel-title"
        $closing={closing}
        onKeyDown={(event) => onDialogKeyDown(event, panel.current, close)}
      >
        <Header>
          <Title id="contact-panel-title">Оставить заявку</Title>
          <CloseButton label="Закрыть" onClick={close} />
        </Header>
        <Lead>
          Расскажите о задаче: что нужно распознавать или автоматизировать, сколько камер или документов, какие
          системы уже работают. Ответим в течение рабочего дня.
        </Lead>
        <FormBoundary>
          <Suspense fallback={<Loading role="status">Загружаем форму…</Loading>}>
            <LazyContactForm onSent={close} initialMessage={message.current} />
          </Suspense>
        </FormBoundary>
        <Channels>
          <Channel href={telHref(site.phone)}>
            <ChannelLabel>Телефон</ChannelLabel>
            {site.phone}
          </Channel>
          <Channel href={`mailto:${site.email}`}>
            <ChannelLabel>E-mail</ChannelLabel>
            {site.email}
          </Channel>
          <Channel href={site.messengerChannel} target="_blank" rel="noopener noreferrer">
            <ChannelLabel>Telegram</ChannelLabel>
            Написать в телеграм
          </Channel>
        </Channels>
      </Panel>
    </>
  );
}
