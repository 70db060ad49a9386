import React, { useCallback, useEffect, useRef, useState } from "react";
import {
  BANNER_DELAY_MS,
  BANNER_FADE_MS,
  bannerStorage,
  hasRecord,
  purgeExpiredRecord,
  storeRecord,
} from "../../../lib/banner";
import { watchBannerHold } from "../../../lib/banner-hold";
import { useContactPanel } from "../../contact/context";
import { useInactivity } from "./use-inactivity";

/** off: not checked yet, or a recent record; waiting: counting inactivity; loading: fetching the dialog's code. */
type Phase = "off" | "waiting" | "loading" | "open" | "closing" | "closed";

type Dialog = typeof import("./BannerDialog")["BannerDialog"];
// Most visitors never sit idle for 20 s: the dialog's markup and styles load only when it is due.
const loadDialog = () => import("./BannerDialog").then((module) => module.BannerDialog);

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * SPEC §4 messaging banner: a modal promo of the company's Telegram channel that appears after
 * 20 s without a mouse move, key press or click, at most once per 15 minutes (the time it was shown is
 * kept in localStorage under `openedBanner`). Closes by its close icon, the backdrop, the logo, 'Закрыть',
 * Escape or 'Подписаться' (which opens the channel in a new tab), fading out over 0.6 s.
 */
export function MessengerBanner() {
  const [phase, setPhase] = useState<Phase>("off");
  const [BannerDialog, setBannerDialog] = useState<Dialog | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // On the client only: a record older than 15 minutes goes, a younger one keeps the banner away.
  useEffect(() => {
    const storage = bannerStorage();
    purgeExpiredRecord(storage, Date.now());
    if (!hasRecord(storage)) setPhase("waiting");
  }, []);

  const show = useCallback(() => {
    setPhase("loading");
    // The demo's camera or a new result while the dialog's code comes: she is not idle after all.
    let interrupted = false;
    const unwatch = watchBannerHold(() => (interrupted = true));
    loadDialog().then(
      (component) => {
        unwatch();
        const storage = bannerStorage();
        // Another tab may have shown it in the meantime.
        if (hasRecord(storage)) {
          setPhase("closed");
          return;
        }
        if (interrupted) {
          setPhase("waiting");
          return;
        }
        storeRecord(storage, Date.now());
        returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setBannerDialog(() => component);
        setPhase("open");
      },
      // Offline with the chunk not cached: the promo is not worth an error; try at the next page.
      () => {
        unwatch();
        setPhase("closed");
      },
    );
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

  if (!BannerDialog || (phase !== "open" && phase !== "closing")) return null;
  return <BannerDialog closing={phase === "closing"} onClose={close} dialogRef={dialog} />;
}
