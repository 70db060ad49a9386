import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import { makeFixtureSite } from "./fixture-site";

/**
 * A fresh app per test on a small built fixture and an in-memory lead store, as fastify.inject()
 * tests want it. Read `t.app` and `t.root` inside tests.
 */
export function setupTestApp(config: Partial<AppOptions["config"]> = {}): { app: FastifyInstance; root: string } {
  const t = {} as { app: FastifyInstance; root: string };
  beforeAll(() => {
    t.root = makeFixtureSite();
  });
  afterAll(() => fs.rmSync(t.root, { recursive: true, force: true }));
  beforeEach(async () => {
    t.app = await buildApp({
      config: { PUBLIC_DIR: t.root, GATSBY_FORM_ENDPOINT: "/api/form", GATSBY_CONTENT_API_URL: "/", LEADS_DB: ":memory:", ...config },
    });
  });
  afterEach(() => t.app.close());
  return t;
}
