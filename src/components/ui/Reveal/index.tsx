import React, { useEffect, useRef, useState } from "react";
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

  // Written here rather than with react-intersection-observer: one observer, once, was 1 KB of every page's JavaScript.
  useEffect(() => {
    const element = node.current;
    if (!waiting || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPhase("shown");
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, rootMargin]);

  return (
    <Block as={as} ref={node as React.RefObject<HTMLDivElement>} {...{ [NEAR_BLOCK_ATTRIBUTE]: "" }} data-reveal={phase === "static" ? undefined : phase} {...rest}>
      {children}
    </Block>
  );
}
