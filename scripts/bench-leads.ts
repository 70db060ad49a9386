/**
 * `npm run bench:leads`: load on the form endpoint of the production server (the compiled build) on
 * 127.0.0.1, with SQLite and with PostgreSQL.
 *
 * 1. Steady run per engine: autocannon, valid submissions (each body unique, so none is taken for a
 *    double click), 50 connections for 20 s, the rate limit raised through FORM_RATE_LIMIT. Prints
 *    requests/s, p50/p99 latency, the 2xx answers and the rows stored: the two must be equal, and
 *    every id answered 201 must be stored.
 * 2. Crash run per engine, on a fresh database: the same load for 10 s; half-way the server is killed
 *    with SIGKILL and started again on the same port. Every lead answered 2xx must be in the database
 *    (rows may exceed the 2xx count: a lead committed just before the kill never got its answer out).
 * 3. Channel runs per engine, after its steady run, each on a fresh database: the same load with the
 *    Bitrix24 and amoCRM channels on (+CRM), with Telegram on (+TG), and with all three (+TG+CRM),
 *    against the fake portal, account and Bot API of scripts/bench-crm-fakes.ts in a process of their
 *    own, in turn with runs without any channel (BENCH_PAIRS of each kind), as one run differs from the
 *    next by more than the channels could cost. Also with the two CRMs at an address that takes
 *    connections and never answers (+CRM-mute, a CRM down behind its balancer): nothing is delivered
 *    during the run, so it measures the form's path alone, the lead's row naming its channels. Prints
 *    each run, then medians compared: Telegram alone against Telegram with the two CRMs (what adding
 *    the CRMs to a working site costs), no channel against the two CRMs, and no channel against the
 *    mute CRMs (what the form's transaction pays for channels, without the deliveries' work).
 *    Deliveries are asynchronous: they give way while forms are taken and drain after. The last +CRM
 *    run keeps the server up until every stored lead is in both CRMs and checks each lead id is there
 *    exactly once (one Bitrix24 lead; one amoCRM deal with one note), printing how long the backlog took.
 *
 * At the end autocannon is not simply stopped (that would drop the requests in flight, whose leads
 * the server still commits): each connection finishes its request in flight and sends no other, so
 * every request sent has its answer counted.
 *
 * Exits 1 when a check fails. Settings for trial runs: BENCH_SECONDS (20), BENCH_CONNECTIONS (50),
 * BENCH_CRASH_SECONDS (10), BENCH_ENGINES ("sqlite,postgres"), BENCH_SKIP_BUILD=1 (use build/server as is),
 * BENCH_CRM=0 (skip the channel runs), BENCH_PAIRS (3: runs of each kind per engine),
 * BENCH_DRAIN_SECONDS (600: how long the CRM backlog may take).
 */
import { execFileSync, fork, spawn, type ChildProcess } from "node:child_process";
import type { EventEmitter } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createPostgresStore } from "../server/leads/postgres-store";
import { createSqliteStore } from "../server/leads/sqlite-store";
import type { LeadStore } from "../server/leads/types";
import { makeFixtureSite } from "../server/test/fixture-site";
import { freePort } from "../server/test/free-port";
import { waitFor } from "../server/test/wait-for";
import { createDatabase, startThrowawayPostgres, type ThrowawayPostgres } from "../server/test/postgres";
import type { CrmCounts } from "./bench-crm-fakes";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

// ---------------------------------------------------------------------------------------------
// autocannon ships no types: the part of its API used here (autocannon 9, README "API").

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Called for each request built; returns the request to send. */
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, unknown>) => void;
}

/** autocannon's per-connection client (lib/httpClient.js): reqsMade / responseMax decide when it stops. */
interface CannonClient extends EventEmitter {
  reqsMade: number;
  responseMax: number | undefined;
  destroyed: boolean;
}

interface CannonHistogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

interface CannonResult {
  latency: CannonHistogram;
  requests: CannonHistogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
}

interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  requests: CannonRequest[];
  setupClient?: (client: CannonClient) => void;
}

type Autocannon = (options: CannonOptions, done: (error: Error | null, result: CannonResult) => void) => EventEmitter;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as Autocannon;

// ---------------------------------------------------------------------------------------------
// Settings

const ROOT = path.resolve(__dirname, "..");
const SERVER_JS = path.join(ROOT, "build/server/server/server.js");

function intSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const SECONDS = intSetting("BENCH_SECONDS", 20);
const CONNECTIONS = intSetting("BENCH_CONNECTIONS", 50);
const CRASH_SECONDS = intSetting("BENCH_CRASH_SECONDS", 10);
const CRM = process.env.BENCH_CRM !== "0";
const DRAIN_SECONDS = intSetting("BENCH_DRAIN_SECONDS", 600);
const PAIRS = intSetting("BENCH_PAIRS", 3);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres")
  .split(",")
  .map((e) => e.trim())
  .filter(Boolean) as Engine[];
/** High enough that no submission of the run is refused: FORM_RATE_LIMIT is per client per minute. */
const RATE_LIMIT = "1000000";
/** The built site the server serves: public/ if Gatsby built it, otherwise a fixture (set in main). */
let publicDir = path.join(ROOT, "public");
/** Backstop: autocannon's own stop comes this long after our end of the run if a connection never drains. */
const DRAIN_GRACE_SECONDS = 30;

type Engine = "sqlite" | "postgres";
const ENGINE_LABEL: Record<Engine, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

/** Variables of the caller's environment the benchmark must not inherit: another store, real notifiers. */
const DROPPED_ENV = [
  "DATABASE_URL",
  "LEADS_DB",
  "TELEGRAM_BOT_TOKEN",
  "TELEGRAM_CHAT_ID",
  "LEADS_WEBHOOK_URL",
  "LEADS_WEBHOOK_SECRET",
  "SMTP_URL",
  "LEADS_EMAIL_TO",
  "BITRIX24_WEBHOOK_URL",
  "BITRIX24_SOURCE_ID",
  "BITRIX24_ASSIGNED_BY_ID",
  "AMOCRM_URL",
  "AMOCRM_TOKEN",
  "AMOCRM_MODE",
  "AMOCRM_PIPELINE_ID",
  "AMOCRM_STATUS_ID",
  "AMOCRM_RESPONSIBLE_USER_ID",
  "AMOCRM_LEAD_ID_FIELD_ID",
  "CRM_NEWSLETTER",
];

// ---------------------------------------------------------------------------------------------
// Clean-up, also on Ctrl+C

const cleanups: (() => void | Promise<void>)[] = [];

async function runCleanups() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      console.error("clean-up failed:", error);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The server process

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 64 KB the process printed. */
  output: () => string;
  /** SIGTERM (graceful: requests in flight finish), then SIGKILL after 30 s. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts build/server/server/server.js on 127.0.0.1:port and resolves once GET /healthz answers.
 * Not server/test/spawn-server.ts: that one waits for pino's "Server listening" line, logged at
 * `info`, which would log every request of the benchmark too; here LOG_LEVEL is `warn` and the
 * port is chosen by the caller (the crash run restarts on the same one).
 */
