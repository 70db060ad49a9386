/** SPEC §9: info and error toasts stay 4500 ms, the copy-link toast 2200 ms. */
export const TOAST_DURATION_MS = { info: 4500, error: 4500, copied: 2200 } as const;

export type ToastKind = keyof typeof TOAST_DURATION_MS;
