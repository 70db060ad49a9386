import { useRef } from "react";
import { useWindowScroll } from "../../../hooks/use-window-scroll";

/** SPEC §9 header behaviour. */
export const SCROLLED_AFTER_PX = 24;
export const HIDE_AFTER_PX = 100;
export const HIDE_BELOW_WIDTH_PX = 1024;

/**
 * Scrolled style after 24 px; under 1024 px width the header slides away while scrolling down past
 * 100 px and comes back as soon as the visitor scrolls up.
 */
export function useHeaderScroll(): { scrolled: boolean; hidden: boolean } {
  const { y, viewportWidth } = useWindowScroll();
  const last = useRef({ y: 0, hidden: false });
  let hidden = last.current.hidden;
  if (viewportWidth >= HIDE_BELOW_WIDTH_PX || y <= HIDE_AFTER_PX) hidden = false;
  else if (y > last.current.y) hidden = true;
  else if (y < last.current.y) hidden = false;
  last.current = { y, hidden };
  return { scrolled: y > SCROLLED_AFTER_PX, hidden };
}

