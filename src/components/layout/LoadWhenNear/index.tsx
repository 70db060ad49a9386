import React, { Suspense, useEffect, useMemo, useRef } from "react";
import { partAwaitingHydration } from "../../../lib/hydration-gate";

/** How far ahead of the viewport a part's code starts to load: one more screen of scrolling. */
export const NEAR_ROOT_MARGIN = "0px 0px 100% 0px";

const gates = new Set<() => void>();
const preloaders = new Set<() => Promise<unknown>>();

/**
 * A client-side page change is about to render a new page: every part still waiting loads now, in
 * parallel with the page's own code, so the new page shows its footer with the rest.
 */
export function loadAllWhenNearParts() {
  // Each gate leaves the set as it opens.
  for (const open of gates) open();
}

/**
 * A client-side page change has begun: the code of every part, so that the new page is drawn with its
 * parts in place. A part rendered before its code has come would show nothing at first and then push
 * down what follows it (on an extended-bottom page, the footer by several screens, under a visitor's
 * pointer). Never rejects: a part whose code fails to load takes its usual path when it renders.
 */
export function preloadWhenNearParts(): Promise<void> {
  return Promise.all([...preloaders].map((preload) => preload().catch(() => undefined))).then(() => undefined);
}

/**
 * The part's elements as the server wrote them: what follows the marker up to the end of React's
 * Suspense markers (<!--$--> … <!--/$-->).
 */
function serverElements(marker: Element): Element[] {
  const elements: Element[] = [];
  for (let node = marker.nextSibling; node !== null; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === "/$") break;
    if (node instanceof Element) elements.push(node);
  }
  return elements;
}

function isInPart(elements: readonly Element[], node: Node): boolean {
  return elements.some((element) => element.contains(node));
}

/** The button a click landed on, if it is one of the part's script-driven buttons. */
function partButton(elements: readonly Element[], target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest("button") : null;
  // Submit buttons need no script (the forms post natively); only script-driven buttons are replayed.
  if (button === null || button.type !== "button") return null;
  return isInPart(elements, button) ? button : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form field an edit landed on, if it is one of the part's. */
function partField(elements: readonly Element[], target: EventTarget | null): Field | null {
  const isField =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  return isField && isInPart(elements, target) ? target : null;
}

/**
 * Hands React what the visitor typed or ticked in a field before the part was hydrated. Hydration keeps
 * the text on screen but the component's state still holds the server's value, and React's change
 * tracker has already recorded the typed text as current, so a plain `input` event would be ignored.
 * The tracker is moved back to the server's value (through the field's own setter, which React wraps),
 * the field given the visitor's value again (through the prototype's setter, which React does not see),
 * and the event React listens to is dispatched: the component's onChange receives the typed value.
 */
function replayEdit(field: Field) {
  // A chosen file cannot be put back through `value` (only cleared): its change is simply told again.
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "file")) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    if (checked === field.defaultChecked) return;
    field.checked = !checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(field, checked);
    // React takes a checkbox's change from `click`; a plain Event (not a MouseEvent) does not toggle it again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  const value = field.value;
  if (value === field.defaultValue) return;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A part of the page below the fold whose code is not needed until the visitor comes near it (the
 * footer, the projects block): the server's HTML shows at once, its code loads when the part comes
 * within a screen of the viewport, on a client-side page change, or at once where there is no
 * IntersectionObserver. Until then React keeps the server's markup as it is (a Suspense boundary that
 * is not hydrated yet); links in it work natively. A tap on one of its buttons in that moment is not
 * lost: it is repeated once the part has been hydrated. Nor is what the visitor types or ticks in its
 * form fields meanwhile: focusing a field loads the code, and the edits are handed to the part's state
 * once it has been hydrated. `rootMargin`: how near is near (a part that only matters once seen: "0px").
 */
