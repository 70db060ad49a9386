import { CHECK_TIMEOUT_MS, checkVersionBeforeNavigating, type GatsbyWindow, VERSION_URL } from "./site-version";

const LOADED = "aaaaaaaaaaaaaaaaaaaa";
const NEWER = "bbbbbbbbbbbbbbbbbbbb";
/** Gatsby's hash of the JavaScript the tab runs, and of a later build's. */
const JS = "0f0f0f0f0f0f0f0f0f0f";
const NEWER_JS = "1e1e1e1e1e1e1e1e1e1e";

/** A tab whose page came with `Server-Timing: site;desc="<stated>"` (none when null). */
function tab(pathname = "/about", stated: string | null = LOADED) {
  const navigate = jest.fn();
  const assign = jest.fn();
  const serverTiming = stated === null ? [] : [{ name: "cache", description: "" }, { name: "site", description: stated }];
  const win: GatsbyWindow = {
    ___navigate: navigate,
    ___webpackCompilationHash: JS,
    location: { href: `https://videumlab.ru${pathname}`, pathname, assign },
    performance: { getEntriesByType: (type) => (type === "navigation" ? [{ serverTiming }] : []) },
  };
  return { win, navigate, assign };
}

const answering = (version: string) =>
  jest.fn(async () => new Response(JSON.stringify({ webpackCompilationHash: JS, siteVersion: version }), { status: 200 })) as unknown as jest.MockedFunction<typeof fetch>;

/** Lets the check's promise chain run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

test("the site is as the tab loaded it: the page changes on the client, as Gatsby does it", async () => {
  const { win, navigate, assign } = tab();
  const fetchJson = answering(LOADED);
  checkVersionBeforeNavigating(win, fetchJson);
  win.___navigate?.("/modules", { replace: false });
  await settle();
  expect(fetchJson).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: "no-cache" }));
  expect(navigate).toHaveBeenCalledWith("/modules", { replace: false });
  expect(assign).not.toHaveBeenCalled();
});

test("a publish since the tab loaded: the next page is loaded in full from the server, not from the tab's memory", async () => {
  const { win, navigate, assign } = tab();
  checkVersionBeforeNavigating(win, answering(NEWER));
  win.___navigate?.("/modules");
  await settle();
  expect(assign).toHaveBeenCalledWith("/modules");
  expect(navigate).not.toHaveBeenCalled();
});

test("the page came without the server's header: the version the site had as the tab started stands for the page's", async () => {
  const { win, navigate, assign } = tab("/about", null);
  const fetchJson = answering(LOADED);
  checkVersionBeforeNavigating(win, fetchJson);
  await settle();
  win.___navigate?.("/modules");
  await settle();
  expect(navigate).toHaveBeenCalledWith("/modules", undefined);
  fetchJson.mockImplementation(async () => new Response(JSON.stringify({ siteVersion: NEWER }), { status: 200 }));
  win.___navigate?.("/contact");
  await settle();
  expect(assign).toHaveBeenCalledWith("/contact");
});

test("offline (the request fails): the page changes on the client, from what the tab has", async () => {
  const { win, navigate, assign } = tab();
  checkVersionBeforeNavigating(win, jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch);
  win.___navigate?.("/modules");
  await settle();
  expect(navigate).toHaveBeenCalledWith("/modules", undefined);
  expect(assign).not.toHaveBeenCalled();
});

test("a server that does not answer in time does not hold the click: the page changes after the timeout", async () => {
  jest.useFakeTimers();
  try {
    const { win, navigate } = tab();
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    ) as unknown as typeof fetch;
    checkVersionBeforeNavigating(win, hanging);
    win.___navigate?.("/modules");
    await jest.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith("/modules", undefined);
  } finally {
    jest.useRealTimers();
  }
});

test("a jump within the page and history steps are not held by a request", () => {
  const { win, navigate } = tab("/modules");
  const fetchJson = answering(NEWER);
  checkVersionBeforeNavigating(win, fetchJson);
  win.___navigate?.("/modules#faq");
  win.___navigate?.(-1);
  expect(fetchJson).not.toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledTimes(2);
});

test("an answer that is not the version file (an error page) is not taken for a new version", async () => {
  const { win, navigate, assign } = tab();
  checkVersionBeforeNavigating(win, jest.fn(async () => new Response("<!doctype html>", { status: 200 })) as unknown as typeof fetch);
  win.___navigate?.("/modules");
  await settle();
  expect(navigate).toHaveBeenCalled();
  expect(assign).not.toHaveBeenCalled();
});

test("the page changes once what the next page needs beyond Gatsby's own files (the parts loaded when near) has come", async () => {
  const { win, navigate } = tab();
  let arrive: () => void = () => {};
  const prepare = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
  checkVersionBeforeNavigating(win, answering(LOADED), prepare);
  win.___navigate?.("/modules");
  await settle();
  expect(prepare).toHaveBeenCalledTimes(1);
  expect(navigate).not.toHaveBeenCalled();
  arrive();
  await settle();
  expect(navigate).toHaveBeenCalledWith("/modules", undefined);
});

test("code that is slow to come holds the click no longer than the version check may, and code that fails does not stop it", async () => {
  jest.useFakeTimers();
  try {
    const slow = tab();
    checkVersionBeforeNavigating(slow.win, answering(LOADED), () => new Promise(() => {}));
    slow.win.___navigate?.("/modules");
    await jest.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS - 1);
    expect(slow.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(slow.navigate).toHaveBeenCalledWith("/modules", undefined);

    const failing = tab();
    checkVersionBeforeNavigating(failing.win, answering(LOADED), () => Promise.reject(new Error("ChunkLoadError")));
    failing.win.___navigate?.("/modules");
    await jest.advanceTimersByTimeAsync(0);
    expect(failing.navigate).toHaveBeenCalledWith("/modules", undefined);
  } finally {
    jest.useRealTimers();
  }
});

/** Gatsby's loader as navigate uses it: the page's resources, built by one version of the site. */
function loaderAnswering(version: string) {
  return { loadPage: jest.fn(async (_path: string) => ({ page: { webpackCompilationHash: version } })) };
}

