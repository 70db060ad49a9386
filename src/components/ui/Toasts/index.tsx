import React, { useEffect, useState } from "react";
import { loadToastRuntime, onFirstToast } from "./notify";

export { notify } from "./notify";
export { TOAST_DURATION_MS } from "./kinds";

/** The site's toast stack, mounted (and its library loaded) when the first toast is asked for. */
export function Toasts() {
  const [Stack, setStack] = useState<React.ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () => void loadToastRuntime().then((module) => active && setStack(() => module.ToastStack));
    const stop = onFirstToast(mount);
    return () => {
      active = false;
      stop();
    };
  }, []);
  return Stack ? <Stack /> : null;
}
