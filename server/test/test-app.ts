import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { makeFixtureSite } from "./fixture-site";

/** Tests serve their fixture, never a release the developer published into data/releases. */
export const NO_RELEASES = path.join(os.tmpdir(), "videum-no-releases");

/**
 * A fresh app per test on a small built fixture and an in-memory lead store, as fastify.inject()
 * tests want it; `env` is read like the server's environment. Read `t.app` and `t.root` inside tests.
 */
export function setupTestApp(env: NodeJS.ProcessEnv = {}): { app: FastifyInstance; root: string } {
  const t = {} as { app: FastifyInstance; root: string };
  beforeAll(() => {
    t.root = makeFixtureSite();
  });
  afterAll(() => fs.rmSync(t.root, { recursive: true, force: true }));
  beforeEach(async () => {
    t.app = await buildApp({ config: loadConfig({ PUBLIC_DIR: t.root, LEADS_DB: ":memory:", RELEASES_DIR: NO_RELEASES, ...env }) });
  });
  afterEach(() => t.app.close());
  return t;
}
