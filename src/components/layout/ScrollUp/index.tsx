import React from "react";
import { useWindowScroll } from "../../../hooks/use-window-scroll";
import { Button } from "./styled";

/** SPEC §9: the button shows once scroll position plus window height exceeds 1.5 window heights. */
export const SCROLL_UP_FACTOR = 1.5;

export function shouldShowScrollUp(y: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && y + viewportHeight > SCROLL_UP_FACTOR * viewportHeight;
}

/** 'Наверх': back to the top of a long page. */
export function ScrollUp() {
  const { y, viewportHeight } = useWindowScroll();
  if (!shouldShowScrollUp(y, viewportHeight)) return null;
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
