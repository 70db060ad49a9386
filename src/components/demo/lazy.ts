import { lazyWhenNear } from "../layout/LoadWhenNear";

/**
 * The demo's band: its server HTML (heading, buttons, hint) is in the page, its code (and its words)
 * comes when it enters the viewport, and the model only with her first photo or the camera. No byte of it in the page's
 * first JavaScript.
 */
export const LazyDemo = lazyWhenNear(
  () => import(/* webpackChunkName: "demo" */ "./DemoBlock").then((module) => module.DemoBand),
  // When the block itself comes into view, not a screen ahead like the footer: the page's first load
  // (hero and the first section fill the screen) does not fetch it.
  "0px",
);
