import React from "react";
import { Link } from "gatsby";
import type { SearchOutcome, TextPart } from "../../../../rules/search/types";
import {
  REQUEST_LABEL,
  REQUEST_TEXT,
  SEARCH_SECTIONS,
  SECTIONS_TITLE,
  SUGGESTIONS_TITLE,
  correctedText,
  foundText,
  nothingFoundText,
} from "../../../../rules/search/copy";
import { Results } from "./styled";

export function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <React.Fragment key={i}>{p.text}</React.Fragment>))}
    </>
  );
}

function Links({ links }: { links: readonly { title: string; url: string }[] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.url}>
          <Link to={l.url}>{l.title}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The results of a search: the count, each page with its section, title and snippet (matched words
 * marked); when nothing is found, the closest pages, the main sections and a request with her query.
 * The server writes the same markup for a visitor without JavaScript (server/lib/search-page.ts).
 */
export function SearchResults({ outcome, onRequest }: { outcome: SearchOutcome; onRequest: () => void }) {
  if (outcome.hits.length === 0) {
    return (
      <Results>
        <p role="status">{nothingFoundText(outcome.query)}</p>
        {outcome.suggestions.length > 0 && (
          <>
            <h2>{SUGGESTIONS_TITLE}</h2>
            <Links links={outcome.suggestions} />
          </>
        )}
        <h2>{SECTIONS_TITLE}</h2>
        <Links links={SEARCH_SECTIONS} />
        <p>
          {REQUEST_TEXT}{" "}
          <button type="button" onClick={onRequest} aria-haspopup="dialog">
            {REQUEST_LABEL}
          </button>
        </p>
      </Results>
    );
  }
  const status = [foundText(outcome.total), outcome.correctedQuery ? correctedText(outcome.correctedQuery) : ""].filter(Boolean).join(". ");
  return (
    <Results>
      <p role="status">{status}</p>
      <ol>
        {outcome.hits.map((hit) => (
          <li key={hit.url}>
            <Link to={hit.url}>
              <span>{hit.section}</span>
              <strong>
                <Marked parts={hit.title} />
              </strong>
            </Link>
            <p>
              <Marked parts={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </Results>
  );
}
