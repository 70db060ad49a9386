/**
 * @jest-environment jsdom
 */
import { clearAnalyticsPage, setCounterIds } from "../../jest/analytics-page";
import type { CountersWindow } from "./analytics-counters";

type Analytics = typeof import("./analytics");

const METRIKA = "12345678";
const TMR = "3456789";
const win = window as unknown as CountersWindow;

function page(path: string) {
  const url = new URL(path, "https://videumlab.ru");
  return { href: url.href, pathname: url.pathname, search: url.search };
}

/** A fresh page load of a build with these counter ids: the module's state starts over. */
async function loadPage(ids: { metrika?: string; tmr?: string } = {}): Promise<Analytics> {
  jest.resetModules();
  setCounterIds(ids);
  return import("./analytics");
}

/** Lets idle callbacks, the counters' chunk import and the sends run. */
async function settle() {
  await jest.runAllTimersAsync();
}

const scripts = () => Array.from(document.querySelectorAll("script")).map((s) => ({ src: s.src, async: s.async }));
const metrikaCalls = () => win.ym?.a ?? [];
const tmrEntries = () => (Array.isArray(win._tmr) ? [...(win._tmr as unknown[])] : []);

beforeEach(() => {
  jest.useFakeTimers();
  document.title = "Видеум";
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearAnalyticsPage();
});

describe("configuration", () => {
  test("no ids: not configured", async () => {
    const analytics = await loadPage();
    expect(analytics.isAnalyticsConfigured()).toBe(false);
  });

  test("ids are read from the GATSBY_ variables; a non-numeric id counts as unset", async () => {
    expect((await loadPage({ metrika: ` ${METRIKA} ` })).analyticsConfig()).toEqual({ metrikaId: METRIKA, topmailruId: undefined });
    const analytics = await loadPage({ metrika: "XXXXXX", tmr: "" });
    expect(analytics.analyticsConfig()).toEqual({ metrikaId: undefined, topmailruId: undefined });
    expect(analytics.isAnalyticsConfigured()).toBe(false);
  });
});

test("without ids nothing is loaded, whatever happens", async () => {
  const analytics = await loadPage();
  analytics.trackPageView(page("/"));
  analytics.setAnalyticsConsent("granted");
  analytics.trackPageView(page("/about"));
  analytics.reachLeadGoal();
  await settle();
  expect(scripts()).toEqual([]);
  expect(win.ym).toBeUndefined();
  expect(win._tmr).toBeUndefined();
});

test("with ids but no answer yet, nothing is loaded and the lead goal is a no-op", async () => {
  const analytics = await loadPage({ metrika: METRIKA, tmr: TMR });
  analytics.trackPageView(page("/"));
  analytics.reachLeadGoal();
  await settle();
  expect(analytics.analyticsConsent()).toBeNull();
  expect(scripts()).toEqual([]);
  expect(win.ym).toBeUndefined();
});

test("accepting loads both counters async and counts the page on screen once", async () => {
  const analytics = await loadPage({ metrika: METRIKA, tmr: TMR });
  analytics.trackPageView(page("/modules?utm_source=vk"));
  analytics.reachLeadGoal(); // before consent: dropped, not replayed later
  analytics.setAnalyticsConsent("granted");
  analytics.setAnalyticsConsent("granted"); // the notice reopened and accepted again
  await settle();

  expect(scripts()).toEqual([
    { src: "https://mc.yandex.ru/metrika/tag.js", async: true },
    { src: "https://top-fwz1.mail.ru/js/code.js", async: true },
  ]);
  expect(metrikaCalls()).toEqual([
    [Number(METRIKA), "init", expect.objectContaining({ defer: true })],
    [Number(METRIKA), "hit", "https://videumlab.ru/modules?utm_source=vk", { referer: "", title: "Видеум" }],
  ]);
  expect(tmrEntries()).toEqual([
    { id: TMR, type: "pageView", start: expect.any(Number), url: "https://videumlab.ru/modules?utm_source=vk", referrer: "", title: "Видеум" },
  ]);
});

test("the choice is stored with its date and read back on the next page load", async () => {
  jest.setSystemTime(new Date("2026-03-02T10:00:00Z"));
  (await loadPage({ metrika: METRIKA })).setAnalyticsConsent("denied");
  expect(JSON.parse(localStorage.getItem("videum:analytics-consent") ?? "")).toEqual({
    choice: "denied",
    date: "2026-03-02T10:00:00.000Z",
  });
  expect((await loadPage({ metrika: METRIKA })).analyticsConsent()).toBe("denied");
});

