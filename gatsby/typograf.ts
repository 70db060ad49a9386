import Typograf from "typograf";

const typograf = new Typograf({ locale: ["ru", "en-US"] });

/** Russian typography for content text: «ёлочки», em dashes, non-breaking spaces after short words. */
export function typografText(text: string): string {
  return typograf.execute(text);
}
