import React, { useSyncExternalStore } from "react";
import { getState, subscribe, type ProgressState } from "../../../lib/progress";
import { Bar } from "./styled";

const SERVER_STATE: ProgressState = { visible: false, value: 0 };

/** SPEC §2: the loading bar shown while requests and slow route changes run (state in lib/progress). */
export function ProgressBar() {
  const { visible, value } = useSyncExternalStore(subscribe, getState, () => SERVER_STATE);
  if (!visible) return null;
  return (
    <Bar
      role="progressbar"
      aria-label="Загрузка"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      $value={value}
    />
  );
}
