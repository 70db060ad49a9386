/**
 * The fields Decap marked in error when it stopped a save (a required field left empty, a pattern not
 * matched, one of our own checks), read from its form as drawn: Decap keeps them in its store but tells
 * no one, and leaves the editor at the top of a long form with only «НЕСОХРАНЁННЫЕ ИЗМЕНЕНИЯ» in sight.
 * The click handler in field-checks.tsx lists them in the refusal panel and takes her to the first.
 */

/** One field in error, as the form shows it. */
export interface FormError {
  /** «Поиск и соцсети (SEO) → Заголовок страницы (до 70 символов)»: the labels of the groups it is in, then its own. */
  where: string;
  message: string;
  /** The field's input, to scroll to and focus; absent for a widget without a labelled input. */
  input: HTMLElement | null;
  /** The field's block in the form, to scroll to when it has no input. */
  block: HTMLElement;
}

const CONTAINER = "[class*='ControlContainer']";

/** Decap's «Необходимо указать значение поля X.» said as what to do. */
function messageOf(text: string): string {
  return /^Необходимо указать значение поля/.test(text) ? "заполните поле" : text.replace(/\.$/, "");
}

/** The label drawn in a field's own top bar (not a nested field's). */
function ownLabel(container: Element): HTMLLabelElement | null {
  const bar = [...container.children].find((child) => /ControlTopbar/.test(child.className));
  return (bar?.querySelector("label") ?? container.querySelector(":scope > label")) as HTMLLabelElement | null;
}

/** Every field of `root` that shows an error, in the order of the form. */
export function formErrors(root: ParentNode): FormError[] {
  const errors: FormError[] = [];
  for (const list of root.querySelectorAll("[class*='ControlErrorsList']")) {
    const items = [...list.querySelectorAll("li")].map((li) => li.textContent?.trim() ?? "").filter(Boolean);
    if (items.length === 0) continue;
    const block = list.closest(CONTAINER) as HTMLElement | null;
    if (!block) continue;
    const label = ownLabel(block);
    const labels: string[] = [];
    for (let at: Element | null = block; at; at = at.parentElement?.closest(CONTAINER) ?? null) {
      const text = ownLabel(at)?.textContent?.trim();
      if (text) labels.unshift(text);
    }
    const input = label?.htmlFor ? (block.ownerDocument.getElementById(label.htmlFor) as HTMLElement | null) : null;
    errors.push({ where: labels.join(" → "), message: items.map(messageOf).join("; "), input, block });
  }
  return errors;
}

/** Takes the editor to a field in error: the middle of the screen, its input focused (without a second jump). */
export function goTo(error: FormError): void {
  (error.input ?? error.block).scrollIntoView({ block: "center" });
  error.input?.focus({ preventScroll: true });
}
