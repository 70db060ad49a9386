/**
 * The refusal on screen and what the form's checks know, shared by the backend (which learns of a
 * refused save), the panel (which shows it until the editor closes it) and the fields (which mark
 * themselves). A tiny store: no framework, no timers.
 */
import type { SeoText } from "../../content-model/contract/cms-refusals";
import type { Refusal } from "./refusals";

export interface ShownRefusal {
  refusal: Refusal;
  /** The editor's route when it was refused ("#/collections/modules/new"): the fields of that form are marked. */
  route: string;
  /** The refused values of the entry's own fields, by path: a field is marked until its value changes. */
  values: Record<string, unknown>;
}

type Listener = () => void;

export class RefusalStore {
  private shown: ShownRefusal | null = null;
  private texts: readonly SeoText[] = [];
  private readonly listeners = new Set<Listener>();

  current(): ShownRefusal | null {
    return this.shown;
  }

  seoTexts(): readonly SeoText[] {
    return this.texts;
  }

  show(shown: ShownRefusal): void {
    this.shown = shown;
    this.notify();
  }

  clear(): void {
    if (!this.shown) return;
    this.shown = null;
    this.notify();
  }

  setSeoTexts(texts: readonly SeoText[]): void {
    this.texts = texts;
    this.notify();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
