import React, { Suspense, useState } from "react";
// The Node build: the browser one needs a TextEncoder, which jsdom lacks.
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
import { hydrateRoot, type Root } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { ContactPanelProvider, useContactPanel } from "../../contact/context";
import { lazyWhenNear, loadAllWhenNearParts, NEAR_ROOT_MARGIN, preloadWhenNearParts } from ".";

/** A footer-like part: one script-driven toggle, one link. */
function Group() {
  const [open, setOpen] = useState(false);
  return (
    <footer>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Решения
      </button>
      <a href="/modules">Модули</a>
    </footer>
  );
}

/** A newsletter-like part: a controlled e-mail field and consent box, and what the form would send. */
function Subscribe() {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  return (
    <footer>
      <label>
        E-mail
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        Согласие
      </label>
      <output>{`${email}|${consent ? "согласие" : "нет согласия"}`}</output>
    </footer>
  );
}

/** The code of a part, fetched when asked and arriving when the test says. */
function deferredCode<C extends React.ComponentType>(component: C = Group as unknown as C) {
  let arrive: () => void = () => {};
  const load = jest.fn(() => new Promise<C>((resolve) => (arrive = () => resolve(component))));
  return { load, arrive: () => act(async () => arrive()) };
}

/** jsdom has no IntersectionObserver: one the test moves by hand. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
beforeEach(() => {
  observers = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.targets = [];
    }
  };
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** The observers report their targets: those `isNear` picks (all of them, by default) are near the viewport. */
function scrollNear(isNear: (target: Element) => boolean = () => true) {
  return act(async () => {
    for (const { callback, targets } of observers) {
      const entries = targets.map((target) => ({ target, isIntersecting: isNear(target) }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) callback(entries, {} as IntersectionObserver);
    }
  });
}

let root: Root | undefined;

/**
 * The page as the build wrote it (the part's markup inside React's Suspense markers, after the marker),
 * hydrated with the part whose code is still to come. `before`: what the page shows ahead of the part.
 */
function hydrateOverServerHtml(Part: React.ComponentType, before: React.ReactNode = null, Server: React.ComponentType = Group) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <ContactPanelProvider>
      {before}
      <div data-when-near="" />
      <Suspense fallback={null}>
        <Server />
      </Suspense>
    </ContactPanelProvider>,
  );
  document.body.appendChild(container);
  const reported: unknown[] = [];
  act(() => {
    root = hydrateRoot(
      container,
      <ContactPanelProvider>
        {before}
        <Part />
      </ContactPanelProvider>,
      { onRecoverableError: (error) => reported.push(error) },
    );
  });
  return { reported };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

test("the part's code is not fetched until the part comes within a screen of the viewport", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  render(<Part />);
  expect(code.load).not.toHaveBeenCalled();
  expect(observers[0].options?.rootMargin).toBe(NEAR_ROOT_MARGIN);

  await scrollNear();
  expect(code.load).toHaveBeenCalledTimes(1);
  await code.arrive();
  expect(screen.getByRole("button", { name: "Решения" })).toBeInTheDocument();
});

test("a part that matters only once seen (the demo) waits until it is in the viewport itself", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load, "0px");
  render(<Part />);
  expect(observers[0].options?.rootMargin).toBe("0px");
  expect(code.load).not.toHaveBeenCalled();
  await scrollNear();
  expect(code.load).toHaveBeenCalledTimes(1);
});

test("over the server's HTML, the part stays as it is until its code arrives, then answers", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part);
  // Visible from the first paint, not hydrated yet: React keeps the server's markup.
  const toggle = screen.getByRole("button", { name: "Решения" });
  expect(screen.getByRole("link", { name: "Модули" })).toHaveAttribute("href", "/modules");
  expect(code.load).not.toHaveBeenCalled();

  await scrollNear();
  await code.arrive();
  expect(screen.getByRole("button", { name: "Решения" })).toBe(toggle);
  act(() => toggle.click());
  expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test("a tap on the part's button before its code has arrived is not lost: it takes effect once, on arrival", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part);
  const toggle = screen.getByRole("button", { name: "Решения" });

  // The visitor flicks to the bottom and taps before the observer has even reported.
  await act(async () => toggle.click());
  expect(code.load).toHaveBeenCalledTimes(1);
  expect(toggle).toHaveAttribute("aria-expanded", "false");

  await code.arrive();
  expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test("a client-side page change loads every part still waiting, so the next page shows them with its content", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  render(<Part />);
  expect(code.load).not.toHaveBeenCalled();
  await act(async () => loadAllWhenNearParts());
  expect(code.load).toHaveBeenCalledTimes(1);
  await code.arrive();
  expect(screen.getByRole("contentinfo")).toBeInTheDocument();
});

test("a part whose code came ahead of a page change is drawn with the new page, not blank first and pushed in later", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  void preloadWhenNearParts();
  expect(code.load).toHaveBeenCalledTimes(1);
  await code.arrive();
  // The router draws the new page in one go: nothing is awaited between the render and the paint.
  render(<Part />);
  expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  expect(code.load).toHaveBeenCalledTimes(1);
});