export function lazyWhenNear<P extends object>(load: () => Promise<React.ComponentType<P>>, rootMargin: string = NEAR_ROOT_MARGIN) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = () => {
      gates.delete(open);
      resolve();
    };
  });
  gates.add(open);
  let loaded = false;
  // Until React has hydrated the part (a moment after its code has loaded), edits to its fields are the DOM's alone.
  let hydrated = false;
  // Instances whose server HTML waits for the code, each holding back the router (src/lib/hydration-gate).
  const awaiting = new Set<() => void>();
  let failed = false;
  // The code, once here: a part mounted after that (a client-side page change) renders it at once.
  let component: React.ComponentType<P> | null = null;
  let loading: Promise<React.ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (loadedComponent) => {
        component = loadedComponent;
        preloaders.delete(loadOnce);
        return loadedComponent;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  preloaders.add(loadOnce);
  const Part = React.lazy(async () => {
    // On the server the part renders at once; the static HTML always holds it.
    if (typeof window !== "undefined") await opened;
    const loadedComponent = await loadOnce().catch((error: unknown) => {
      // The code is gone (a deploy since this page was loaded) or out of reach (offline). The part keeps
      // its server HTML, links working, instead of React unmounting the page over a failed lazy load;
      // the site's chunk-error handling (src/lib/chunk-recovery) decides on a guarded reload.
      window.dispatchEvent(new ErrorEvent("error", { error, message: error instanceof Error ? error.message : String(error) }));
      // Never to be hydrated now: the router must not wait for it.
      failed = true;
      for (const done of awaiting) done();
      return new Promise<never>(() => {});
    });
    loaded = true;
    return { default: loadedComponent };
    // A lazy component takes the props of the one it wraps; TypeScript loses that for a generic P.
  }) as unknown as React.ComponentType<P>;

  function WhenNear(props: P) {
    const marker = useRef<HTMLDivElement>(null);
    const pendingTap = useRef<HTMLButtonElement | null>(null);
    const editedFields = useRef(new Set<Field>());
    const partHydrated = useRef(false);
    const hydrationDone = useRef<(() => void) | null>(null);

    // The part's own effect (AfterHydration) runs first when it is rendered at once, on the client.
    useEffect(() => {
      if (partHydrated.current || failed) return undefined;
      const done = partAwaitingHydration();
      const finish = () => {
        awaiting.delete(finish);
        done();
      };
      awaiting.add(finish);
      hydrationDone.current = finish;
      return finish;
    }, []);

    useEffect(() => {
      const element = marker.current;
      if (!element || typeof IntersectionObserver === "undefined") {
        open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            open();
          }
        },
        { rootMargin },
      );
      // The part itself too, not only where it begins: a jump (an anchor, the End key) can pass the marker.
      const elements = serverElements(element);
      for (const target of [element, ...elements]) observer.observe(target);
      // Capture phase on the document: before React's own listener drops a tap it cannot handle yet.
      const onClick = (event: MouseEvent) => {
        // With the code here, React hydrates the part on the spot and handles the tap itself.
        const button = loaded ? null : partButton(elements, event.target);
        if (button === null) return;
        pendingTap.current = button;
        open();
      };
      const onFocus = (event: FocusEvent) => {
        if (!loaded && partField(elements, event.target)) open();
      };
      const onEdit = (event: Event) => {
        const field = hydrated ? null : partField(elements, event.target);
        if (field === null) return;
        editedFields.current.add(field);
        open();
      };
      document.addEventListener("click", onClick, true);
      document.addEventListener("focusin", onFocus, true);
      document.addEventListener("input", onEdit, true);
      document.addEventListener("change", onEdit, true);
      return () => {
        observer.disconnect();
        document.removeEventListener("click", onClick, true);
        document.removeEventListener("focusin", onFocus, true);
        document.removeEventListener("input", onEdit, true);
        document.removeEventListener("change", onEdit, true);
      };
    }, []);

    // The same elements for the same props: a boundary not hydrated yet must receive no update, or React
    // drops the server's markup and renders it from scratch (error #421), here with no code to render.
    // Props change with the page; the layout gives the part a key per route, so it mounts anew then.
    const part = useMemo(
      () => {
        const onHydrated = () => {
          hydrated = true;
          partHydrated.current = true;
          hydrationDone.current?.();
          for (const field of editedFields.current) if (field.isConnected) replayEdit(field);
          editedFields.current.clear();
          const button = pendingTap.current;
          pendingTap.current = null;
          if (button?.isConnected) button.click();
        };
        // A lazy component suspends on its first render even when its code is here (a blank frame);
        // the code itself does not. Server HTML still waiting is hydrated by it just the same.
        const Loaded = component;
        return (
          <Suspense fallback={null}>
            {Loaded ? <Loaded {...props} /> : <Part {...props} />}
            <AfterHydration onDone={onHydrated} />
          </Suspense>
        );
      },
      Object.values(props),
    );

    return (
      <>
        {/* Where the part begins: outside its boundary, so hydrated (and observed) with the page. Empty, no height. */}
        <div ref={marker} data-when-near="" />
        {part}
      </>
    );
  }
  return WhenNear;
}

/** Renders nothing; its effect runs once the boundary around it has been hydrated (or mounted). */
function AfterHydration({ onDone }: { onDone: () => void }) {
  useEffect(onDone, []);
  return null;
}