async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const baseEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of DROPPED_ENV) delete baseEnv[key];
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    env: { ...baseEnv, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 128 * 1024) output = output.slice(-64 * 1024);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const healthy = async () => {
    if (hasExited) throw new Error(`the server exited before answering /healthz:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false; // not listening yet
    }
  };
  try {
    await waitFor("GET /healthz", healthy, 20_000, 25);
  } catch (error) {
    if (hasExited) throw error;
    child.kill("SIGKILL");
    throw new Error(`the server did not answer /healthz within 20 s:\n${output}`);
  }

  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (hasExited) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Load

interface LoadResult {
  cannon: CannonResult;
  /** Responses per second over the time from the start to the last answer. */
  perSecond: number;
  /** Ids from the 201 answers, in arrival order. */
  ids: string[];
  /** 201 answers whose body had no id. */
  unreadable: number;
  /** Connections that never finished their request in flight (autocannon dropped them). */
  undrained: number;
}

let sequence = 0;
const RUN_ID = `${Date.now().toString(36)}-${process.pid}`;

/**
 * autocannon against POST /api/form for `seconds`, each request with a unique, valid body. `during`
 * runs alongside (the crash run kills and restarts the server there).
 */
function runLoad(port: number, seconds: number, during?: () => Promise<void>): Promise<LoadResult> {
  const clients: CannonClient[] = [];
  const ids: string[] = [];
  let unreadable = 0;
  let lastAnswer = 0;
  const started = Date.now();

  const request: CannonRequest = {
    method: "POST",
    path: "/api/form",
    headers: { "content-type": "application/json" },
    setupRequest(req) {
      sequence += 1;
      req.body = JSON.stringify({
        name: "Анна Петрова",
        phone: "+7 916 555-12-34",
        message: `Нагрузочный тест ${RUN_ID}, заявка № ${sequence}: пилот видеоаналитики на 4 камерах`,
        consent: true,
        page: "Контакты | AI лаборатория Видеум",
        pageUrl: "https://videumlab.ru/contact",
        utm: { utm_source: "bench" },
      });
      return req;
    },
    onResponse(status, body) {
      lastAnswer = Date.now();
      if (status < 200 || status >= 300) return;
      try {
        const id = (JSON.parse(body) as { id?: unknown }).id;
        if (typeof id === "string") ids.push(id);
        else unreadable += 1;
      } catch {
        unreadable += 1;
      }
    },
  };

  return new Promise((resolve, reject) => {
    let duringFailed: unknown;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: seconds + DRAIN_GRACE_SECONDS,
        timeout: 10,
        requests: [request],
        setupClient: (client) => clients.push(client),
      },
      (error, cannon) => {
        clearTimeout(endTimer);
        if (error) return reject(error);
        if (duringFailed) return reject(duringFailed);
        const elapsed = ((lastAnswer || Date.now()) - started) / 1000;
        const answers = Object.values(cannon.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
        resolve({
          cannon,
          perSecond: answers / elapsed,
          ids,
          unreadable,
          undrained: clients.filter((c) => !c.destroyed).length,
        });
      },
    );
    instance.on("error", reject);
    // The end of the run: each connection sends no request after the one in flight (autocannon then
    // ends once all are done), so no request is dropped unanswered.
    const endTimer = setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    }, seconds * 1000);
    if (during) void during().catch((error: unknown) => (duringFailed = error));
  });
}

// ---------------------------------------------------------------------------------------------
// Stores

interface Database {
  label: string;
  /** Environment of the server for this database. */
  env: Record<string, string>;
  open: () => Promise<LeadStore>;
}

/** A new, empty database of the engine: a SQLite file in `dir`, or a database on the cluster. */
async function newDatabase(engine: Engine, name: string, dir: string, cluster: ThrowawayPostgres | undefined): Promise<Database> {
  if (engine === "sqlite") {
    const file = path.join(dir, `${name}.sqlite`);
    return { label: file, env: { LEADS_DB: file }, open: async () => createSqliteStore(file) };
  }
  if (!cluster) throw new Error("no PostgreSQL cluster");
  const { url } = await createDatabase(cluster.url, name);
  return { label: url, env: { DATABASE_URL: url }, open: () => createPostgresStore(url) };
}

async function storedIds(database: Database): Promise<{ rows: number; ids: Set<string> }> {
  const store = await database.open();
  try {
    const rows = await store.count();
    const ids = new Set((await store.list({})).map((lead) => lead.id));
    return { rows, ids };
  } finally {
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const COLUMNS = [
  ["engine", 20],
  ["req/s", 8],
  ["p50 ms", 7],
  ["p99 ms", 7],
  ["2xx", 8],
  ["non-2xx", 8],
  ["errors", 7],
  ["rows", 8],
  ["check", 0],
] as const;

function row(values: (string | number)[]): string {
  return values
    .map((value, i) => {
      const width = COLUMNS[i][1];
      const text = String(value);
      return i === 0 || i === values.length - 1 ? text.padEnd(width) : text.padStart(width);
    })
    .join("  ")
    .trimEnd();
}

const header = () => row(COLUMNS.map(([name]) => name));

function fmt(n: number, digits = 0): string {
  return n.toFixed(digits);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function statusSummary(cannon: CannonResult): string {
  return Object.entries(cannon.statusCodeStats)
    .map(([status, { count }]) => `${status}×${count}`)
    .join(", ");
}

// ---------------------------------------------------------------------------------------------
// Runs

interface Outcome {
  line: string;
  notes: string[];
  ok: boolean;
  /** Intake of the run, for the comparison with channels on. */
  perSecond?: number;
}

/** Channels of a run: the label's suffix ("+CRM", "+TG") and their server settings. */
interface Channels {
  suffix: string;
  env: Record<string, string>;
  /** Before the server starts, and before it is stopped (the mute CRM hangs up, so no delivery holds up the shutdown). */
  beforeStart?: () => void;
  beforeStop?: () => void;
}

async function steadyRun(engine: Engine, database: Database, channels?: Channels): Promise<Outcome> {
  const label = `${ENGINE_LABEL[engine]}${channels?.suffix ?? ""}`;
  const port = await freePort();
  channels?.beforeStart?.();
  const server = await startServer(port, { ...database.env, ...channels?.env, FORM_RATE_LIMIT: RATE_LIMIT, PUBLIC_DIR: publicDir });
  let load: LoadResult;
  try {
    load = await runLoad(port, SECONDS);
  } finally {
    channels?.beforeStop?.();
    const exit = await server.stop();
    if (exit.code !== 0) console.error(`  ${label}: the server exited with ${exit.code ?? exit.signal} on SIGTERM:\n${server.output()}`);
  }
  const { cannon } = load;
  const { rows, ids } = await storedIds(database);
  const answered = new Set(load.ids);
  const missing = load.ids.filter((id) => !ids.has(id));
  const ok = cannon["2xx"] === rows && missing.length === 0 && answered.size === load.ids.length && load.unreadable === 0;

  const notes: string[] = [];
  if (cannon.non2xx > 0) notes.push(`answers by status: ${statusSummary(cannon)}`);
  if (cannon.errors > 0) notes.push(`${cannon.errors} connection errors (${cannon.timeouts} timeouts)`);
  if (missing.length > 0) notes.push(`${missing.length} ids answered 201 are NOT stored, e.g. ${missing.slice(0, 3).join(", ")}`);
  if (answered.size !== load.ids.length) notes.push(`${load.ids.length - answered.size} ids answered twice`);
  if (load.unreadable > 0) notes.push(`${load.unreadable} 2xx answers without an id`);
  if (load.undrained > 0) notes.push(`${load.undrained} connections did not finish their last request`);
  if (cannon["2xx"] !== rows) notes.push(`2xx ${cannon["2xx"]} ≠ rows ${rows}`);
  const line = row([
    label,
    fmt(load.perSecond),
    fmt(cannon.latency.p50),
    fmt(cannon.latency.p99),
    cannon["2xx"],
    cannon.non2xx,
    cannon.errors,
    rows,
    ok ? "OK" : "MISMATCH",
  ]);
  return { line, notes, ok, perSecond: load.perSecond };
}

async function crashRun(engine: Engine, database: Database): Promise<Outcome> {
  const port = await freePort();
  const env = { ...database.env, FORM_RATE_LIMIT: RATE_LIMIT, PUBLIC_DIR: publicDir };
  let server = await startServer(port, env);
  const notes: string[] = [];
  let load: LoadResult;
  try {
    load = await runLoad(port, CRASH_SECONDS, async () => {
      await sleep((CRASH_SECONDS * 1000) / 2);
      const killedAt = Date.now();
      server.child.kill("SIGKILL");
      const exit = await server.exited;
      server = await startServer(port, env);
      notes.push(
        `killed (${exit.signal ?? exit.code}) at ${fmt(CRASH_SECONDS / 2, 1)} s, answering again after ${Date.now() - killedAt} ms on the same port`,
      );
    });
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) console.error(`  ${ENGINE_LABEL[engine]}: the restarted server exited with ${exit.code ?? exit.signal} on SIGTERM:\n${server.output()}`);
  }
  const { cannon } = load;
  const { rows, ids } = await storedIds(database);
  const answered = new Set(load.ids);
  const missing = load.ids.filter((id) => !ids.has(id));
  const ok = missing.length === 0 && answered.size === load.ids.length && load.unreadable === 0 && rows >= cannon["2xx"];

  notes.push(
    `${cannon["2xx"]} answered 2xx, ${rows} rows: ${rows - cannon["2xx"]} committed without their answer reaching the client (in flight at the kill); missing 2xx ids: ${missing.length}`,
  );
  if (cannon.errors > 0) notes.push(`${cannon.errors} connection errors: refused while the server was down (autocannon reconnects at once)`);
  if (cannon.non2xx > 0) notes.push(`answers by status: ${statusSummary(cannon)}`);
  if (missing.length > 0) notes.push(`ids answered 201 but NOT stored, e.g. ${missing.slice(0, 5).join(", ")}`);
  if (answered.size !== load.ids.length) notes.push(`${load.ids.length - answered.size} ids answered twice`);
  if (load.unreadable > 0) notes.push(`${load.unreadable} 2xx answers without an id`);
  if (load.undrained > 0) notes.push(`${load.undrained} connections did not finish their last request`);
  // Latency is not shown: after the kill autocannon pairs answers with requests lost on the dead
  // connections (its per-connection queue is not cleared on reconnect), so its timings are off.
  const line = row([
    ENGINE_LABEL[engine],
    fmt(load.perSecond),
    "-",
    "-",
    cannon["2xx"],
    cannon.non2xx,
    cannon.errors,
    rows,
    ok ? `OK (missing 0)` : `FAIL (missing ${missing.length})`,
  ]);
  return { line, notes, ok };
}


// ---------------------------------------------------------------------------------------------
// CRM channels

interface CrmFakes {
  /** Server settings of the two CRM channels, and of the Telegram channel, on the fakes. */
  crm: Record<string, string>;
  telegram: Record<string, string>;
  counts: () => Promise<CrmCounts>;
  reset: () => Promise<void>;
  stop: () => void;
}

/** The fake Bitrix24 portal and amoCRM account in a process of their own. */
async function startCrmFakes(): Promise<CrmFakes> {
  const child = fork(path.join(__dirname, "bench-crm-fakes.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<{
    bitrix24: string;
    amocrm: { url: string; token: string; leadIdFieldId: number };
    telegram: { apiUrl: string; token: string; chatId: string };
  }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as never));
    child.once("exit", (code) => reject(new Error(`the fake CRMs exited with ${code}`)));
  });
  return {
    crm: {
      BITRIX24_WEBHOOK_URL: ready.bitrix24,
      AMOCRM_URL: ready.amocrm.url,
      AMOCRM_TOKEN: ready.amocrm.token,
      AMOCRM_LEAD_ID_FIELD_ID: String(ready.amocrm.leadIdFieldId),
    },
    telegram: { TELEGRAM_API_URL: ready.telegram.apiUrl, TELEGRAM_BOT_TOKEN: ready.telegram.token, TELEGRAM_CHAT_ID: ready.telegram.chatId },
    counts: () =>
      new Promise((resolve) => {
        child.once("message", (message) => resolve(message as CrmCounts));
        child.send({ type: "counts" });
      }),
    reset: () =>
      new Promise((resolve) => {
        child.once("message", () => resolve());
        child.send({ type: "reset" });
      }),
    // Gone already when the run is stopped by a signal to its process group (Ctrl-C, timeout): nothing to disconnect.
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}

/**
 * An address that takes connections and never answers, as a CRM down behind its balancer: each
 * delivery waits for its timeout, so none completes during a run. `hangUp` drops the connections held
 * and every new one at once (the deliveries fail fast and the server stops without waiting for them),
 * until `mute` again.
 */
async function startMuteCrm(): Promise<{ origin: string; mute: () => void; hangUp: () => void; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let hangingUp = false;
  const server = net.createServer((socket) => {
    socket.on("error", () => undefined);
    if (hangingUp) return socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hangUp = () => {
    hangingUp = true;
    for (const socket of sockets) socket.destroy();
  };
  return {
    origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    mute: () => {
      hangingUp = false;
    },
    hangUp,
    close: () =>
      new Promise((resolve) => {
        hangUp();
        server.close(() => resolve());
      }),
  };
}

/** Ids stored that are in a CRM other than exactly once, and ids in a CRM that are not stored. */
function exactlyOnce(stored: Set<string>, byLead: Record<string, number>): { missing: number; duplicated: number; unknown: number } {
  let missing = 0;
  let duplicated = 0;
  for (const id of stored) {
    const times = byLead[id] ?? 0;
    if (times === 0) missing += 1;
    else if (times > 1) duplicated += 1;
  }
  const unknown = Object.keys(byLead).filter((id) => !stored.has(id)).length;
  return { missing, duplicated, unknown };
}

async function crmRun(engine: Engine, database: Database, fakes: CrmFakes): Promise<Outcome> {
  await fakes.reset();
  const port = await freePort();
  const server = await startServer(port, { ...database.env, ...fakes.crm, FORM_RATE_LIMIT: RATE_LIMIT, PUBLIC_DIR: publicDir });
  const notes: string[] = [];
  let load: LoadResult;
  let drainedIn: number | undefined;
  let rows = 0;
  let ids = new Set<string>();
  let fakesCpuDuringLoad = 0;
  try {
    load = await runLoad(port, SECONDS);
    fakesCpuDuringLoad = (await fakes.counts()).cpuSeconds;
    ({ rows, ids } = await storedIds(database));
    const loadEnded = Date.now();
    const drained = async () => {
      const counts = await fakes.counts();
      const done = (byLead: Record<string, number>) => [...ids].every((id) => (byLead[id] ?? 0) >= 1);
      return done(counts.bitrix24) && done(counts.amocrmDeals) && done(counts.amocrmNotes);
    };
    try {
      await waitFor("every lead in both CRMs", drained, DRAIN_SECONDS * 1000, 1000);
      drainedIn = (Date.now() - loadEnded) / 1000;
    } catch {
      notes.push(`NOT every lead reached both CRMs within BENCH_DRAIN_SECONDS=${DRAIN_SECONDS}`);
    }
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) console.error(`  ${ENGINE_LABEL[engine]}+CRM: the server exited with ${exit.code ?? exit.signal} on SIGTERM:\n${server.output()}`);
  }
  const { cannon } = load;
  const counts = await fakes.counts();
  const bitrix = exactlyOnce(ids, counts.bitrix24);
  const deals = exactlyOnce(ids, counts.amocrmDeals);
  const noteCounts = exactlyOnce(ids, counts.amocrmNotes);
  const missingAnswered = load.ids.filter((id) => !ids.has(id));
  const crmOk = [bitrix, deals, noteCounts].every((c) => c.missing === 0 && c.duplicated === 0 && c.unknown === 0);
  const ok = cannon["2xx"] === rows && missingAnswered.length === 0 && load.unreadable === 0 && drainedIn !== undefined && crmOk;

  // On this machine the fake CRMs take their CPU from the same cores as the server; a real CRM would not.
  notes.push(`the fake CRMs used ${fmt(fakesCpuDuringLoad, 1)} CPU-s during the ${SECONDS} s load (${fmt((fakesCpuDuringLoad / (SECONDS * os.cpus().length)) * 100)} % of the machine)`);
  if (drainedIn !== undefined) {
    notes.push(`all ${rows} leads in both CRMs ${fmt(drainedIn, 1)} s after the load ended (${fmt(rows / (SECONDS + drainedIn))} leads/s delivered to each on average)`);
  }
  notes.push(
    `Bitrix24 leads: ${rows - bitrix.missing} of ${rows}, duplicated ${bitrix.duplicated}, unknown ${bitrix.unknown}; ` +
      `amoCRM deals: ${rows - deals.missing} of ${rows}, duplicated ${deals.duplicated}, unknown ${deals.unknown}; ` +
      `notes: missing ${noteCounts.missing}, duplicated ${noteCounts.duplicated}; requests: Bitrix24 ${counts.requests.bitrix24}, amoCRM ${counts.requests.amocrm}`,
  );
  if (cannon.non2xx > 0) notes.push(`answers by status: ${statusSummary(cannon)}`);
  if (cannon.errors > 0) notes.push(`${cannon.errors} connection errors (${cannon.timeouts} timeouts)`);
  if (missingAnswered.length > 0) notes.push(`${missingAnswered.length} ids answered 201 are NOT stored`);
  const line = row([
    `${ENGINE_LABEL[engine]}+CRM`,
    fmt(load.perSecond),
    fmt(cannon.latency.p50),
    fmt(cannon.latency.p99),
    cannon["2xx"],
    cannon.non2xx,
    cannon.errors,
    rows,
    ok ? "OK (each lead once in each CRM)" : "MISMATCH",
  ]);
  return { line, notes, ok, perSecond: load.perSecond };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const began = Date.now();
  for (const engine of ENGINES) {
    if (engine !== "sqlite" && engine !== "postgres") throw new Error(`BENCH_ENGINES: unknown engine "${engine}" (sqlite, postgres)`);
  }

  if (process.env.BENCH_SKIP_BUILD === "1") {
    console.log("BENCH_SKIP_BUILD=1: using build/server as it is");
  } else {
    console.log("Compiling the server (npm run build:server)…");
    try {
      execFileSync("npm", ["run", "--silent", "build:server"], { cwd: ROOT, stdio: "inherit" });
    } catch {
      throw new Error("the server does not compile (see above); fix it, or run with BENCH_SKIP_BUILD=1 to use build/server as it is");
    }
  }
  if (!fs.existsSync(SERVER_JS)) throw new Error(`${path.relative(ROOT, SERVER_JS)} is missing: run npm run build:server`);

  let siteNote = "public/ (the Gatsby build)";
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    publicDir = makeFixtureSite();
    const fixture = publicDir;
    cleanups.push(() => fs.rmSync(fixture, { recursive: true, force: true }));
    siteNote = "a fixture site (public/ is not built)";
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  let cluster: ThrowawayPostgres | undefined;
  if (ENGINES.includes("postgres")) {
    console.log("Starting a throwaway PostgreSQL cluster (fsync on)…");
    cluster = await startThrowawayPostgres({ durable: true });
    const started = cluster;
    cleanups.push(() => started.stop());
  }

  console.log(
    [
      "",
      `POST /api/form on 127.0.0.1, ${CONNECTIONS} connections, ${SECONDS} s per engine; FORM_RATE_LIMIT=${RATE_LIMIT}, LOG_LEVEL=warn`,
      `server: node ${process.version}, ${path.relative(ROOT, SERVER_JS)}, site: ${siteNote}; ${os.cpus().length} CPUs shared with autocannon`,
      "req/s: answers / time to the last answer; p50/p99: latency of all answers; errors: connection errors and timeouts",
      ...(CRM
        ? [
            "<engine>+CRM, +TG, +TG+CRM: the same load on a fresh database with the Bitrix24 and amoCRM channels on, the",
            "Telegram channel, or all three (fake portal, account and Bot API on 127.0.0.1 in a process of their own);",
            "+CRM-mute: the two CRMs at an address that never answers (nothing delivered during the run: the form's path alone);",
            `${PAIRS} runs of each and ${PAIRS} with no channel, in turn; after the last +CRM run the server stays up until`,
            "every lead is in both CRMs",
          ]
        : []),
      "",
      header(),
    ].join("\n"),
  );

  let failed = false;
  const fakes = CRM ? await startCrmFakes() : undefined;
  if (fakes) cleanups.push(() => fakes.stop());
  const mute = CRM ? await startMuteCrm() : undefined;
  if (mute) cleanups.push(() => mute.close());
  /** For the docs (--docs): per kind of run, per engine, its median req/s (range) and change. */
  const docs = new Map<string, Partial<Record<Engine, string>>>();
  const spread = (runs: number[]) => `${fmt(median(runs))} (${fmt(Math.min(...runs))}–${fmt(Math.max(...runs))})`;
  const change = (before: number[], after: number[]) => `${median(after) >= median(before) ? "+" : "−"}${ru(Math.abs((median(after) - median(before)) / median(before)) * 100, 1)} %`;
  const note = (kind: string, engine: Engine, figure: string) => docs.set(kind, { ...docs.get(kind), [engine]: figure });
  for (const engine of ENGINES) {
    const dir = path.join(tmp, engine);
    const report = (outcome: Outcome) => {
      console.log(outcome.line);
      for (const note of outcome.notes) console.log(`    ${note}`);
      failed ||= !outcome.ok;
      return outcome.perSecond ?? 0;
    };
    const none = [report(await steadyRun(engine, await newDatabase(engine, "bench_steady", dir, cluster)))];
    note("нет", engine, spread(none));
    if (!fakes || !mute) continue;
    // Each kind of run in turn, each on a fresh database, so that a drift of the machine falls on all alike.
    const crm: number[] = [];
    const telegram: number[] = [];
    const telegramCrm: number[] = [];
    const withCrm = { suffix: "+CRM", env: fakes.crm };
    const withTelegram = { suffix: "+TG", env: fakes.telegram };
    const withBoth = { suffix: "+TG+CRM", env: { ...fakes.telegram, ...fakes.crm } };
    const muteCrm: number[] = [];
    const withMuteCrm: Channels = {
      suffix: "+CRM-mute",
      env: Object.fromEntries(Object.entries(fakes.crm).map(([name, value]) => [name, value.replace(/^http:\/\/127\.0\.0\.1:\d+/, mute.origin)])),
      beforeStart: mute.mute,
      beforeStop: mute.hangUp,
    };
    for (let pair = 1; pair <= PAIRS; pair += 1) {
      await fakes.reset();
      telegram.push(report(await steadyRun(engine, await newDatabase(engine, `bench_tg_${pair}`, dir, cluster), withTelegram)));
      telegramCrm.push(report(await steadyRun(engine, await newDatabase(engine, `bench_tg_crm_${pair}`, dir, cluster), withBoth)));
      muteCrm.push(report(await steadyRun(engine, await newDatabase(engine, `bench_mute_${pair}`, dir, cluster), withMuteCrm)));
      if (pair === PAIRS) break;
      crm.push(report(await steadyRun(engine, await newDatabase(engine, `bench_crm_${pair}`, dir, cluster), withCrm)));
      none.push(report(await steadyRun(engine, await newDatabase(engine, `bench_steady_${pair}`, dir, cluster))));
    }
    crm.push(report(await crmRun(engine, await newDatabase(engine, "bench_crm", dir, cluster), fakes)));
    const compare = (what: string, before: number[], beforeLabel: string, after: number[], afterLabel: string) => {
      const change = ((median(after) - median(before)) / median(before)) * 100;
      console.log(
        `    ${what}, median of ${PAIRS}: ${fmt(median(before))} req/s ${beforeLabel} (${fmt(Math.min(...before))}–${fmt(Math.max(...before))}), ` +
          `${fmt(median(after))} ${afterLabel} (${fmt(Math.min(...after))}–${fmt(Math.max(...after))}): ${change >= 0 ? "+" : ""}${fmt(change, 1)} %`,
      );
    };
    compare("the CRMs added to Telegram", telegram, "with Telegram", telegramCrm, "with Telegram and the two CRMs");
    compare("the CRMs on a server with no channel", none, "with no channel", crm, "with the two CRMs");
    compare("the form's path with the CRMs, nothing delivered", none, "with no channel", muteCrm, "with the two CRMs not answering");
    note("нет", engine, spread(none));
    note("две CRM, не отвечают (только путь формы)", engine, `${spread(muteCrm)}, ${change(none, muteCrm)}`);
    note("две CRM", engine, `${spread(crm)}, ${change(none, crm)}`);
    note("Telegram", engine, spread(telegram));
    note("Telegram + две CRM", engine, `${spread(telegramCrm)}, ${change(telegram, telegramCrm)} к Telegram`);
  }

  console.log(
    [
      "",
      `Crash runs: ${CRASH_SECONDS} s each on a fresh database, the server killed with SIGKILL half-way and restarted on the same port`,
      "every id answered 2xx must be stored; rows may exceed 2xx (leads committed whose answer the kill cut off);",
      "req/s includes the outage; latency is not measured here",
      "",
      header(),
    ].join("\n"),
  );
  for (const engine of ENGINES) {
    const outcome = await crashRun(engine, await newDatabase(engine, "bench_crash", path.join(tmp, engine), cluster));
    console.log(outcome.line);
    for (const note of outcome.notes) console.log(`    ${note}`);
    failed ||= !outcome.ok;
  }

  console.log(`\n${failed ? "FAILED" : "All checks passed"} in ${fmt((Date.now() - began) / 1000)} s`);
  if (failed) process.exitCode = 1;
  if (wantsDocs()) {
    const table = [
      `| каналы | ${ENGINES.map((engine) => ENGINE_LABEL[engine]).join(" | ")} |`,
      `|---|${ENGINES.map(() => "---|").join("")}`,
      ...[...docs].map(([kind, byEngine]) => `| ${kind} | ${ENGINES.map((engine) => byEngine[engine] ?? "—").join(" | ")} |`),
    ];
    const how = `Заявок в секунду, медиана ${CRM ? `${PAIRS} прогонов` : "прогона"} (разброс), ${CONNECTIONS} соединений по ${SECONDS} с`;
    const verdict = `${failed ? "**Проверки не пройдены**" : "Все проверки пройдены"} за ${fmt((Date.now() - began) / 1000)} с.`;
    writeFigures("leads", figuresBlock("leads", `${how}:\n\n${table.join("\n")}\n\n${verdict}`));
  }
}

main()
  .catch((error: unknown) => {
    console.error(`bench:leads: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