function RequestButton() {
  const { state, open } = useContactPanel();
  return (
    <button type="button" onClick={open} data-state={state}>
      Оставить заявку
    </button>
  );
}

test("the contact panel opening elsewhere on the page leaves a part still waiting for its code in place", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const { reported } = hydrateOverServerHtml(Part, <RequestButton />);
  const toggle = screen.getByRole("button", { name: "Решения" });

  await act(async () => screen.getByRole("button", { name: "Оставить заявку" }).click());
  expect(screen.getByRole("button", { name: "Оставить заявку" })).toHaveAttribute("data-state", "open");
  // Not thrown away and rendered again (React error #421): the same markup, and the code still not asked for.
  expect(screen.getByRole("button", { name: "Решения" })).toBe(toggle);
  expect(code.load).not.toHaveBeenCalled();
  expect(reported).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("a jump straight into the part (an anchor, the End key), past the point where it begins, loads it too", async () => {
  const code = deferredCode();
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part);
  const footer = screen.getByRole("contentinfo");
  expect(observers[0].targets).toContain(footer);
  await scrollNear((target) => target === footer);
  expect(code.load).toHaveBeenCalledTimes(1);
});

test("when the part's code cannot be fetched (a deploy since the page loaded), its server HTML stays and the error goes to the chunk recovery", async () => {
  const failure = Object.assign(new Error("Loading chunk 294 failed."), { name: "ChunkLoadError" });
  const Part = lazyWhenNear(() => Promise.reject(failure));
  const reported: unknown[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.error);
  window.addEventListener("error", onError);
  const { reported: recoverable } = hydrateOverServerHtml(Part);
  const toggle = screen.getByRole("button", { name: "Решения" });

  await scrollNear();
  await act(async () => {});
  window.removeEventListener("error", onError);
  expect(reported).toEqual([failure]);
  expect(recoverable).toEqual([]);
  // Still the page the visitor was reading: the same markup, its links in place.
  expect(screen.getByRole("button", { name: "Решения" })).toBe(toggle);
  expect(screen.getByRole("link", { name: "Модули" })).toHaveAttribute("href", "/modules");
});

/** Types into a field the way a browser does: the DOM value changes, then `input` bubbles. */
function typeInto(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

test("what the visitor types and ticks in the part's form before its code has arrived reaches the form once it is hydrated", async () => {
  const code = deferredCode(Subscribe);
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part, null, Subscribe);
  const email = screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement;
  const consent = screen.getByRole("checkbox", { name: "Согласие" }) as HTMLInputElement;

  // Focusing the field is enough to ask for the code, before the observer has even reported.
  await act(async () => typeInto(email, "ivan@company.ru"));
  expect(code.load).toHaveBeenCalledTimes(1);
  await act(async () => consent.click());
  expect(screen.getByRole("status")).toHaveTextContent("|нет согласия");

  await code.arrive();
  expect(screen.getByRole("textbox", { name: "E-mail" })).toBe(email);
  expect(email).toHaveValue("ivan@company.ru");
  expect(consent).toBeChecked();
  expect(screen.getByRole("status")).toHaveTextContent("ivan@company.ru|согласие");

  // From here the part is React's: a further edit goes straight to its state, once.
  act(() => consent.click());
  expect(screen.getByRole("status")).toHaveTextContent("ivan@company.ru|нет согласия");
});

test("a field the visitor edited and set back before the code arrived is left as the server wrote it", async () => {
  const code = deferredCode(Subscribe);
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part, null, Subscribe);
  const email = screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement;
  await act(async () => typeInto(email, "i"));
  await act(async () => typeInto(email, ""));
  await code.arrive();
  expect(email).toHaveValue("");
  expect(screen.getByRole("status")).toHaveTextContent(/^\|нет согласия$/);
});

/** A demo-like part: a file input and the name of the file its change handler received. */
function PickPhoto() {
  const [name, setName] = useState("");
  return (
    <section>
      <label>
        Выбрать фото
        <input type="file" onChange={(event) => setName(event.target.files?.[0]?.name ?? "")} />
      </label>
      <output>{name}</output>
    </section>
  );
}

test("a file chosen before the part's code arrived is handed to the part (its value cannot be put back, only told again)", async () => {
  const code = deferredCode(PickPhoto);
  const Part = lazyWhenNear(code.load);
  hydrateOverServerHtml(Part, null, PickPhoto);
  const input = screen.getByLabelText("Выбрать фото") as HTMLInputElement;
  const photo = new File(["jpeg"], "team.jpg", { type: "image/jpeg" });
  // What the browser's file picker does: the files are set, then `input` and `change` are fired.
  Object.defineProperty(input, "files", { configurable: true, get: () => [photo] });
  await act(async () => {
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  expect(code.load).toHaveBeenCalledTimes(1);
  await code.arrive();
  expect(screen.getByRole("status")).toHaveTextContent("team.jpg");
});
