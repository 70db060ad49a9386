/**
 * Decap's own field-level validation, with our rules: Decap's "string" and "text" widgets, registered
 * again around an `isValid` (Decap's hook for a widget's own check). A field marks itself red, with
 * Decap's error style and message, when
 *  - it is an SEO title or description another page of the live site already has (the content
 *    check's rule and words, content-model/seo.ts), so the save is stopped before it is sent;
 *  - the server refused the last save for it (its path in the refusal), until its value changes.
 * A field knows its path from the config (`data_path`, src/cms/config.ts). A save stopped by these
 * checks, or by Decap's own (a required field left empty), is shown in the refusal panel too, like one the
 * server refused, every field in error listed; the form is scrolled to the first of them.
 */
import React from "react";
import type { DecapCms } from "decap-cms-app/dist/decap-cms-app.js";
import { formErrors, goTo } from "./form-errors";
import { refusalOfForm, refusalOfMarkedFields, seoClash, type SavedEntry } from "./refusals";
import type { RefusalStore } from "./refusal-store";
import type { CmsConfig } from "./types";

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

interface ControlProps {
  field: ImmutableLike;
  value: unknown;
  entry?: ImmutableLike;
  /** The id of the control's input. */
  forID?: string;
  /** Decap's Widget.validate: runs every check of the field again and shows the result. */
  validate?: () => void;
  [prop: string]: unknown;
}

/** What the fields found since the last «Сохранить», for the panel. */
interface FormProblem {
  path: string;
  message: string;
  collection: string;
  title?: string;
  entryPath: string;
}

export function fieldProblem(store: RefusalStore, path: string, value: unknown, entry: ImmutableLike | undefined, route: string): string | undefined {
  const shown = store.current();
  if (shown && shown.route === route) {
    const item = shown.refusal.items.find((i) => i.own && i.path === path);
    if (item && shown.values[path] === value) return item.message;
  }
  return seoClash(store.seoTexts(), path, value, String(entry?.get("path") ?? ""));
}

/** The entry being edited, from the admin's address and its form: its collection, and its title as typed. */
function entryOfForm(route: string): SavedEntry {
  const collection = /#\/collections\/([^/]+)/.exec(route)?.[1] ?? "";
  const titleLabel = document.querySelector<HTMLLabelElement>("label[for^='title-field-']");
  const input = titleLabel ? (document.getElementById(titleLabel.htmlFor) as HTMLInputElement | null) : null;
  return { collection, path: "", title: input?.value.trim() || undefined };
}

export function registerFieldChecks(cms: Pick<DecapCms, "getWidget" | "registerWidget">, store: RefusalStore, config: CmsConfig, route = () => window.location.hash): void {
  const found: FormProblem[] = [];
  for (const name of ["string", "text"]) {
    const widget = cms.getWidget(name);
    if (!widget) throw new Error(`Decap's ${name} widget is not registered`);
    const Inner = widget.control;
    class Checked extends React.Component<Record<string, unknown>> {
      private off?: () => void;
      private marked = false;

      /** The props Decap gives every widget control (Widget.js). */
      private get control(): ControlProps {
        return this.props as ControlProps;
      }

      override componentDidMount() {
        // A refusal arriving, closed, or the SEO texts loaded: this field's mark may change.
        this.off = store.subscribe(() => {
          if (this.path() && (this.marked || this.problem())) this.control.validate?.();
        });
      }

      override componentWillUnmount() {
        this.off?.();
      }

      path(): string | undefined {
        const path = this.control.field.get("data_path");
        return typeof path === "string" ? path : undefined;
      }

      problem(): string | undefined {
        const path = this.path();
        return path ? fieldProblem(store, path, this.control.value, this.control.entry, route()) : undefined;
      }

      /** Decap's hook: called on «Сохранить» and when the field is left. */
      isValid = () => {
        const message = this.problem();
        this.marked = message !== undefined;
        // Decap's controls draw the error but do not say it to assistive technology.
        const input = typeof this.control.forID === "string" ? document.getElementById(this.control.forID) : null;
        if (message) input?.setAttribute("aria-invalid", "true");
        else input?.removeAttribute("aria-invalid");
        if (!message) return true;
        const { entry } = this.control;
        const title = entry?.getIn(["data", "title"]);
        found.push({
          path: this.path() ?? "",
          message,
          collection: String(entry?.get("collection") ?? ""),
          title: typeof title === "string" && title ? title : undefined,
          entryPath: String(entry?.get("path") ?? ""),
        });
        return { error: { type: "CUSTOM", message } };
      };

      override render() {
        return React.createElement(Inner, this.props);
      }
    }
    cms.registerWidget(name, Checked, widget.preview, widget.schema);
  }

  // «Сохранить»: Decap validates every field, then sends, or stops if a field is marked. Stopped by
  // our checks, the save is shown in the panel like a refusal of the server.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button || button.textContent?.trim() !== "Сохранить") return;
      found.length = 0;
      const at = route();
      window.setTimeout(() => {
        if (route() !== at) return;
        // Every field Decap marked (its own checks: a required field left empty, a pattern), ours among them.
        const marked = formErrors(document);
        if (marked.length === 0 && found.length === 0) return;
        const [first] = found;
        const saved = first ? { collection: first.collection, path: first.entryPath, title: first.title } : entryOfForm(at);
        if (marked.length === 0) {
          const seen = new Set<string>();
          const problems = found.filter((p) => !seen.has(p.path) && seen.add(p.path));
          store.show({ refusal: refusalOfForm(config, saved, problems), route: at, values: {} });
          return;
        }
        store.show({ refusal: refusalOfMarkedFields(saved, marked), route: at, values: {} });
        goTo(marked[0]);
      }, 200);
    },
    true,
  );
}
