import Typograf from "typograf";

const typograf = new Typograf({ locale: ["ru", "en-US"] });

/**
 * Russian typography for content text: «ёлочки», em dashes, non-breaking spaces after short words and
 * before dashes, one spelling of percentages ("99,3%") whatever the editor typed.
 */
export function typografText(text: string): string {
  return typograf.execute(text);
}
