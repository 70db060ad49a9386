import React from "react";
import { Prose } from "./styled";

/** The text of an article: HTML made from its Markdown at build time (typography and anchors applied). */
export function ArticleBody({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
