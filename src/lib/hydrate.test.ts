/**
 * @jest-environment jsdom
 */
import { createElement, useEffect, useState } from "react";
import { hydratePage } from "./hydrate";

/**
 * What Gatsby renders into #___gatsby: the focus wrapper around the page. `committed` settles once React
 * has committed the whole page: effects run in order, so the last child's effect runs after all others'.
 */
function page(...children: React.ReactNode[]) {
  let done!: () => void;
  const committed = new Promise<void>((resolve) => (done = resolve));
  const Committed = () => {
    useEffect(() => done(), []);
    return null;
  };
  return { element: createElement("div", { id: "gatsby-focus-wrapper" }, ...children, createElement(Committed)), committed };
}

function Toggle() {
  const [open, setOpen] = useState(false);
  return createElement("button", { type: "button", onClick: () => setOpen(!open) }, open ? "Закрыть меню" : "Открыть меню");
}

function mount(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby">${markup}</div>`;
  return document.getElementById("___gatsby") as HTMLElement;
}

describe("hydratePage", () => {
  it("keeps the server's elements and makes them answer", async () => {
    const { element, committed } = page(createElement(Toggle));
    const container = mount('<div id="gatsby-focus-wrapper"><button type="button">Открыть меню</button></div>');
    const serverButton = container.querySelector("button");

    hydratePage(element, container);
    await committed;

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
    const { element, committed } = page(...Array.from({ length: 40 }, (_, index) => createElement(Part, { key: index, index })));
    const parts = Array.from({ length: 40 }, (_, index) => `<p>Раздел ${index + 1}</p>`).join("");
    const container = mount(`<div id="gatsby-focus-wrapper">${parts}</div>`);

    hydratePage(element, container);
    await committed;

    expect(seenByLastPart).toBe(true);
    expect(container.querySelectorAll("p")).toHaveLength(40);
  });

  it("renders a page that came without server HTML (the offline app shell)", async () => {
    const { element, committed } = page(createElement(Toggle));
    const container = mount("");

    hydratePage(element, container);
    await committed;

    expect(container.querySelector("button")?.textContent).toBe("Открыть меню");
  });
});
