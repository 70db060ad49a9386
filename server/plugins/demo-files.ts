import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import type { DemoManifest } from "../../rules/demo-manifest";

/**
 * The worker's own Content-Security-Policy (a dedicated worker is governed by the policy of its script's
 * response, not the page's). TF.js compiles its WebAssembly: 'wasm-unsafe-eval' lets it, for this
 * script alone; the pages keep theirs without it. It fetches only its models and .wasm, from here.
 */
export const DEMO_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; worker-src 'none'; base-uri 'none'";

/**
 * The recognition demo's files (scripts/build-demo.ts): build/demo/<hash>/ as immutable files under
 * /demo/<hash>/, and /demo/manifest.json, which names that folder, for the page to read each time it
 * starts the demo. Without a build the manifest answers 404 with the reason, and the page says the demo
 * is unavailable.
 */
export const demoFiles: FastifyPluginAsync<{ demoDir: string }> = async (app, { demoDir }) => {
  let manifest: DemoManifest | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(demoDir, "manifest.json"), "utf8")) as DemoManifest;
  } catch {
    app.log.warn(`демо распознавания не собрано: нет ${path.join(demoDir, "manifest.json")} (npm run build:demo)`);
  }

  app.get("/demo/manifest.json", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    if (!manifest) return reply.code(404).send({ error: "Not Found", message: "Демо распознавания не собрано", statusCode: 404 });
    return manifest;
  });

  if (!manifest) return;
  const worker = `${manifest.base}${manifest.worker}`;
  app.addHook("onSend", async (request, reply) => {
    if (request.url.split("?")[0] === worker) reply.header("content-security-policy", DEMO_WORKER_CSP);
  });
  await app.register(fastifyStatic, {
    root: path.join(demoDir, manifest.base.split("/").filter(Boolean).pop()!),
    prefix: manifest.base,
    decorateReply: false,
    preCompressed: true,
    index: false,
    // The folder is named by the hash of what is in it.
    immutable: true,
    maxAge: "365d",
  });
};
