import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { allStaticData, siteSettingsData } from "../../../../jest/site-data";
import { renderOnSite } from "../../../../jest/render";
import { ContactPanel } from "../../contact/ContactPanel";
import { RequestButton } from "../../contact/RequestButton";
import { holdBanner, restartBannerCount } from "../../../lib/banner-hold";
import { MessengerBanner } from ".";
import { stubMatchMedia } from "../../../../jest/match-media";

const NOW = new Date("2026-03-02T10:00:00Z").getTime();
const MINUTE = 60_000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  (useStaticQuery as jest.Mock).mockReturnValue(siteSettingsData);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Moves the clock, then lets the banner's code (a dynamic import) load once it is due. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** The page with something the visitor was focused on, and the banner. */
function renderPage() {
  renderOnSite(
    <>
      <button type="button">Читать статью</button>
      <MessengerBanner />
    </>,
  );
  const article = screen.getByRole("button", { name: "Читать статью" });
  article.focus();
  return article;
}

const banner = () => screen.queryByRole("dialog");

async function showBanner() {
  const article = renderPage();
  await advance(20_000);
  expect(banner()).toBeInTheDocument();
  return article;
}

test("appears after exactly 20 s without activity as a labelled modal dialog holding the focus", async () => {
  renderPage();
  await advance(19_900);
  expect(banner()).toBeNull();
  await advance(100);
  const dialog = screen.getByRole("dialog", { name: "«Видеум» в\u00A0Telegram: компьютерное зрение на\u00A0практике" });
  expect(dialog).toBeVisible();
  expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(dialog).toHaveTextContent("Рассказываем, как AI и видеоаналитика работают в реальном бизнесе");
  expect(dialog).toHaveTextContent("разборы внедрений");
  expect(dialog).toHaveTextContent("новые модули распознавания");
  expect(dialog).toHaveTextContent("практика компьютерного зрения");
  expect(dialog).toHaveTextContent("Коротко и по делу, без спама.");
});

test.each([
  ["a mouse move", () => fireEvent.mouseMove(document.body)],
  ["a key press", () => fireEvent.keyDown(document.body, { key: "ArrowDown" })],
  ["a click", () => fireEvent.click(document.body)],
])("%s starts the 20 s count again", async (_, activity) => {
  renderPage();
  await advance(15_000);
  activity();
  await advance(19_999);
  expect(banner()).toBeNull();
  await advance(1);
  expect(banner()).toBeInTheDocument();
});

test("once shown it stores the time under openedBanner and stops listening for activity", async () => {
  const removed = jest.spyOn(window, "removeEventListener");
  await showBanner();
  expect(localStorage.getItem("openedBanner")).toBe(String(NOW + 20_000));
  for (const type of ["mousemove", "keydown", "click"]) {
    expect(removed).toHaveBeenCalledWith(type, expect.any(Function), expect.objectContaining({ capture: true }));
  }

  fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  await advance(600);
  expect(banner()).toBeNull();
  fireEvent.mouseMove(document.body);
  await advance(5 * MINUTE);
  expect(banner()).toBeNull();
});

test("a record younger than 15 minutes keeps the banner away", async () => {
  localStorage.setItem("openedBanner", String(NOW - 14 * MINUTE));
  renderPage();
  await advance(5 * MINUTE);
  expect(banner()).toBeNull();
  expect(localStorage.getItem("openedBanner")).toBe(String(NOW - 14 * MINUTE));
});

test("a record older than 15 minutes is removed on load, and the banner shows again after 20 s", async () => {
  localStorage.setItem("openedBanner", String(NOW - 15 * MINUTE - 1));
  renderPage();
  expect(localStorage.getItem("openedBanner")).toBeNull();
  await advance(20_000);
  expect(banner()).toBeInTheDocument();
  expect(localStorage.getItem("openedBanner")).toBe(String(NOW + 20_000));
});

test("if another tab shows the banner meanwhile, this one stays quiet", async () => {
  renderPage();
  await advance(10_000);
  localStorage.setItem("openedBanner", String(NOW + 10_000));
  await advance(10_000);
  expect(banner()).toBeNull();
});

test.each([
  ["the close icon", () => fireEvent.click(screen.getByRole("button", { name: "Закрыть окно" }))],
  ["the backdrop", () => fireEvent.click(screen.getByTestId("messenger-banner-backdrop"))],
  ["the logo link", () => fireEvent.click(screen.getByRole("link", { name: "Видеум Лаб — на главную" }))],
  ["'Закрыть'", () => fireEvent.click(screen.getByRole("button", { name: "Закрыть" }))],
  ["Escape", () => fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })],
])("%s closes it after the 0.6 s fade and gives the focus back", async (_, closeBy) => {
  const article = await showBanner();
  closeBy();
  expect(article).toHaveFocus();
  await advance(599);
  expect(banner()).toBeInTheDocument();
  await advance(1);
  expect(banner()).toBeNull();
});

