/**
 * The version of each file each editor last loaded (from the site or from a draft: Decap opens an entry
 * from its draft when there is one). Decap's save carries no base version, so without this a second
 * editor's save, made on a form loaded before the first editor's save, would silently undo it. Such a
 * save is refused (409) instead; Decap keeps the refused text in the browser's local backup. After a
 * restart nothing is known and saves go through, as before.
 */
import { CmsError } from "../errors";
import type { Git } from "../git";
import type { Editor } from "./checkout";

export class LoadedVersions {
  private readonly versions = new Map<string, string | null>();
  private key = (editor: Editor, file: string) => `${editor.id ?? editor.email}\0${file}`;

  constructor(private readonly git: Git) {}

  loaded(editor: Editor, file: string, oid: string | null) {
    this.versions.set(this.key(editor, file), oid);
  }

  /** undefined: never loaded by this editor. */
  get(editor: Editor, file: string): string | null | undefined {
    return this.versions.get(this.key(editor, file));
  }

  /** Records which version of each listed file the editor was given. */
  remember<T extends { file: { path: string; id: string | null } }>(editor: Editor, entries: T[]): T[] {
    for (const entry of entries) this.loaded(editor, entry.file.path, entry.file.id);
    return entries;
  }

  /** Records the version at `ref` of each file the editor has just written. */
  async rememberAt(editor: Editor, ref: string, files: string[]) {
    for (const file of files) this.loaded(editor, file, (await this.git.entry(ref, file))?.oid ?? null);
  }

  /**
   * Refuses a save made on a form loaded before someone else's save of the same file. `ref` is where
   * the save goes: the draft's branch, or the live one.
   */
  async refuseStale(editor: Editor, ref: string, files: string[]) {
    for (const file of files) {
      const current = (await this.git.entry(ref, file))?.oid ?? null;
      const seen = this.get(editor, file);
      if (seen === undefined || seen === current) continue;
      const [name, date] = (await this.git.text(["log", "-1", "--format=%an%x1f%aI", ref, "--", file])).trim().split("\x1f");
      const when = date ? new Date(date).toLocaleString("ru-RU", { timeZone: "Europe/Moscow", dateStyle: "short", timeStyle: "short" }) : "";
      throw new CmsError(
        409,
        `Запись уже изменена${name ? `: ${name}, ${when} МСК` : ""}, пока она была открыта у вас. Чтобы не затереть эту правку, ` +
          "сохранение отменено: обновите страницу, Decap предложит восстановить ваш текст из резервной копии.",
      );
    }
  }
}
