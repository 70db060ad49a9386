import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { DEMO_WORKER_CSP, demoFiles } from "./demo-files";

async function serve(demoDir: string) {
  const app = Fastify();
  await app.register(demoFiles, { demoDir });
  return app;
}

test("without a demo build the manifest answers 404 with the reason, and nothing else is served", async () => {
  const app = await serve(path.join(os.tmpdir(), "no-such-demo-build"));
  const manifest = await app.inject("/demo/manifest.json");
  expect(manifest.statusCode).toBe(404);
  expect(manifest.json()).toMatchObject({ message: "Демо распознавания не собрано" });
  expect((await app.inject("/demo/0123456789abcdef/detector.js")).statusCode).toBe(404);
  await app.close();
});

test("a build's folder: immutable files, the manifest revalidated, the worker alone allowed to compile WebAssembly", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-build-"));
  fs.mkdirSync(path.join(dir, "0123456789abcdef/models"), { recursive: true });
  fs.writeFileSync(path.join(dir, "0123456789abcdef/detector.js"), "self.onmessage = () => {};");
  fs.writeFileSync(path.join(dir, "0123456789abcdef/models/blazeface.bin"), Buffer.alloc(64));
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ base: "/demo/0123456789abcdef/", worker: "detector.js" }));
  const app = await serve(dir);
  try {
    const manifest = await app.inject("/demo/manifest.json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toEqual({ base: "/demo/0123456789abcdef/", worker: "detector.js" });
    const worker = await app.inject("/demo/0123456789abcdef/detector.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(worker.headers["content-security-policy"]).toBe(DEMO_WORKER_CSP);
    const weights = await app.inject("/demo/0123456789abcdef/models/blazeface.bin");
    expect(weights.statusCode).toBe(200);
    expect(weights.headers["content-security-policy"]).toBeUndefined();
    // No way out of the folder.
    expect((await app.inject("/demo/0123456789abcdef/%2e%2e/%2e%2e/package.json")).statusCode).toBe(404);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
