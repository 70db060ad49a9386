import type { ToastKind } from "./kinds";

/*
 * react-hot-toast (about 5 KB gzip with its CSS-in-JS) is needed only once something happened: a form
 * was sent, a link copied. It loads with the first toast, not with every page; the wait is one small
 * chunk, already cached by the service worker on a return visit.
 */
type ToastRuntime = typeof import("./ToastStack");
let runtime: Promise<ToastRuntime> | null = null;
export const loadToastRuntime = () => (runtime ??= import("./ToastStack"));

const requested = new Set<() => void>();
/** The page's `<Toasts />` mounts the stack when the first toast is asked for. */
export function onFirstToast(listener: () => void) {
  requested.add(listener);
  return () => void requested.delete(listener);
}

function show(kind: ToastKind, message: string) {
  for (const listener of requested) listener();
  return loadToastRuntime().then((module) => module.showToast(kind, message));
}

/** The site's toasts: good news is announced politely, failures at once (status vs alert role). */
export const notify = {
  info: (message: string) => show("info", message),
  error: (message: string) => show("error", message),
  copied: (message = "Скопировано") => show("copied", message),
};
