/**
 * The /search page filled in by the server for a visitor without JavaScript: the same hits, in the same
 * markup, as the page renders in the browser (src/components/search/SearchResults). Everything from the
 * query or the index is escaped.
 */
import { escapeHtml } from "./escape-html";
import type { SearchOutcome, TextPart } from "../../rules/search/types";
import {
  REQUEST_LABEL,
  REQUEST_TEXT,
  SEARCH_SECTIONS,
  SECTIONS_TITLE,
  SUGGESTIONS_TITLE,
  correctedText,
  foundText,
  nothingFoundText,
} from "../../rules/search/copy";

const parts = (list: TextPart[]) => list.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join("");
const links = (list: readonly { title: string; url: string }[]) =>
  `<ul>${list.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`).join("")}</ul>`;

export function searchResultsHtml(outcome: SearchOutcome): string {
  if (outcome.hits.length === 0) {
    return [
      `<p role="status">${escapeHtml(nothingFoundText(outcome.query))}</p>`,
      outcome.suggestions.length > 0 ? `<h2>${escapeHtml(SUGGESTIONS_TITLE)}</h2>${links(outcome.suggestions)}` : "",
      `<h2>${escapeHtml(SECTIONS_TITLE)}</h2>${links(SEARCH_SECTIONS)}`,
      `<p>${escapeHtml(REQUEST_TEXT)} <a href="/contact#request">${escapeHtml(REQUEST_LABEL)}</a></p>`,
    ].join("");
  }
  const status = [foundText(outcome.total), outcome.correctedQuery ? correctedText(outcome.correctedQuery) : ""].filter(Boolean).join(". ");
  const items = outcome.hits.map(
    (hit) =>
      `<li><a href="${escapeHtml(hit.url)}"><span>${escapeHtml(hit.section)}</span><strong>${parts(hit.title)}</strong></a><p>${parts(hit.snippet)}</p></li>`,
  );
  return `<p role="status">${escapeHtml(status)}</p><ol>${items.join("")}</ol>`;
}

/** The built page with the query in its field and the results in the slot the page leaves for them. */
export function fillSearchPage(html: string, outcome: SearchOutcome): string {
  // The results page's own field (the header's field stays empty, as the browser renders it).
  const withQuery = html.replace(/<input\b[^>]*\bdata-search-query\b[^>]*>/, (tag) => {
    const value = ` value="${escapeHtml(outcome.query)}"`;
    return /\svalue="[^"]*"/.test(tag) ? tag.replace(/\svalue="[^"]*"/, value) : tag.replace(/^<input/, `<input${value}`);
  });
  return withQuery.replace(/(<div\b[^>]*\bdata-search-static\b[^>]*>)(<\/div>)/, (_m, open: string, close: string) => `${open}${searchResultsHtml(outcome)}${close}`);
}
