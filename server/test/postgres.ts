import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres, trust authentication. */
  url: string;
  stop(): void;
}

/** Debian's PostgreSQL binaries (scripts/ensure-package.sh installs the package). */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) throw new Error("PostgreSQL is not installed: apt-get install postgresql (Debian; npm test installs it when run as root)");
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}

/**
 * A PostgreSQL cluster of its own in a temporary directory, listening on 127.0.0.1 only, for tests
 * and the benchmark. initdb refuses to run as root, so as root it runs as the `postgres` user.
 * `durable: false` turns fsync off: fine for tests, not for measuring.
 */
export async function startThrowawayPostgres({ durable = false } = {}): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [cmd, cmdArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(cmd, cmdArgs, { stdio: "pipe" });
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale"]);
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c max_connections=200"];
  if (!durable) options.push("-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off");
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options.join(" "), "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function onCluster(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database `name` on the cluster at `adminUrl`; `drop()` removes it. */
export async function createDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await onCluster(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onCluster(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh database on the test cluster (TEST_DATABASE_URL), for one test file; dropped by `drop()`. */
export function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set: the server test project starts PostgreSQL in jest/postgres-setup.ts");
  return createDatabase(admin, `leads_${process.pid}_${Math.random().toString(36).slice(2, 10)}`);
}
