import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { navigate } from "gatsby";
import type { SiteSearch } from "../../../../rules/search/engine";
import type { SearchOutcome } from "../../../../rules/search/types";
import { SEARCH_PATH, SUGGESTIONS_TITLE, foundText, searchUrl } from "../../../../rules/search/copy";
import { reportMiss, siteSearch } from "../load-search";
import { Marked } from "../SearchResults";
import * as S from "./styled";

/** Instant results under the field; the rest are on /search. */
const INSTANT = 6;

interface Choice {
  key: string;
  url: string;
  content: React.ReactNode;
}

export interface SearchComboboxProps {
  /** "bar": the header's field above 1400 px; "overlay": the full-width field the button opens at 1400 px and below. */
  variant: "bar" | "overlay";
  initialQuery: string;
  autoFocus: boolean;
  /**
   * The full-width field's close (its button, Esc on a closed list, a chosen result). Without it (the bar)
   * Esc on a closed list gives the focus back to where it came from.
   */
  onClose?: () => void;
  /**
   * Where the focus was before the field, when it came to an earlier field this one replaced (the
   * header's plain field, focused before the search's code arrived): this field's own focus comes from it.
   */
  cameFrom?: EventTarget | null;
}

/**
 * The WAI-ARIA combobox of the header's search (pattern «combobox with listbox popup»): results as she
 * types, ↓/↑ move through them (the focus stays in the field, aria-activedescendant names the option),
 * Enter opens the chosen one or, with none chosen, the results page; Esc closes the list, a second Esc
 * leaves the field. Loaded with import() only when the visitor reaches for the search.
 */
export function SearchCombobox({ variant, initialQuery, autoFocus, onClose, cameFrom: before }: SearchComboboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [engine, setEngine] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState(initialQuery);
  const [expanded, setExpanded] = useState(initialQuery.trim() !== "");
  const [active, setActive] = useState(-1);
  const cameFrom = useRef<HTMLElement | null>(before instanceof HTMLElement ? before : null);

  useEffect(() => {
    let live = true;
    siteSearch().then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // In the commit itself: keys pressed while the plain field gives way to this one must land here.
  useLayoutEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    const end = input.current.value.length;
    input.current.setSelectionRange(end, end);
  }, [autoFocus]);

  const q = query.trim();
  // The same search as /search?q= runs, cut to the first few: its `total` is the count that page shows.
  const outcome: SearchOutcome | null = useMemo(() => (engine && q ? engine.search(q, { limit: INSTANT }) : null), [engine, q]);
  const choices: Choice[] = [];
  if (outcome) {
    for (const hit of outcome.hits) {
      choices.push({
        key: hit.url,
        url: hit.url,
        content: (
          <>
            <span className="section">{hit.section}</span>
            <span className="title">
              <Marked parts={hit.title} />
            </span>
            <span className="snippet">
              <Marked parts={hit.snippet} />
            </span>
          </>
        ),
      });
    }
    for (const suggestion of outcome.suggestions) {
      choices.push({ key: suggestion.url, url: suggestion.url, content: <span className="title">{suggestion.title}</span> });
    }
    choices.push({ key: "all", url: searchUrl(q), content: <span className="all">{outcome.hits.length > 0 ? `Все результаты (${outcome.total})` : "Открыть страницу поиска"}</span> });
  }
  const open = expanded && q !== "" && (outcome !== null || failed || !engine);
  const optionId = (i: number) => `${id}-option-${i}`;

  const go = (url: string) => {
    setExpanded(false);
    setActive(-1);
    if (outcome && outcome.hits.length === 0 && q.length >= 2) reportMiss(q);
    onClose?.();
    void navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = choices.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setExpanded(true);
        if (count > 0) setActive((a) => (a + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        setExpanded(true);
        if (count > 0) setActive((a) => (a <= 0 ? count - 1 : a - 1));
        break;
      case "Enter":
        event.preventDefault();
        if (open && active >= 0 && choices[active]) go(choices[active].url);
        else if (q) go(searchUrl(q));
        break;
      case "Escape":
        event.preventDefault();
        if (open) {
          setExpanded(false);
          setActive(-1);
        } else if (onClose) {
          onClose();
        } else if (cameFrom.current?.isConnected) {
          cameFrom.current.focus();
        } else {
          input.current?.blur();
        }
        break;
      default:
    }
  };

  const status = !open ? "" : failed ? "Не удалось загрузить поиск" : !outcome ? "Загружаем поиск…" : outcome.hits.length > 0 ? foundText(outcome.total) : "Ничего не найдено";

  return (
    <S.Box $variant={variant}>
      <S.Form
        role="search"
        action={SEARCH_PATH}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setExpanded(false);
        }}
      >
        <S.Input
          ref={input}
          $variant={variant}
          type="search"
          name="q"
          value={query}
          placeholder={variant === "bar" ? "Поиск" : "Что найти на сайте"}
          aria-label="Поиск по сайту"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onChange={(event) => {
            setQuery(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={(event) => {
            // A focus handed over from the replaced field keeps what that one came from.
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && from !== document.body && from.isConnected) cameFrom.current = from;
            setExpanded(true);
          }}
          onKeyDown={onKeyDown}
        />
        {variant === "overlay" && (
          <S.Close type="button" onClick={onClose}>
            Закрыть
          </S.Close>
        )}
      </S.Form>
      <S.Status role="status">{status}</S.Status>
      <S.Popup $variant={variant} hidden={!open}>
        {open && outcome && outcome.hits.length === 0 && (
          <S.Note>{outcome.suggestions.length > 0 ? `Ничего не найдено. ${SUGGESTIONS_TITLE}` : "Ничего не найдено"}</S.Note>
        )}
        {open && !outcome && <S.Note>{status}</S.Note>}
        <S.List id={`${id}-listbox`} role="listbox" aria-label="Результаты поиска">
          {open &&
            choices.map((choice, i) => (
              <li
                key={choice.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(choice.url)}
              >
                {choice.content}
              </li>
            ))}
        </S.List>
      </S.Popup>
    </S.Box>
  );
}
