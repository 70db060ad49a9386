import { escapeHtml } from "./escape-html";

/** What a visitor without JavaScript typed into a refused form, and why it was refused. */
export interface FormDraft {
  values: Partial<Record<DraftField, string | boolean>>;
  /** Per-field messages, as the endpoint's 422 gives them. */
  errors: Partial<Record<string, string>>;
  /** A message for the whole form (rate limit, store unavailable…). */
  message?: string;
}

/** Fields the result pages' forms have; nothing else from a draft is written into a page. */
export const DRAFT_FIELDS = ["name", "phone", "message", "consent", "page", "pageUrl"] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

const isDraftField = (key: string): key is DraftField => (DRAFT_FIELDS as readonly string[]).includes(key);

/** The first opening tag of `tag` carrying name="…" (our own markup from src/components/forms/NativeForms). */
function namedTag(tag: string, name: string): RegExp {
  return new RegExp(`<${tag}\\b[^>]*\\bname="${name}"[^>]*>`);
}

function setAttribute(openTag: string, attribute: string, value: string): string {
  const existing = new RegExp(`\\s${attribute}="[^"]*"`);
  const written = ` ${attribute}="${escapeHtml(value)}"`;
  return existing.test(openTag) ? openTag.replace(existing, written) : openTag.replace(/^<([a-z]+)/, `<$1${written}`);
}

/**
 * The built page of a form with a visitor's draft written back in: values into the inputs, the
 * consent box ticked as it was, each field's message shown under it, the form's message on top.
 * All of it escaped: the draft is the visitor's text.
 */
export function fillForm(html: string, draft: FormDraft): string {
  let out = html;
  for (const [key, value] of Object.entries(draft.values)) {
    if (!isDraftField(key) || value === undefined) continue;
    if (typeof value === "boolean") {
      if (value) out = out.replace(namedTag("input", key), (tag) => setAttribute(tag, "checked", ""));
      continue;
    }
    out = out.replace(new RegExp(`(${namedTag("textarea", key).source})[\\s\\S]*?(</textarea>)`), (_m, open: string, close: string) =>
      `${open}${escapeHtml(value)}${close}`,
    );
    out = out.replace(namedTag("input", key), (tag) => setAttribute(tag, "value", value));
  }
  for (const [key, message] of Object.entries(draft.errors)) {
    if (!isDraftField(key) || !message) continue;
    out = out.replace(namedTag("(?:input|textarea)", key), (tag) => setAttribute(tag, "aria-invalid", "true"));
    out = showSlot(out, `data-error-for="${key}"`, message);
  }
  if (draft.message) out = showSlot(out, "data-form-message", draft.message);
  return out;
}

/** Fills and unhides an element marked with `marker` (rendered empty and hidden by the page). */
function showSlot(html: string, marker: string, text: string): string {
  return html.replace(new RegExp(`(<([a-z]+)\\b[^>]*\\b${marker}[^>]*>)[\\s\\S]*?(</\\2>)`), (_m, open: string, _tag, close: string) =>
    `${open.replace(/\shidden(="[^"]*")?/, "")}${escapeHtml(text)}${close}`,
  );
}
