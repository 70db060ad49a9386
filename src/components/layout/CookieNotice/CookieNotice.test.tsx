import React from "react";
import { clearAnalyticsPage, setCounterIds } from "../../../../jest/analytics-page";
import type { CountersWindow } from "../../../lib/analytics-counters";
import { NOTICE_SPACE } from "./space";

/*
 * Each test is a fresh page load of a build with or without counter ids: the analytics module keeps
 * the page's state (consent of this view, loaded counters), so every module is imported anew, React
 * and Testing Library included (the `pure` entry, cleaned up by hand, as hooks cannot be added mid-test).
 */
type Rtl = typeof import("@testing-library/react/pure");
type Analytics = typeof import("../../../lib/analytics");

const METRIKA = "12345678";
const TMR = "3456789";
const win = window as unknown as CountersWindow;

let rtl: Rtl | undefined;

async function loadPage(ids: { metrika?: string; tmr?: string } = {}): Promise<{ rtl: Rtl; analytics: Analytics; show: () => void }> {
  rtl?.cleanup();
  jest.resetModules();
  setCounterIds(ids);

  const fresh = await import("@testing-library/react/pure");
  const { ThemeProvider } = await import("styled-components");
  const { theme } = await import("../../../styles/theme");
  const { CookieNotice } = await import(".");
  const analytics = await import("../../../lib/analytics");
  rtl = fresh;
  const show = () => {
    fresh.render(
      <ThemeProvider theme={theme}>
        <main>
          <a href="/contact">Контакты</a>
        </main>
        <CookieNotice />
      </ThemeProvider>,
    );
    // Gatsby's onRouteUpdate for the first load.
    analytics.trackPageView({ href: "https://videumlab.ru/modules", pathname: "/modules", search: "" });
  };
  return { rtl: fresh, analytics, show };
}

const settle = () => jest.runAllTimersAsync();
const scriptSources = () => Array.from(document.querySelectorAll("script")).map((s) => s.src);
// The title binds "и" to the next word with a no-break space.
const notice = (r: Rtl) => r.screen.queryByRole("region", { name: /^Файлы cookie и\sаналитика$/ });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  rtl?.cleanup();
  rtl = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearAnalyticsPage();
});

test("without counter ids: no notice, no script, and the lead goal does nothing", async () => {
  const { rtl: r, analytics, show } = await loadPage();
  show();
  analytics.reachLeadGoal();
  await settle();
  expect(notice(r)).toBeNull();
  expect(r.screen.queryByRole("button", { name: "Принять" })).toBeNull();
  expect(scriptSources()).toEqual([]);
  expect(win.ym).toBeUndefined();
  expect(win._tmr).toBeUndefined();
});

test("with ids: the notice names both services, links the policy and blocks nothing", async () => {
  const { rtl: r, show } = await loadPage({ metrika: METRIKA, tmr: TMR });
  show();
  const region = notice(r);
  expect(region).toBeVisible();
  expect(region).toHaveTextContent(
    "Мы хотим использовать cookie и сервисы веб-аналитики «Яндекс Метрика» и «Top.Mail.Ru», чтобы понимать, какие страницы полезны посетителям, и делать сайт удобнее.",
    { normalizeWhitespace: true },
  );
  expect(r.screen.getByRole("link", { name: "политике конфиденциальности" })).toHaveAttribute("href", "/privacy.pdf");
  // Not a dialog: the page stays reachable around it.
  expect(r.screen.queryByRole("dialog")).toBeNull();
  expect(r.screen.getByRole("link", { name: "Контакты" })).toBeVisible();
  await settle();
  expect(scriptSources()).toEqual([]);
});

test("with one id the notice names only that service", async () => {
  const { rtl: r, show } = await loadPage({ metrika: METRIKA });
  show();
  expect(notice(r)).toHaveTextContent("cookie и сервис веб-аналитики «Яндекс Метрика», чтобы", { normalizeWhitespace: true });
  expect(notice(r)).not.toHaveTextContent("Top.Mail.Ru");
});

