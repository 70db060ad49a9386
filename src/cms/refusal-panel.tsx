/**
 * A refused save, on screen until the editor closes it (or saves successfully): at the top of the
 * editor, under «Сохранить», in Russian, naming the entry and each field by its label, with what to
 * do. Decap's own toast for it is short and goes away; this stays.
 */
import React, { useSyncExternalStore } from "react";
import type { RefusalStore } from "./refusal-store";

export function RefusalPanel({ store }: { store: RefusalStore }) {
  const shown = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.current(),
  );
  if (!shown) return null;
  const { refusal } = shown;
  return (
    <section className="refusal" role="alert" aria-labelledby="refusal-title">
      <div className="refusal__head">
        <h2 id="refusal-title" className="refusal__title">
          {refusal.title}
        </h2>
        <button type="button" className="refusal__close" aria-label="Закрыть сообщение" title="Закрыть" onClick={() => store.clear()}>
          ×
        </button>
      </div>
      <p className="refusal__entry">{refusal.entry}</p>
      <ul className="refusal__items">
        {refusal.items.map((item, i) => (
          <li key={i}>
            {item.where ? <strong>{item.where}: </strong> : null}
            {item.message}
            {item.link ? (
              <>
                {" — "}
                {/* A tab of its own: the form she is filling in stays as it is. */}
                <a href={`/admin/${item.link.href}`} target="_blank" rel="noopener noreferrer">
                  {item.link.text}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="refusal__advice">{refusal.advice}</p>
    </section>
  );
}
