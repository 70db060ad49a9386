/**
 * `npm run bench:server`: requests per second and p99 latency of our production server and of
 * `gatsby serve`, on the same build, in one run: the home page's HTML, the largest hashed JS file and
 * the home page's page-data.json, each without and with `Accept-Encoding: br, gzip` (autocannon,
 * 50 connections, 15 s each). Prints one table with the ratios and writes build/bench-server.json.
 *
 * Needs a build (npm run build). Settings for trial runs: BENCH_SECONDS (15), BENCH_CONNECTIONS (50).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/test/free-port";
import { waitFor } from "../server/test/wait-for";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

// autocannon ships no types: the part of its API used here.
interface CannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as (opts: object) => Promise<CannonResult>;

const ROOT = path.resolve(__dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function largestAppJs(): string {
  const files = fs.readdirSync(path.join(ROOT, "public")).filter((f) => /-[0-9a-f]{20}\.js$/.test(f));
  if (files.length === 0) throw new Error("no hashed JS in public/: run npm run build first");
  return `/${files.sort((a, b) => fs.statSync(path.join(ROOT, "public", b)).size - fs.statSync(path.join(ROOT, "public", a)).size)[0]}`;
}

/** Starts a server process on a free port; its output (our server's request log) goes nowhere. */
async function start(name: string, args: (port: number) => string[], env: NodeJS.ProcessEnv): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, args(port), { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(name, () => fetch(`${origin}/`).then((r) => r.ok).catch(() => false), 60_000, 250);
  return { origin, stop: () => child.kill("SIGTERM") };
}

interface Row {
  target: string;
  encoding: string;
  ours: { rps: number; p99: number };
  gatsby: { rps: number; p99: number };
  ratio: number;
}

/**
 * autocannon appends every response body to a JavaScript string, decoding it as UTF-8: for the home
 * page's 150 KB of Cyrillic HTML that costs the client more CPU than either server spends answering,
 * and on a 2-core machine the client then sets the pace for both servers alike (ratio ≈ 1 whatever the
 * server does). Bodies are not checked here, so they are not kept; bytes are still counted.
 */
function dropBodies(client: { pipelinedRequests: { addBody: (data: Buffer) => void } }) {
  client.pipelinedRequests.addBody = () => {};
}

async function measure(origin: string, urlPath: string, acceptEncoding: string | null) {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const options = { url: `${origin}${urlPath}`, headers, setupClient: dropBodies };
  // A short warm-up so file caches and JIT are the same for both servers.
  await autocannon({ ...options, connections: 10, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${origin}${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build/server/server/server.js"))) throw new Error("no build/server: run npm run build first");
  const targets = [
    ["home HTML", "/"],
    ["hashed JS", largestAppJs()],
    ["page-data.json", "/page-data/index/page-data.json"],
  ] as const;
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  // Our server as production runs it: request log at info level included.
  const ours = await start("our server", () => [path.join(ROOT, "build/server/server/server.js")], {
    HOST: "127.0.0.1",
    PUBLIC_DIR: path.join(ROOT, "public"),
    LEADS_DB: path.join(data, "leads.sqlite"),
  });
  const gatsby = await start("gatsby serve", (port) => [require.resolve("gatsby/cli"), "serve", "--host", "127.0.0.1", "--port", String(port)], {
    GATSBY_TELEMETRY_DISABLED: "1",
  });
  const rows: Row[] = [];
  try {
    for (const [target, urlPath] of targets) {
      for (const encoding of [null, "br, gzip"]) {
        const a = await measure(ours.origin, urlPath, encoding);
        const b = await measure(gatsby.origin, urlPath, encoding);
        rows.push({ target: `${target} ${urlPath.length > 30 ? "" : urlPath}`.trim(), encoding: encoding ?? "none", ours: a, gatsby: b, ratio: a.rps / b.rps });
        console.log(`${target} (${encoding ?? "no compression"}): ours ${a.rps} req/s p99 ${a.p99} ms; gatsby serve ${b.rps} req/s p99 ${b.p99} ms; ×${(a.rps / b.rps).toFixed(2)}`);
      }
    }
  } finally {
    gatsby.stop();
    ours.stop();
    fs.rmSync(data, { recursive: true, force: true });
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log("| target | Accept-Encoding | ours req/s | ours p99 ms | gatsby serve req/s | gatsby p99 ms | ratio |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(`| ${r.target} | ${r.encoding} | ${r.ours.rps} | ${r.ours.p99} | ${r.gatsby.rps} | ${r.gatsby.p99} | ×${r.ratio.toFixed(2)} |`);
  }
  fs.mkdirSync(path.join(ROOT, "build"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "build/bench-server.json"), `${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`);
  if (wantsDocs()) {
    writeFigures(
      "server",
      figuresBlock("server", [
        ["нагрузка", `autocannon, ${CONNECTIONS} соединений по ${SECONDS} с`],
        ...rows.map((r): [string, string] => [
          `${r.target}, ${r.encoding === "none" ? "без сжатия" : `Accept-Encoding: ${r.encoding}`}`,
          `наш ${r.ours.rps} запросов/с, p99 ${r.ours.p99} мс; gatsby serve ${r.gatsby.rps}, p99 ${r.gatsby.p99} мс; **×${ru(r.ratio, 2)}**`,
        ]),
      ]),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
