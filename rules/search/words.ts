/// <reference path="./russian-stemmer.d.ts" />
/**
 * Russian words the way the search compares them: split, lower-cased, ё read as е, stemmed by the
 * Snowball Russian stemmer (@orama/stemmers, Apache-2.0, 7 KB) so «номеров», «номера», «номер» meet.
 * The index and every query go through the same functions: anything else would make them disagree.
 */
import { stemmer } from "@orama/stemmers/russian";

/** Letters and digits; everything else (spaces, punctuation, «», hyphens, slashes) separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Words too common to mean anything on their own; they are neither indexed nor searched. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да даже для до его " +
    "ее ей если есть еще же за и из или им их к как какой когда кто ли либо между мы на над не него нет ни " +
    "но о об однако он она они оно от по под после при про с со так также такой там то тоже того только " +
    "том тот у уже чем что чтобы эта эти это этот the a an of and or to in for on with by"
  ).split(" "),
);

/** Lower case, ё → е: the forms a visitor types and the content writes compare equal. */
export function normaliseWord(word: string): string {
  return word.toLowerCase().replace(/ё/g, "е");
}

/** The words of a text, normalised, in order (stop words kept: callers decide). */
export function splitWords(text: string): string[] {
  return (text.match(WORD) ?? []).map(normaliseWord);
}

const CYRILLIC = /[а-я]/;

/**
 * The indexed form of a normalised word. Words of three letters or fewer stay as written: they are
 * mostly abbreviations (ГРЗ, СИЗ, ИК), and a stemmer would cut them to nothing. Latin and digits stay
 * as written too (ANPR, OCR, LLM, 1080p).
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || !CYRILLIC.test(word)) return word;
  // Snippets stem every word of the shown text on every keystroke; the same words come back each time.
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 20_000;

/** The stems of the words that count in a text (stop words dropped): what the index holds. */
export function textStems(text: string): string[] {
  return splitWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stemWord);
}

// Keys of a Russian ЙЦУКЕН keyboard under the Latin QWERTY letters (and the punctuation keys that
// carry Russian letters).
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё";
const TO_RUSSIAN = new Map([...LATIN_KEYS].map((c, i) => [c, RUSSIAN_KEYS[i]]));
const TO_LATIN = new Map([...RUSSIAN_KEYS].map((c, i) => [c, LATIN_KEYS[i]]));

/**
 * The query as it would have been typed with the other keyboard layout: «hfcgjpyfdfybt» →
 * «распознавание», «щсч» → «ocr». Undefined when it has nothing to switch.
 */
export function switchLayout(query: string): string | undefined {
  const lower = query.toLowerCase();
  const latin = (lower.match(/[a-z[\];',.`]/g) ?? []).length;
  const cyrillic = (lower.match(/[а-яё]/g) ?? []).length;
  if (latin === 0 && cyrillic === 0) return undefined;
  const map = latin >= cyrillic ? TO_RUSSIAN : TO_LATIN;
  // Punctuation keys hold letters only inside a word: «ghbdtn,» keeps its trailing comma as a comma.
  const switched = lower.replace(/[^\s]+/g, (word) =>
    [...word].map((c, i) => (/[[\];',.`]/.test(c) && (i === 0 || i === word.length - 1) ? c : (map.get(c) ?? c))).join(""),
  );
  return switched === lower ? undefined : switched;
}

const TRANSLIT: [RegExp, string][] = [
  [/shch/g, "щ"], [/sch/g, "щ"], [/yo/g, "е"], [/zh/g, "ж"], [/kh/g, "х"], [/ts/g, "ц"], [/ch/g, "ч"],
  [/sh/g, "ш"], [/yu/g, "ю"], [/ya/g, "я"], [/ye/g, "е"], [/[iy]y\b/g, "ый"], [/iy\b/g, "ий"],
];
const TRANSLIT_LETTERS: Record<string, string> = {
  a: "а", b: "б", v: "в", g: "г", d: "д", e: "е", z: "з", i: "и", j: "й", k: "к", l: "л", m: "м", n: "н",
  o: "о", p: "п", r: "р", s: "с", t: "т", u: "у", f: "ф", h: "х", c: "к", y: "ы", w: "в", x: "кс", q: "к",
};

/** Russian written in Latin letters, read back: «raspoznavanie nomerov» → «распознавание номеров». */
export function fromTranslit(query: string): string | undefined {
  const lower = query.toLowerCase();
  if (!/[a-z]/.test(lower)) return undefined;
  let out = lower;
  for (const [pattern, letter] of TRANSLIT) out = out.replace(pattern, letter);
  out = out.replace(/[a-z]/g, (c) => TRANSLIT_LETTERS[c] ?? c);
  return out === lower ? undefined : out;
}
