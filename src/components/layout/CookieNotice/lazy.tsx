import React, { Suspense, useEffect, useState } from "react";
import { isAnalyticsConfigured } from "../../../lib/analytics-config";

const Notice = React.lazy(() => import("./index").then((module) => ({ default: module.CookieNotice })));

/**
 * The cookie notice as the root wrapper mounts it: its code loads only on a build with analytics
 * counters (most builds have none, and the notice never shows on them).
 */
export function LazyCookieNotice() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => setNeeded(isAnalyticsConfigured()), []);
  return needed ? (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  ) : null;
}