test("a publish between the check and the page's fetch: the page is loaded in full, and Gatsby adds nothing to the history", async () => {
  const { win, navigate, assign } = tab();
  const loader = loaderAnswering(NEWER_JS);
  const fetchPage = loader.loadPage;
  win.___loader = loader;
  // Gatsby's navigate: loads the page through the public loader, then pushes it onto the history.
  const pushed = jest.fn();
  navigate.mockImplementation((to: string) => void win.___loader?.loadPage(to).then(() => pushed(to)));
  checkVersionBeforeNavigating(win, answering(LOADED));
  win.___navigate?.("/modules?from=menu");
  await settle();
  await settle();
  expect(fetchPage).toHaveBeenCalledWith("/modules?from=menu");
  expect(assign).toHaveBeenCalledWith("/modules?from=menu");
  expect(pushed).not.toHaveBeenCalled();
});

test("the page's fetch finds the version the tab has: the change is Gatsby's; prefetching other pages is never turned into a load", async () => {
  const { win, navigate, assign } = tab();
  const loader = loaderAnswering(JS);
  const fetchPage = loader.loadPage;
  win.___loader = loader;
  const pushed = jest.fn();
  navigate.mockImplementation((to: string) => void win.___loader?.loadPage(to).then(() => pushed(to)));
  checkVersionBeforeNavigating(win, answering(LOADED));
  win.___navigate?.("/modules");
  await settle();
  await settle();
  expect(pushed).toHaveBeenCalledWith("/modules");
  fetchPage.mockResolvedValue({ page: { webpackCompilationHash: NEWER_JS } });
  await win.___loader?.loadPage("/contact");
  await win.___loader?.loadPage("/modules");
  expect(assign).not.toHaveBeenCalled();
});
