import { theme, type Breakpoint } from "./theme";

/** Media queries generated from the breakpoint map, so no breakpoint is written inline. */
export const media = {
  /** Width at or below the breakpoint ("under 1200 px" in SPEC terms). */
  down: (bp: Breakpoint) => `@media (max-width: ${theme.breakpoints[bp]}px)`,
  /** Width above the breakpoint. */
  up: (bp: Breakpoint) => `@media (min-width: ${theme.breakpoints[bp] + 1}px)`,
};
