import React, { Suspense, useEffect, useState } from "react";
import { useContactPanel } from "../context";

/** The panel's code: fetched as the pointer or focus reaches a request button, or when it first opens. */
export const loadContactPanel = () => import("./index");

const Panel = React.lazy(() => loadContactPanel().then((module) => ({ default: module.ContactPanel })));

/**
 * The side contact panel as the layout mounts it: nothing until it first opens, then the panel itself,
 * kept mounted so that closing can hand the focus back. Most page views never open it.
 */
export function LazyContactPanel() {
  const { state } = useContactPanel();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (state !== "closed") setNeeded(true);
  }, [state]);
  return needed ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}
