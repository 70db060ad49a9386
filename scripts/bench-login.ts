/**
 * `npm run bench:login`: does a wrong password take as long for an unknown e-mail as for a known one
 * (issue #35)? The production app (server/app.ts, on a small fixture site and a fresh SQLite file)
 * listens on 127.0.0.1; BENCH_ATTEMPTS (30) wrong passwords for a known editor and as many for an
 * unknown e-mail are sent over HTTP, alternating, one at a time, each from a fresh address
 * (X-Forwarded-For; the server trusts its proxy) so that no throttling interferes. Prints the median
 * and p90 of each and their ratios, and for comparison the answer to an address that is throttled,
 * which no password check delays. Exits 1 when the two kinds of answer differ in status or body.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { hashPassword } from "../server/editorial/accounts/passwords";
import { makeFixtureSite } from "../server/test/fixture-site";
import { figuresBlock, ru, wantsDocs, writeFigures } from "./bench-figures";

const ATTEMPTS = Math.min(Math.max(Number(process.env.BENCH_ATTEMPTS ?? 30) || 30, 5), 500);
const KNOWN = "anna@videumlab.ru";
const UNKNOWN = "nobody@videumlab.ru";

interface Answer {
  ms: number;
  status: number;
  body: string;
}

const median = (values: number[]) => quantile(values, 0.5);
/** Nearest rank. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
const ms = (value: number) => `${value.toFixed(1).padStart(6)}\u00a0мс`;

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-login-"));
  const publicDir = makeFixtureSite();
  const app = await buildApp({
    config: loadConfig({ PUBLIC_DIR: publicDir, LEADS_DB: path.join(tmp, "leads.sqlite"), RELEASES_DIR: path.join(tmp, "releases") }),
  });
  try {
    await app.editors.addEditor({ email: KNOWN, name: "Анна Петрова", passwordHash: await hashPassword("верный-пароль-2026") }, new Date());
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });

    let fresh = 0;
    const attempt = async (email: string, address = `10.77.${(++fresh >> 8) & 255}.${fresh & 255}`): Promise<Answer> => {
      const started = performance.now();
      const res = await fetch(`${origin}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ email, password: "неверный-пароль-2026" }),
      });
      const body = await res.text();
      return { ms: performance.now() - started, status: res.status, body };
    };

    // Warm-up: the connection, the prepared statements, the unknown e-mails' stand-in hash.
    for (let i = 0; i < 3; i++) {
      await attempt(KNOWN);
      await attempt(UNKNOWN);
    }
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      // Alternating, and each pair in turned order, so a drift of the machine's load falls on both.
      if (i % 2 === 0) {
        known.push(await attempt(KNOWN));
        unknown.push(await attempt(UNKNOWN));
      } else {
        unknown.push(await attempt(UNKNOWN));
        known.push(await attempt(KNOWN));
      }
    }

    // An address past its free failures: answered 429 before any password check.
    const throttledAddress = "10.78.0.1";
    for (let i = 0; i < 3; i++) await attempt(KNOWN, throttledAddress);
    const throttled: Answer[] = [];
    for (let i = 0; i < ATTEMPTS; i++) throttled.push(await attempt(i % 2 ? KNOWN : UNKNOWN, throttledAddress));

    const answers = new Set([...known, ...unknown].map((a) => `${a.status} ${a.body}`));
    const line = (label: string, list: Answer[]) =>
      `  ${label.padEnd(40)} медиана ${ms(median(list.map((a) => a.ms)))}   p90 ${ms(quantile(list.map((a) => a.ms), 0.9))}`;
    const times = (list: Answer[]) => list.map((a) => a.ms);
    console.log(`Вход с неверным паролем: ${ATTEMPTS} попыток на каждую почту, каждая с нового адреса, HTTP на 127.0.0.1`);
    console.log(line(`известная почта (${KNOWN})`, known));
    console.log(line(`неизвестная почта (${UNKNOWN})`, unknown));
    console.log(
      `  отношение неизвестная/известная: медиана ${(median(times(unknown)) / median(times(known))).toFixed(2)}, p90 ${(
        quantile(times(unknown), 0.9) / quantile(times(known), 0.9)
      ).toFixed(2)}`,
    );
    console.log(line("адрес под ожиданием (429, без argon2)", throttled));
    console.log(`  ответы известной и неизвестной почте: ${answers.size === 1 ? `одинаковые (${[...answers][0]})` : "РАЗНЫЕ"}`);
    // The two medians differ by chance on a busy machine: say how busy it was.
    console.log(`  нагрузка машины: load average ${os.loadavg()[0].toFixed(1)} на ${os.cpus().length} ядрах`);
    if (answers.size !== 1 || !throttled.every((a) => a.status === 429)) process.exitCode = 1;
    if (wantsDocs()) {
      const figures = (list: Answer[]) => `медиана ${ru(median(times(list)), 1)} мс, p90 ${ru(quantile(times(list), 0.9), 1)} мс`;
      writeFigures(
        "login",
        figuresBlock("login", [
          [`известная почта, ${ATTEMPTS} неверных паролей`, figures(known)],
          [`неизвестная почта, ${ATTEMPTS} неверных паролей`, figures(unknown)],
          ["отношение неизвестная / известная", `медиана ${ru(median(times(unknown)) / median(times(known)), 2)}, p90 ${ru(quantile(times(unknown), 0.9) / quantile(times(known), 0.9), 2)}`],
          ["адрес под ожиданием (429, без argon2)", figures(throttled)],
          ["ответы известной и неизвестной почте", answers.size === 1 ? "одинаковые" : "РАЗНЫЕ"],
          ["нагрузка машины (load average)", ru(os.loadavg()[0], 1)],
        ]),
      );
    }
  } finally {
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
