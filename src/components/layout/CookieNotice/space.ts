/**
 * The height the open cookie notice takes at the bottom of the screen (a CSS custom property on the
 * root), for the layers that share that edge: «Наверх» rises above the notice instead of under it.
 */
export const NOTICE_SPACE = "--cookie-notice-space";
