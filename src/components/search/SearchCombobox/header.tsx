import React, { useEffect, useRef, useState } from "react";
import { SearchCombobox } from ".";

/**
 * How the visitor reached for the search, which loaded this: `true`, the button (or «/» on a narrow
 * screen), so the full-width field opens at once; otherwise she focused the plain field, and this is
 * where the focus came from (the bar's second Esc gives it back there). One short prop, because the
 * header's plain search, in every page's first JavaScript, passes it.
 */
export type HeaderReach = true | EventTarget | null;

export interface HeaderComboboxProps {
  path: string;
  via: HeaderReach;
}

/**
 * What the header's search becomes once loaded (HeaderSearch): the same field and button, now with the
 * combobox; the button opens it full-width under the bar. Whatever she typed into the plain field
 * before the code came, and its focus, carry over.
 */
export function HeaderCombobox({ path, via }: HeaderComboboxProps) {
  // Read during the first render, while the plain field is still in the page.
  const [plain] = useState(() => {
    const field = document.querySelector<HTMLInputElement>("[data-header-search] input");
    return { value: field?.value ?? "", focused: field !== null && document.activeElement === field };
  });
  const [phoneOpen, setPhoneOpen] = useState(via === true);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const closePhone = () => {
    setPhoneOpen(false);
    toggle.current?.focus();
  };

  // Closed by a change of page, not by the first render (which may be the button's own opening).
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    setPhoneOpen(false);
  }, [path]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || (event.target as Element).closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      const field = bar.current?.querySelector("input");
      if (field?.offsetParent) field.focus();
      else setPhoneOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <div data-header-search="" ref={bar}>
        <SearchCombobox variant="bar" initialQuery={plain.value} autoFocus={plain.focused} cameFrom={via === true ? null : via} />
      </div>
      <button
        ref={toggle}
        type="button"
        data-search-toggle=""
        aria-label="Поиск по сайту"
        aria-expanded={phoneOpen}
        onClick={() => (phoneOpen ? closePhone() : setPhoneOpen(true))}
      />
      {phoneOpen && <SearchCombobox variant="overlay" initialQuery="" autoFocus onClose={closePhone} />}
    </>
  );
}
