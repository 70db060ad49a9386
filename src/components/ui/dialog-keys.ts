import type React from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control a dialog can focus. */
export const firstFocusable = (container: HTMLElement | null) => container?.querySelector<HTMLElement>(FOCUSABLE) ?? null;

/**
 * Keyboard of a modal dialog: Escape closes it, Tab and Shift+Tab go round its own controls and never
 * out to the page behind.
 */
export function onDialogKeyDown(event: React.KeyboardEvent, container: HTMLElement | null, close: () => void): void {
  if (event.key === "Escape") {
    event.stopPropagation();
    close();
    return;
  }
  if (event.key !== "Tab" || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