test("refusing closes the notice, loads nothing, and is remembered on the next page load", async () => {
  const first = await loadPage({ metrika: METRIKA, tmr: TMR });
  first.show();
  first.rtl.fireEvent.click(first.rtl.screen.getByRole("button", { name: "Отказаться" }));
  expect(notice(first.rtl)).toBeNull();
  first.analytics.reachLeadGoal();
  await settle();
  expect(scriptSources()).toEqual([]);

  const next = await loadPage({ metrika: METRIKA, tmr: TMR });
  next.show();
  await settle();
  expect(notice(next.rtl)).toBeNull();
  expect(scriptSources()).toEqual([]);
});

test("while open on a narrow screen the notice lends its height to «Наверх», and takes it back on closing", async () => {
  const page = await loadPage({ metrika: METRIKA, tmr: TMR });
  page.show();
  const space = () => document.documentElement.style.getPropertyValue(NOTICE_SPACE);
  expect(space()).toMatch(/^calc\(\d+px \+ 0\.75rem\)$/);
  page.rtl.fireEvent.click(page.rtl.screen.getByRole("button", { name: "Принять" }));
  expect(notice(page.rtl)).toBeNull();
  expect(space()).toBe("");
});

test("accepting loads both counters async, counts the page once and sends the lead goal", async () => {
  const { rtl: r, analytics, show } = await loadPage({ metrika: METRIKA, tmr: TMR });
  show();
  r.fireEvent.click(r.screen.getByRole("button", { name: "Принять" }));
  expect(notice(r)).toBeNull();
  await settle();

  const scripts = Array.from(document.querySelectorAll("script"));
  expect(scripts.map((s) => [s.src, s.async])).toEqual([
    ["https://mc.yandex.ru/metrika/tag.js", true],
    ["https://top-fwz1.mail.ru/js/code.js", true],
  ]);
  expect(win.ym?.a).toContainEqual([Number(METRIKA), "hit", "https://videumlab.ru/modules", expect.anything()]);
  expect(win._tmr).toContainEqual(expect.objectContaining({ id: TMR, type: "pageView", url: "https://videumlab.ru/modules" }));

  analytics.reachLeadGoal();
  await settle();
  expect(win.ym?.a).toContainEqual([Number(METRIKA), "reachGoal", "lead_form"]);
  expect(win._tmr).toContainEqual({ id: TMR, type: "reachGoal", goal: "lead_form" });
  expect(win.ym?.a?.filter((call) => call[1] === "hit")).toHaveLength(1);
});

test("reopened from the footer: focused, says the current choice, and refusing stops further hits", async () => {
  const { rtl: r, analytics, show } = await loadPage({ metrika: METRIKA });
  show();
  r.fireEvent.click(r.screen.getByRole("button", { name: "Принять" }));
  await settle();

  r.act(() => analytics.openCookieSettings());
  const region = notice(r);
  expect(region).toHaveFocus();
  expect(region).toHaveTextContent("Сейчас аналитика разрешена.");
  r.fireEvent.click(r.screen.getByRole("button", { name: "Отказаться" }));
  expect(notice(r)).toBeNull();

  const sent = win.ym?.a?.length;
  analytics.trackPageView({ href: "https://videumlab.ru/contact", pathname: "/contact", search: "" });
  analytics.reachLeadGoal();
  await settle();
  expect(win.ym?.a).toHaveLength(sent ?? 0);
});

test("with localStorage unavailable the notice still works, and asks again on the next load", async () => {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);

  const first = await loadPage({ metrika: METRIKA });
  first.show();
  first.rtl.fireEvent.click(first.rtl.screen.getByRole("button", { name: "Принять" }));
  expect(notice(first.rtl)).toBeNull();
  await settle();
  expect(scriptSources()).toEqual(["https://mc.yandex.ru/metrika/tag.js"]);

  document.querySelectorAll("script").forEach((s) => s.remove());
  delete win.ym;
  const next = await loadPage({ metrika: METRIKA });
  next.show();
  expect(notice(next.rtl)).toBeVisible();
  await settle();
  expect(scriptSources()).toEqual([]);
});
