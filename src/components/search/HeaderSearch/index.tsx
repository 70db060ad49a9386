import React, { useEffect, useState } from "react";
import type { HeaderReach } from "../SearchCombobox/header";

type Loaded = typeof import("../lazy");

/**
 * The header's search. Until the visitor reaches for it this is a plain GET form to /search (which the
 * server answers without JavaScript) and, at 1400 px and below, a button: the combobox, the engine and
 * the index arrive with import() when she focuses the field, taps the button or presses «/», and
 * HeaderCombobox takes over. This file is in every page's first JavaScript, so it stays this small, and
 * its styles are the static ones of the page's head (src/styles/global-styles.ts), not styled-components.
 */
export function HeaderSearch({ path }: { path: string }) {
  const [loaded, setLoaded] = useState<{ module: Loaded; via: HeaderReach } | null>(null);
  const load = (via: HeaderReach) => {
    void import("../lazy").then((module) => setLoaded((was) => was ?? { module, via }));
  };

  useEffect(() => {
    if (loaded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || (event.target as Element).closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      const field = document.querySelector<HTMLInputElement>("[data-header-search] input");
      // The field is not laid out at 1400 px and below: there the button's full-width field opens.
      if (field?.offsetParent) field.focus();
      else load(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [loaded]);

  if (loaded) return <loaded.module.HeaderCombobox path={path} via={loaded.via} />;
  return (
    <>
      <div data-header-search="">
        <form role="search" action="/search">
          <input type="search" name="q" placeholder="Поиск" aria-label="Поиск по сайту" autoComplete="off" onFocus={(event) => load(event.relatedTarget)} />
        </form>
      </div>
      <button type="button" data-search-toggle="" aria-label="Поиск по сайту" aria-expanded="false" onClick={() => load(true)} />
    </>
  );
}
