import React from "react";
import { headingId } from "../../../../rules/blog";
import { Nav, Title, List } from "./styled";

/** Long articles open with their contents: links to each section's heading. */
export function TableOfContents({ headings }: { headings: readonly string[] }) {
  if (headings.length < 4) return null;
  return (
    <Nav aria-labelledby="toc-title">
      <Title id="toc-title">Содержание</Title>
      <List>
        {headings.map((heading) => (
          <li key={heading}>
            <a href={`#${headingId(heading)}`}>{heading}</a>
          </li>
        ))}
      </List>
    </Nav>
  );
}