test("the logo inside the banner links home", async () => {
  await showBanner();
  expect(screen.getByRole("link", { name: "Видеум Лаб — на главную" })).toHaveAttribute("href", "/");
});

test("'Подписаться' opens the channel in a new tab and closes the banner", async () => {
  await showBanner();
  const subscribe = screen.getByRole("link", { name: "Подписаться" });
  expect(subscribe).toHaveAttribute("href", "https://t.me/videumlab");
  expect(subscribe).toHaveAttribute("target", "_blank");
  expect(subscribe).toHaveAttribute("rel", "noopener noreferrer");
  fireEvent.click(subscribe);
  await advance(600);
  expect(banner()).toBeNull();
});

test("with reduced motion it closes at once, without the fade", async () => {
  const original = window.matchMedia;
  window.matchMedia = stubMatchMedia("(prefers-reduced-motion: reduce)");
  try {
    await showBanner();
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(banner()).toBeNull();
  } finally {
    window.matchMedia = original;
  }
});

test("Tab from the last control wraps to the first, Shift+Tab from the first to the last", async () => {
  await showBanner();
  const logo = screen.getByRole("link", { name: "Видеум Лаб — на главную" });
  const dismiss = screen.getByRole("button", { name: "Закрыть" });
  dismiss.focus();
  fireEvent.keyDown(dismiss, { key: "Tab" });
  expect(logo).toHaveFocus();
  fireEvent.keyDown(logo, { key: "Tab", shiftKey: true });
  expect(dismiss).toHaveFocus();
});

test("it lies over the page in a fixed layer, so showing it shifts nothing", async () => {
  await showBanner();
  expect(screen.getByRole("dialog").parentElement).toHaveStyle({ position: "fixed" });
});

describe("without a working localStorage", () => {
  test("storage that throws on access: the page renders and the banner still shows for this page view", async () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    renderPage();
    await advance(20_000);
    expect(banner()).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    await advance(600);
    expect(banner()).toBeNull();
  });

  test("storage that refuses writes (quota exceeded, private mode): the banner still shows and closes", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    await showBanner();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await advance(600);
    expect(banner()).toBeNull();
  });
});

test("never covers an open contact panel: the 20 s count starts again once the panel is closed", async () => {
  (useStaticQuery as jest.Mock).mockReturnValue(allStaticData);
  renderOnSite(
    <>
      <RequestButton />
      <ContactPanel />
      <MessengerBanner />
    </>,
  );
  fireEvent.click(screen.getByRole("link", { name: "Оставить заявку" }));
  await advance(60_000);
  expect(screen.queryByRole("dialog", { name: /Telegram/ })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  await advance(300);
  await advance(19_000);
  expect(screen.queryByRole("dialog", { name: /Telegram/ })).toBeNull();
  await advance(1_000);
  expect(screen.getByRole("dialog", { name: /Telegram/ })).toBeVisible();
});

describe("held back by the page (lib/banner-hold: the demo's camera, a new result)", () => {
  // The hold lives for the whole page: a failed test must not leave the next one held.
  const releases: (() => void)[] = [];
  const hold = () => {
    const release = holdBanner();
    releases.push(release);
    return () => act(() => release());
  };
  afterEach(() => releases.splice(0).forEach((release) => release()));

  test("never shows while held, whatever she does; shows 20 s after the release with no other activity", async () => {
    renderPage();
    await advance(5_000);
    const release = hold();
    await advance(60_000);
    expect(banner()).toBeNull();
    fireEvent.mouseMove(document.body);
    await advance(30_000);
    expect(banner()).toBeNull();
    release();
    await advance(19_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeInTheDocument();
  });

  test("a hold taken before the page loaded: no count until it is released", async () => {
    const release = hold();
    renderPage();
    await advance(60_000);
    expect(banner()).toBeNull();
    release();
    await advance(20_000);
    expect(banner()).toBeInTheDocument();
  });

  test("a restart at t (a new result): not shown at t + 19.999 s, shown at t + 20 s", async () => {
    renderPage();
    await advance(15_000);
    act(() => restartBannerCount());
    await advance(19_999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).toBeInTheDocument();
  });

  test("a hold that comes while the dialog's code is on its way keeps it away, and nothing is stored", async () => {
    renderPage();
    let release = () => undefined as void;
    await act(async () => {
      jest.advanceTimersByTime(20_000);
      release = hold();
    });
    expect(banner()).toBeNull();
    expect(localStorage.getItem("openedBanner")).toBeNull();
    await advance(60_000);
    expect(banner()).toBeNull();
    release();
    await advance(20_000);
    expect(banner()).toBeInTheDocument();
  });
});
