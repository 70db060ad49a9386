/** The router Gatsby renders pages with; only what the site uses of it (the package ships no types). */
declare module "@gatsbyjs/reach-router" {
  import type { ListenableHistory } from "../lib/hydration-gate";

  export const globalHistory: ListenableHistory;
}
