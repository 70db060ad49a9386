import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** SPEC §9: the panel plays its closing animation for 300 ms before it is gone. */
export const CLOSE_DELAY_MS = 300;

export type PanelState = "closed" | "open" | "closing";

interface ContactPanelApi {
  state: PanelState;
  open: () => void;
  close: () => void;
}

const ContactPanelContext = createContext<ContactPanelApi | null>(null);

/** Holds the side contact panel's state for the whole site (mounted once, in the root wrapper). */
export function ContactPanelProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<PanelState>("closed");
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const open = useCallback(() => {
    clearTimeout(timer.current);
    setState("open");
  }, []);

  const close = useCallback(() => {
    setState((current) => {
      if (current !== "open") return current;
      timer.current = setTimeout(() => setState("closed"), CLOSE_DELAY_MS);
      return "closing";
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo(() => ({ state, open, close }), [state, open, close]);
  return <ContactPanelContext.Provider value={api}>{children}</ContactPanelContext.Provider>;
}

export function useContactPanel(): ContactPanelApi {
  const api = useContext(ContactPanelContext);
  if (!api) throw new Error("useContactPanel needs ContactPanelProvider above it");
  return api;
}
