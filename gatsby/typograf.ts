import fs from "node:fs";
import path from "node:path";
import Typograf from "typograf";

/** All of typograf's settings here (rules too: `enableRule`, `disableRule`), as they name the memo file's maker. */
const SETTINGS: ConstructorParameters<typeof Typograf>[0] = { locale: ["ru", "en-US"] };
const typograf = new Typograf(SETTINGS);

/**
 * A build resolves the same fields many times (the page, the menus, the search index, the feed), and
 * typograf took half a second of each publish doing the same texts again. Bounded for `gatsby develop`.
 */
const seen = new Map<string, string>();
const MEMO_LIMIT = 20_000;
/** Texts asked for since the memo was loaded: what the next build will ask for again. */
const used = new Set<string>();

/**
 * Russian typography for content text: «ёлочки», em dashes, non-breaking spaces after short words and
 * before dashes, one spelling of percentages ("99,3%") whatever the editor typed.
 */
export function typografText(text: string): string {
  let typeset = seen.get(text);
  if (typeset === undefined) {
    if (seen.size >= MEMO_LIMIT) seen.clear();
    typeset = typograf.execute(text);
    seen.set(text, typeset);
  }
  used.add(text);
  return typeset;
}

/** What a memo file was made by: another typograf or other settings make other texts. */
const MEMO_MAKER = `typograf ${Typograf.version} ${JSON.stringify(SETTINGS)}`;

interface MemoFile {
  maker: string;
  texts: [string, string][];
}

/**
 * Each publish is a new Gatsby process, and the search index alone typesets every text of the site
 * (all articles' HTML among them): about a second of a one-entry publish. The texts of the last build
 * are kept in Gatsby's .cache (gone with `gatsby clean`) and read at the start of the next one.
 */
export function loadTypografMemo(file: string): number {
  used.clear();
  let memo: MemoFile;
  try {
    memo = JSON.parse(fs.readFileSync(file, "utf8")) as MemoFile;
  } catch {
    return 0;
  }
  if (memo.maker !== MEMO_MAKER || !Array.isArray(memo.texts)) return 0;
  let loaded = 0;
  for (const pair of memo.texts.slice(0, MEMO_LIMIT)) {
    if (!Array.isArray(pair) || typeof pair[0] !== "string" || typeof pair[1] !== "string") continue;
    if (!seen.has(pair[0])) seen.set(pair[0], pair[1]);
    loaded += 1;
  }
  return loaded;
}

/** Keeps the texts this build asked for (not the whole site's history) for the next build. */
export async function saveTypografMemo(file: string): Promise<number> {
  const texts: [string, string][] = [];
  for (const text of used) {
    const typeset = seen.get(text);
    if (typeset !== undefined) texts.push([text, typeset]);
  }
  const memo: MemoFile = { maker: MEMO_MAKER, texts };
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(temporary, JSON.stringify(memo));
  await fs.promises.rename(temporary, file);
  return texts.length;
}
