import React, { useCallback, useEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import {
  REDUCED_MOTION_QUERY, REVEAL_RESIZE_DEBOUNCE_MS, revealRootMargin, startsBelowViewport,
} from "../../../lib/motion";
import { theme } from "../../../styles/theme";
import { NEAR_BLOCK_ATTRIBUTE } from "../../../lib/scroll-restoration";
import { Block, type RevealPhase } from "./styled";

/** "Under 768 px" (SPEC §4): the theme's mobile breakpoint, 767 px, and below. */
const NARROW_QUERY = `(max-width: ${theme.breakpoints.sm}px)`;

export interface RevealProps extends React.HTMLAttributes<HTMLElement> {
  /** The element to render; a div unless the wrapped block needs another. */
  as?: "div" | "section" | "article" | "aside" | "li";
  children: React.ReactNode;
}

function motionAllowed(): boolean {
  return typeof window.IntersectionObserver === "function" && !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
}

function currentRootMargin(): string {
  return revealRootMargin(Boolean(window.matchMedia?.(NARROW_QUERY).matches));
}

/**
 * A block that fades and slides in when scrolled into view (SPEC §2, §4). The server's HTML and the first
 * render show it as it is, so pages read fully without scripts; after mounting, only a block still entirely
 * below the viewport is hidden, and only where IntersectionObserver exists and motion is welcome.
 */
export function Reveal({ as, children, ...rest }: RevealProps) {
  const node = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<RevealPhase>("static");
  const [rootMargin, setRootMargin] = useState(revealRootMargin(false));
  const waiting = phase === "waiting";
  const { ref: observe, inView } = useInView({ rootMargin, triggerOnce: true, skip: !waiting });

  useEffect(() => {
    const element = node.current;
    if (!element || !motionAllowed()) return;
    if (!startsBelowViewport(element.getBoundingClientRect().top, window.innerHeight)) return;
    setRootMargin(currentRootMargin());
    setPhase("waiting");
  }, []);

  useEffect(() => {
    if (!waiting) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setRootMargin(currentRootMargin()), REVEAL_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [waiting]);

  useEffect(() => {
    if (waiting && inView) setPhase("shown");
  }, [waiting, inView]);

  const setNode = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      observe(element);
    },
    [observe],
  );

  return (
    <Block as={as} ref={setNode} {...{ [NEAR_BLOCK_ATTRIBUTE]: "" }} data-reveal={phase === "static" ? undefined : phase} {...rest}>
      {children}
    </Block>
  );
}
