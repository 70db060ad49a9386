import React, { useState } from "react";
import { notify } from "../../ui/Toasts";
import { Button, Fallback } from "./styled";

/**
 * 'Поделиться': the phone's own share sheet where there is one, otherwise the page address goes to
 * the clipboard with 'Скопировано'; if the browser refuses the clipboard, the address is shown
 * selected so the visitor can copy it by hand.
 */
export function ShareButton({ title }: { title: string }) {
  const [manual, setManual] = useState<string | null>(null);
  const share = async () => {
    const url = window.location.href.split("#")[0];
    const phone = window.matchMedia?.("(pointer: coarse)").matches;
    if (phone && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.copied();
    } catch {
      setManual(url);
    }
  };
  return (
    <>
      <Button type="button" onClick={() => void share()}>
        Поделиться
      </Button>
      {manual && (
        <Fallback>
          Ссылка на статью:{" "}
          <input readOnly value={manual} aria-label="Ссылка на статью" autoFocus onFocus={(e) => e.currentTarget.select()} />
        </Fallback>
      )}
    </>
  );
}
