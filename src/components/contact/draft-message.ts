/**
 * A message the contact panel's form starts with the next time it opens (a search that found nothing
 * puts her query there). Kept apart from the panel's state, which every page loads with its first
 * JavaScript; this is imported only by the panel's own (lazy) code and by the pages that prefill it.
 */
let draft = "";

export function setDraftMessage(message: string): void {
  draft = message;
}

/** The draft, once: the panel opened from anywhere else starts empty. */
export function takeDraftMessage(): string {
  const message = draft;
  draft = "";
  return message;
}

/** The draft, left in place (read while the panel's first open frame is drawn; taken in its effect). */
export function peekDraftMessage(): string {
  return draft;
}
