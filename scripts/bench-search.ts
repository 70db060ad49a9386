/**
 * `npm run bench:search`: the search's figures, printed (not a test). The index of the last build
 * (public/, or content/ when there is no build): its size raw, gzip and brotli; the engine's code
 * (the lazily loaded chunk) gzip; and the time of each keystroke once the index is loaded — every
 * prefix of a dozen queries as a visitor types them, in Node on this machine, p50/p95/max. Then, with
 * a production build, the same in Chromium with the processor 4 times slower: from the input event in
 * the header's combobox to its list redrawn (ranking and React together). BENCH_BROWSER=0 skips that.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SiteSearch, buildSearchIndex, parseSearchIndex } from "../rules/search/engine";
import { SEARCH_POINTER_FILE, isSearchPointer } from "../rules/search/files";
import { searchDocuments } from "../gatsby/search/documents";
import { searchContentFromFiles, synonymsFromFiles } from "../gatsby/search/from-files";
import { slowDownCpu, withSite } from "../e2e/harness";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, "public");

const QUERIES = [
  "распознавание номеров вагонов",
  "контроль касок на стройке",
  "видеоаналитика для магазина",
  "распознование лиц",
  "hfcgjpyfdfybt",
  "ГРЗ",
  "пожар на складе",
  "разметка данных для обучения",
  "LLM для документов",
  "падение человека",
  "усталость водителя",
  "стоимость проекта компьютерного зрения",
];

function indexText(): { json: string; from: string } {
  const pointerFile = path.join(PUBLIC, SEARCH_POINTER_FILE);
  if (fs.existsSync(pointerFile)) {
    const pointer: unknown = JSON.parse(fs.readFileSync(pointerFile, "utf8"));
    if (isSearchPointer(pointer)) return { json: fs.readFileSync(path.join(PUBLIC, pointer.index), "utf8"), from: `public${pointer.index}` };
  }
  const content = path.join(ROOT, "content");
  return { json: JSON.stringify(buildSearchIndex(searchDocuments(searchContentFromFiles(content)), synonymsFromFiles(content))), from: "content/ (no build)" };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function engineChunk(): string {
  if (!fs.existsSync(PUBLIC)) return "no build";
  // public/ keeps the chunks of earlier builds too: the newest is this build's.
  const [chunk] = fs
    .readdirSync(PUBLIC)
    .filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(PUBLIC, f), "utf8").includes("search index: version"))
    .sort((a, b) => fs.statSync(path.join(PUBLIC, b)).mtimeMs - fs.statSync(path.join(PUBLIC, a)).mtimeMs);
  return chunk ? `${chunk} ${kb(zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, chunk))).length)} gzip` : "not found";
}

/** Per keystroke in the header's combobox, Chromium at 4× slower CPU: input event → React has committed the list. */
async function browserKeystrokes(): Promise<number[]> {
  let sorted: number[] = [];
  await withSite(async ({ server, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.origin}/about`, { waitUntil: "networkidle" });
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Поиск по сайту" }).first();
    await box.waitFor();
    await box.fill("камера");
    await page.getByRole("option").first().waitFor();
    await slowDownCpu(page, 4);
    const times = await page.evaluate(async (queries: string[]) => {
      const input = document.querySelector<HTMLInputElement>("[data-header-search] input");
      if (!input) throw new Error("no combobox");
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const out: number[] = [];
      for (const query of queries) {
        for (let i = 1; i <= query.length; i++) {
          const started = performance.now();
          setValue?.call(input, query.slice(0, i));
          input.dispatchEvent(new Event("input", { bubbles: true }));
          // React renders and commits the list in a microtask after the event; the next task starts after it.
          await new Promise((resolve) => setTimeout(resolve, 0));
          out.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      return out;
    }, QUERIES);
    times.sort((a, b) => a - b);
    console.log(`Chromium, CPU ×4 slower, header combobox: ${times.length} keystrokes (input event → list committed: ranking and React)`);
    console.log(`  p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
    sorted = times;
  });
  return sorted;
}

async function main() {
  const { json, from } = indexText();
  const bytes = Buffer.from(json);
  console.log(`index: ${from}`);
  const sizes = `${kb(bytes.length)} raw, ${kb(zlib.gzipSync(bytes, { level: 9 }).length)} gzip, ${kb(zlib.brotliCompressSync(bytes).length)} brotli`;
  console.log(`  ${sizes}`);
  const chunk = engineChunk();
  console.log(`engine chunk: ${chunk}`);

  let started = performance.now();
  const search = new SiteSearch(parseSearchIndex(json));
  const loadMs = performance.now() - started;
  console.log(`load (parse + MiniSearch.loadJS): ${loadMs.toFixed(1)} ms, ${search.documentCount} documents`);

  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      for (let i = 1; i <= query.length; i++) {
        started = performance.now();
        search.search(query.slice(0, i), { limit: 6 });
        if (round > 0) times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  console.log(`keystrokes: ${times.length} (every prefix of ${QUERIES.length} queries, after one warm-up round)`);
  console.log(`  p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`);
  for (const query of QUERIES) {
    const hits = search.search(query, { limit: 3 }).hits.map((h) => h.url);
    console.log(`  «${query}» → ${hits.join(", ") || "ничего"}`);
  }
  const browser = process.env.BENCH_BROWSER !== "0" && fs.existsSync(path.join(ROOT, "build/server/server/server.js")) ? await browserKeystrokes() : [];
  if (wantsDocs()) {
    const spread = (sorted: number[], digits: number) =>
      `p50 ${ru(quantile(sorted, 0.5), digits)} мс, p95 ${ru(quantile(sorted, 0.95), digits)} мс, максимум ${ru(sorted[sorted.length - 1], digits)} мс`;
    writeFigures(
      "search",
      figuresBlock("search", [
        [`индекс${from.startsWith("public") ? "" : ` (${from})`}, ${search.documentCount} страниц`, sizes.replace(/(\d)\.(\d)/g, "$1,$2").replace(/KB/g, "КБ").replace(" raw", "")],
        ["чанк поиска, gzip", / (\d+)\.(\d) KB gzip$/.exec(chunk)?.slice(1, 3).join(",").concat(" КБ") ?? chunk],
        ["загрузка индекса (разбор JSON и MiniSearch, Node)", `${ru(loadMs, 1)} мс`],
        [`одно нажатие клавиши, Node (${times.length}: все префиксы ${QUERIES.length} запросов)`, spread(times, 2)],
        ["то же в Chromium, процессор вчетверо медленнее: от события ввода до списка", browser.length ? spread(browser, 1) : "не мерено (нет сборки или BENCH_BROWSER=0)"],
      ]),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
