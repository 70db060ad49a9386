import React, { useCallback, useEffect, useRef, useState } from "react";
import { navigate } from "gatsby";
import type { SearchOutcome } from "../../../../rules/search/types";
import { SEARCH_PATH, requestMessage, searchUrl } from "../../../../rules/search/copy";
import { useContactPanel } from "../../contact/context";
import { setDraftMessage } from "../../contact/draft-message";
import { SearchResults } from "../SearchResults";
import { Results } from "../SearchResults/styled";
import { Form, Hint, Input, Screen, Submit, Title } from "./styled";

/** Hits the page lists; the server lists as many (server/routes/search.ts). */
const LIMIT = 50;

type Loaded = typeof import("../lazy");

/**
 * /search?q=…: the results of the release's index, ranked in the browser. The server has already
 * written the same results into the slot below for whoever has no JavaScript; once the browser has its
 * own, the slot goes.
 */
export function SearchPage({ search }: { search: string }) {
  const [query, setQuery] = useState("");
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  const panel = useContactPanel();
  const latest = useRef("");

  const run = useCallback((q: string, onDone?: (loaded: Loaded, result: SearchOutcome) => void) => {
    latest.current = q;
    if (!q.trim()) {
      setOutcome(null);
      return;
    }
    import("../lazy")
      .then(async (loaded) => {
        const engine = await loaded.siteSearch();
        if (latest.current !== q) return;
        const result = engine.search(q, { limit: LIMIT });
        setOutcome(result);
        setFailed(false);
        onDone?.(loaded, result);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    const q = new URLSearchParams(search).get("q") ?? "";
    setQuery(q);
    run(q);
  }, [search, run]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const q = event.target.value;
    setQuery(q);
    run(q);
    window.history.replaceState(window.history.state, "", q.trim() ? searchUrl(q.trim()) : SEARCH_PATH);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    run(q, (loaded, result) => {
      if (result.hits.length === 0) loaded.reportMiss(result.query);
    });
    void navigate(searchUrl(q), { replace: true });
  };

  return (
    <Screen>
      <Title id="search-title">Поиск по сайту</Title>
      <Form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} aria-labelledby="search-title">
        <Input
          type="search"
          name="q"
          data-search-query=""
          value={query}
          onChange={onChange}
          aria-label="Что найти"
          placeholder="Например, распознавание номеров"
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Submit type="submit">Найти</Submit>
      </Form>
      {failed && <Hint role="alert">Не удалось загрузить поиск. Проверьте соединение и попробуйте ещё раз.</Hint>}
      {outcome ? (
        <SearchResults outcome={outcome} onRequest={() => {
            setDraftMessage(requestMessage(outcome.query));
            panel.open();
          }} />
      ) : (
        // Filled by the server for /search?q=… (no JavaScript, or before the index arrives); React leaves it as it is.
        <Results data-search-static="" dangerouslySetInnerHTML={{ __html: "" }} />
      )}
    </Screen>
  );
}
