import toast from "react-hot-toast";

/** SPEC §9: info and error toasts stay 4500 ms, the copy-link toast 2200 ms. */
export const TOAST_DURATION_MS = { info: 4500, error: 4500, copied: 2200 } as const;

/** The site's toasts: good news is announced politely, failures at once (status vs alert role). */
export const notify = {
  info: (message: string) =>
    toast.success(message, { duration: TOAST_DURATION_MS.info, ariaProps: { role: "status", "aria-live": "polite" } }),
  error: (message: string) =>
    toast.error(message, { duration: TOAST_DURATION_MS.error, ariaProps: { role: "alert", "aria-live": "assertive" } }),
  copied: (message = "Скопировано") =>
    toast(message, { duration: TOAST_DURATION_MS.copied, ariaProps: { role: "status", "aria-live": "polite" } }),
};
