import React, { useRef } from "react";
import { useWindowScroll } from "../../../hooks/use-window-scroll";
import { Button } from "./styled";

/** SPEC §9: the button shows once scroll position plus window height exceeds 1.5 window heights. */
export const SCROLL_UP_FACTOR = 1.5;

export function shouldShowScrollUp(y: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && y + viewportHeight > SCROLL_UP_FACTOR * viewportHeight;
}

/**
 * 'Наверх': back to the top of a long page. Shown past SPEC §9's threshold only while the visitor
 * scrolls up (the moment she heads for the top) and at the end of the page; hidden while she scrolls
 * down, when she is reading — at 375 px the floating button covered the text of the cards she read.
 */
export function ScrollUp() {
  const { y, viewportHeight } = useWindowScroll();
  const last = useRef({ y, up: false });
  if (y !== last.current.y) last.current = { y, up: y < last.current.y };
  const atEnd = typeof document !== "undefined" && y + viewportHeight >= document.documentElement.scrollHeight - 2;
  if (!shouldShowScrollUp(y, viewportHeight) || !(last.current.up || atEnd)) return null;
  const toTop = () => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
  };
  return (
    <Button type="button" onClick={toTop}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 3l5 5-1.4 1.4L9 6.8V13H7V6.8L4.4 9.4 3 8z" fill="currentColor" />
      </svg>
      Наверх
    </Button>
  );
}
