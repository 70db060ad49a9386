import Typograf from "typograf";

const typograf = new Typograf({ locale: ["ru", "en-US"] });

/**
 * A build resolves the same fields many times (the page, the menus, the search index, the feed), and
 * typograf took half a second of each publish doing the same texts again. Bounded for `gatsby develop`.
 */
const seen = new Map<string, string>();
const MEMO_LIMIT = 20_000;

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
  return typeset;
}
