import React, { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";

/** SPEC §9: the panel plays its closing animation for 300 ms before it is gone. */
export const CLOSE_DELAY_MS = 300;

export type PanelState = "closed" | "open" | "closing";

interface ContactPanelApi {
  state: PanelState;
  open: () => void;
  close: () => void;
}

function createPanelStore() {
  let state: PanelState = "closed";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: PanelState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open() {
      clearTimeout(timer);
      set("open");
    },
    close() {
      if (state !== "open") return;
      timer = setTimeout(() => set("closed"), CLOSE_DELAY_MS);
      set("closing");
    },
    dispose: () => clearTimeout(timer),
  };
}

type PanelStore = ReturnType<typeof createPanelStore>;

/*
 * The context carries the store, which never changes; each user subscribes to the state. A context whose
 * value changed would reach every part of the page React has not hydrated yet, and a part whose code
 * loads only near the viewport (LoadWhenNear) would then be thrown away and rendered again from scratch.
 */
const ContactPanelContext = createContext<PanelStore | null>(null);

/** Holds the side contact panel's state for the whole site (mounted once, in the root wrapper). */
export function ContactPanelProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(createPanelStore);
  useEffect(() => store.dispose, [store]);
  return <ContactPanelContext.Provider value={store}>{children}</ContactPanelContext.Provider>;
}

export function useContactPanel(): ContactPanelApi {
  const store = useContext(ContactPanelContext);
  if (!store) throw new Error("useContactPanel needs ContactPanelProvider above it");
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, open: store.open, close: store.close };
}
