import React from "react";
import { NEAR_BLOCK_ATTRIBUTE } from "../../../lib/scroll-restoration";
import { Part, Prose } from "./styled";

/** The article's HTML cut before each second-level heading: the introduction, then one part per section. */
export function articleParts(html: string): string[] {
  return html.split(/(?=<h2[\s>])/).filter((part) => part.trim() !== "");
}

/**
 * The text of an article: HTML made from its Markdown at build time (typography and anchors applied),
 * in parts the browser lays out only as they come near the screen. A long article was laid out whole
 * on each of the font's weights arriving: the worst page for main-thread work at load.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Prose>
      {articleParts(html).map((part, i) => (
        <Part key={i} $first={i === 0} {...(i === 0 ? {} : { [NEAR_BLOCK_ATTRIBUTE]: "" })} dangerouslySetInnerHTML={{ __html: part }} />
      ))}
    </Prose>
  );
}
