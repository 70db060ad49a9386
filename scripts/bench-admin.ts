/**
 * `npm run bench:admin` (issue #35, point 6): how long an editor waits in /admin, in Chromium with the
 * CPU slowed 4× (a busy laptop), against the production server on the production build.
 *
 *  - «Войти» → the collections list on screen (the sign-in's answer, the admin page, Decap's bundle,
 *    its config, the first listing);
 *  - a click on an entry in the list → its form and preview on screen;
 *  - each over BENCH_RUNS (5) fresh sign-ins, medians and worst, with the stages of the first (when the
 *    page arrived, when the bundle was in, when the entries' list call answered) and every failed request.
 *
 * Goals: sign-in → list ≤ 3 s, opening an entry ≤ 1.5 s. Needs a build (npm run build).
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { addEditor, launchBrowser, slowDownCpu, startProductionServer } from "../e2e/harness";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const EDITOR = { email: "bench-admin@videumlab.ru", name: "Бенчмарк", password: crypto.randomBytes(12).toString("hex") };

interface Run {
  signIn: number;
  openEntry: number;
  stages: { label: string; ms: number }[];
  failed: string[];
  bundleKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneRun(page: Page, origin: string): Promise<Run> {
  const failed: string[] = [];
  const stages: { label: string; ms: number }[] = [];
  let bundleBytes = 0;
  let t0 = 0;
  let t0Wall = 0;
  const mark = (label: string) => stages.push({ label, ms: Math.round(performance.now() - t0) });
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
    if (t0 === 0) return;
    if (url.pathname === "/admin/" && response.request().isNavigationRequest()) mark("admin page arrived");
    if (/\/admin\/.*\.js$/.test(url.pathname)) {
      void response.body().then((body) => (bundleBytes += body.length), () => undefined);
      mark(`script ${url.pathname.split("/").pop()} arrived`);
    }
  });
  page.on("requestfinished", (request) => {
    const url = new URL(request.url());
    if (t0 === 0 || url.pathname !== "/api/cms") return;
    const action = /"action":"(\w+)"/.exec(request.postData() ?? "")?.[1] ?? "?";
    const timing = request.timing();
    const sent = Math.round(timing.startTime - t0Wall);
    stages.push({ label: `/api/cms ${action}: sent at ${sent} ms, answered in ${Math.round(timing.responseEnd)} ms`, ms: Math.round(performance.now() - t0) });
  });
  await page.goto(`${origin}/admin/login`, { waitUntil: "load" });
  await page.getByLabel("Электронная почта").fill(EDITOR.email);
  await page.getByLabel("Пароль").fill(EDITOR.password);
  t0 = performance.now();
  t0Wall = Date.now();
  await page.getByRole("button", { name: "Войти" }).click();
  // The first collection's list of entries on screen: the editor can start.
  await page.getByRole("link", { name: "Модули", exact: true }).waitFor({ timeout: 60_000 });
  const firstEntry = page.locator('a[href*="#/collections/"][href*="/entries/"]').first();
  await firstEntry.waitFor({ timeout: 60_000 });
  const signIn = Math.round(performance.now() - t0);
  mark("collections list on screen");

  const t1 = performance.now();
  await firstEntry.click();
  await page.frameLocator("#preview-pane").getByRole("heading", { level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByRole("button", { name: "Сохранить", exact: true }).waitFor({ timeout: 60_000 });
  const openEntry = Math.round(performance.now() - t1);
  mark("entry's form and preview on screen");
  stages.sort((a, b) => a.ms - b.ms);
  return { signIn, openEntry, stages, failed, bundleKb: Math.round(bundleBytes / 1024) };
}

async function main() {
  const server = await startProductionServer();
  addEditor(server.leadsDb, EDITOR);
  const browser = await launchBrowser();
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // A fresh browser profile each time: nothing of the admin's code in its cache, as on a first visit
      // of the day; the second half of the runs keep the profile (a returning editor).
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await slowDownCpu(page, CPU);
      runs.push(await oneRun(page, server.origin));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const signIns = runs.map((r) => r.signIn);
  const opens = runs.map((r) => r.openEntry);
  console.log(`/admin with the CPU slowed ${CPU}×, ${RUNS} fresh sign-ins:`);
  console.log(`  «Войти» → collections list   median ${median(signIns)} ms, worst ${Math.max(...signIns)} ms   (goal ≤ 3000 ms)   runs: ${signIns.join(", ")}`);
  console.log(`  click an entry → its form     median ${median(opens)} ms, worst ${Math.max(...opens)} ms   (goal ≤ 1500 ms)   runs: ${opens.join(", ")}`);
  console.log(`  admin scripts: ${runs[0].bundleKb} KB of JavaScript to parse`);
  console.log("  stages of the first run (ms after «Войти»):");
  for (const stage of runs[0].stages) console.log(`    ${String(stage.ms).padStart(6)}  ${stage.label}`);
  const failed = [...new Set(runs.flatMap((r) => r.failed))];
  console.log(`  failed requests: ${failed.length ? failed.join(", ") : "none"}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
