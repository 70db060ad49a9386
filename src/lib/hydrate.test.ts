/**
 * @jest-environment jsdom
 */
import { createElement, useEffect, useState } from "react";
import { hydratePage } from "./hydrate";

/** What Gatsby renders into #___gatsby: the focus wrapper around the page. */
const page = (...children: React.ReactNode[]) => createElement("div", { id: "gatsby-focus-wrapper" }, ...children);

function Toggle({ onMounted }: { onMounted: () => void }) {
  const [open, setOpen] = useState(false);
  useEffect(onMounted, [onMounted]);
  return createElement("button", { type: "button", onClick: () => setOpen(!open) }, open ? "Закрыть меню" : "Открыть меню");
}

function mount(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby">${markup}</div>`;
  return document.getElementById("___gatsby") as HTMLElement;
}

describe("hydratePage", () => {
  it("keeps the server's elements and makes them answer", async () => {
    let mounted!: () => void;
    const ready = new Promise<void>((resolve) => (mounted = resolve));
    const element = page(createElement(Toggle, { onMounted: () => mounted() }));
    const container = mount('<div id="gatsby-focus-wrapper"><button type="button">Открыть меню</button></div>');
    const serverButton = container.querySelector("button");

    hydratePage(element, container);
    await ready;

    const button = container.querySelector("button") as HTMLButtonElement;
    expect(button).toBe(serverButton);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.textContent).toBe("Закрыть меню");
  });

  it("lets the browser in between slices of a long hydration", async () => {
    // Each part takes 2 ms to render: 40 of them cannot fit into one of React's 5 ms slices.
    let firstPartRendered = false;
    let browserHadATurn = false;
    let seenByLastPart: boolean | undefined;
    const Part = ({ index }: { index: number }) => {
      if (!firstPartRendered) {
        firstPartRendered = true;
        // Runs as soon as the task rendering the first part ends: before the last part only if React yielded.
        queueMicrotask(() => (browserHadATurn = true));
      }
      if (index === 39) seenByLastPart = browserHadATurn;
      const until = performance.now() + 2;
      while (performance.now() < until);
      return createElement("p", null, `Раздел ${index + 1}`);
    };
    let mounted!: () => void;
    const ready = new Promise<void>((resolve) => (mounted = resolve));
    const Done = () => {
      useEffect(() => mounted(), []);
      return null;
    };
    const element = page(...Array.from({ length: 40 }, (_, index) => createElement(Part, { key: index, index })), createElement(Done));
    const parts = Array.from({ length: 40 }, (_, index) => `<p>Раздел ${index + 1}</p>`).join("");
    const container = mount(`<div id="gatsby-focus-wrapper">${parts}</div>`);

    hydratePage(element, container);
    await ready;

    expect(seenByLastPart).toBe(true);
    expect(container.querySelectorAll("p")).toHaveLength(40);
  });

  it("renders a page that came without server HTML (the offline app shell)", async () => {
    let mounted!: () => void;
    const ready = new Promise<void>((resolve) => (mounted = resolve));
    const container = mount("");

    hydratePage(page(createElement(Toggle, { onMounted: () => mounted() })), container);
    await ready;

    expect(container.querySelector("button")?.textContent).toBe("Открыть меню");
  });
});