test("after consent given earlier: one hit per route, the previous page as referrer, and the lead goal", async () => {
  localStorage.setItem("videum:analytics-consent", JSON.stringify({ choice: "granted", date: "2026-01-01T00:00:00.000Z" }));
  const analytics = await loadPage({ metrika: METRIKA, tmr: TMR });
  analytics.trackPageView(page("/"));
  await settle();
  document.title = "О компании";
  analytics.trackPageView(page("/about"));
  analytics.trackPageView(page("/about#team")); // a jump within the page is no new page view
  analytics.reachLeadGoal();
  await settle();

  expect(metrikaCalls().slice(1)).toEqual([
    [Number(METRIKA), "hit", "https://videumlab.ru/", { referer: "", title: "Видеум" }],
    [Number(METRIKA), "hit", "https://videumlab.ru/about", { referer: "https://videumlab.ru/", title: "О компании" }],
    [Number(METRIKA), "reachGoal", "lead_form"],
  ]);
  expect(tmrEntries()).toEqual([
    expect.objectContaining({ type: "pageView", url: "https://videumlab.ru/" }),
    expect.objectContaining({ type: "pageView", url: "https://videumlab.ru/about", referrer: "https://videumlab.ru/" }),
    { id: TMR, type: "reachGoal", goal: "lead_form" },
  ]);
});

test("only the configured counter is loaded", async () => {
  const analytics = await loadPage({ tmr: TMR });
  analytics.trackPageView(page("/"));
  analytics.setAnalyticsConsent("granted");
  await settle();
  expect(scripts().map((s) => s.src)).toEqual(["https://top-fwz1.mail.ru/js/code.js"]);
  expect(win.ym).toBeUndefined();
});

test("refusing after accepting stops every later hit and goal; the next load loads nothing", async () => {
  const analytics = await loadPage({ metrika: METRIKA, tmr: TMR });
  analytics.trackPageView(page("/"));
  analytics.setAnalyticsConsent("granted");
  await settle();
  const sent = { metrika: metrikaCalls().length, tmr: tmrEntries().length };

  analytics.setAnalyticsConsent("denied");
  analytics.trackPageView(page("/contact"));
  analytics.reachLeadGoal();
  await settle();
  expect(metrikaCalls()).toHaveLength(sent.metrika);
  expect(tmrEntries()).toHaveLength(sent.tmr);

  document.querySelectorAll("script").forEach((s) => s.remove());
  delete win.ym;
  delete win._tmr;
  const reloaded = await loadPage({ metrika: METRIKA, tmr: TMR });
  reloaded.trackPageView(page("/contact"));
  reloaded.reachLeadGoal();
  await settle();
  expect(scripts()).toEqual([]);
  expect(win.ym).toBeUndefined();
});

test("a goal sent while the hit still waits is dropped if consent is withdrawn meanwhile", async () => {
  localStorage.setItem("videum:analytics-consent", JSON.stringify({ choice: "granted", date: "2026-01-01T00:00:00.000Z" }));
  const analytics = await loadPage({ metrika: METRIKA });
  analytics.trackPageView(page("/"));
  analytics.reachLeadGoal();
  analytics.setAnalyticsConsent("denied");
  await settle();
  expect(metrikaCalls()).toEqual([]);
});

test("with localStorage unavailable: no answer on each load, and accepting still works for this page", async () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("denied", "SecurityError");
  });
  const analytics = await loadPage({ metrika: METRIKA });
  expect(analytics.analyticsConsent()).toBeNull();
  analytics.trackPageView(page("/"));
  expect(() => analytics.setAnalyticsConsent("granted")).not.toThrow();
  expect(analytics.analyticsConsent()).toBe("granted");
  await settle();
  expect(metrikaCalls()).toContainEqual([Number(METRIKA), "hit", "https://videumlab.ru/", expect.anything()]);

  expect((await loadPage({ metrika: METRIKA })).analyticsConsent()).toBeNull();
});

test("a stored value that is not a choice counts as no answer", async () => {
  localStorage.setItem("videum:analytics-consent", "granted");
  expect((await loadPage({ metrika: METRIKA })).analyticsConsent()).toBeNull();
  localStorage.setItem("videum:analytics-consent", JSON.stringify({ choice: "maybe" }));
  expect((await loadPage({ metrika: METRIKA })).analyticsConsent()).toBeNull();
});

test("the footer's request reaches every listener until it unsubscribes", async () => {
  const analytics = await loadPage({ metrika: METRIKA });
  const listener = jest.fn();
  const stop = analytics.onCookieSettingsRequest(listener);
  analytics.openCookieSettings();
  stop();
  analytics.openCookieSettings();
  expect(listener).toHaveBeenCalledTimes(1);
});
