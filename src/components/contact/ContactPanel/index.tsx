import React, { useEffect, useRef } from "react";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { telHref } from "../../../lib/seo";
import { useContactPanel } from "../context";
import { Backdrop, Panel, Header, Title, Close, Lead, Channels, Channel, ChannelLabel } from "./styled";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * SPEC §2 side contact panel (max 500 px): a modal dialog that traps focus, closes on the backdrop, the
 * close control and Escape, plays a 300 ms closing state and returns focus to what opened it.
 */
export function ContactPanel({ children }: { children?: React.ReactNode }) {
  const { state, close } = useContactPanel();
  const site = useSiteSettings();
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const visible = state !== "closed";

  useEffect(() => {
    if (state !== "open") return;
    returnTo.current = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
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

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id="contact-panel-title">Оставить заявку</Title>
          <Close type="button" onClick={close} aria-label="Закрыть">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Close>
        </Header>
        <Lead>
          Расскажите о задаче: что нужно распознавать или автоматизировать, сколько камер или документов, какие
          системы уже работают. Ответим в течение рабочего дня.
        </Lead>
        {children}
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
