import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { memoryFiles, representationFor } from "./memory-files";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "memory-files-"));
  const write = (file: string, body: string | Buffer) => fs.writeFileSync(path.join(root, file), body);
  write("page.html", "<h1>Страница</h1>".repeat(100));
  write("page.html.br", "brotli copy");
  write("page.html.gz", "gzip copy");
  write("photo.webp", Buffer.alloc(4000, 1));
  write("big.pdf", Buffer.alloc(20_000, 2));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const KB = 1024;

test("a file is kept with its compressed copies and the content type the browser needs", async () => {
  const files = memoryFiles(root, { budgetBytes: 1024 * KB, maxFileBytes: 64 * KB });
  const page = await files.get("page.html");
  expect(page?.contentType).toBe("text/html; charset=utf-8");
  expect(page?.identity.body.toString()).toContain("<h1>Страница</h1>");
  expect(page?.encoded.br?.body.toString()).toBe("brotli copy");
  expect(page?.encoded.gzip?.body.toString()).toBe("gzip copy");
  expect((await files.get("photo.webp"))?.encoded).toEqual({});
  expect(files.usedBytes()).toBe(fs.statSync(path.join(root, "page.html")).size + 11 + 9 + 4000);
});

test("what is kept never exceeds the budget: past it, and for files over the size limit, the disk answers", async () => {
  const files = memoryFiles(root, { budgetBytes: 6 * KB, maxFileBytes: 16 * KB });
  expect(await files.get("big.pdf")).toBeNull();
  expect(await files.get("page.html")).not.toBeNull();
  // 4000 more bytes would pass the 6 KB budget.
  expect(await files.get("photo.webp")).toBeNull();
  expect(files.usedBytes()).toBeLessThanOrEqual(6 * KB);
});

test("a file is read once: later requests are answered from memory, even if the file changes (a deploy restarts the server)", async () => {
  const files = memoryFiles(root, { budgetBytes: 1024 * KB, maxFileBytes: 64 * KB });
  const [first, concurrent] = await Promise.all([files.get("page.html"), files.get("page.html")]);
  expect(concurrent).toBe(first);
  fs.writeFileSync(path.join(root, "page.html"), "changed");
  expect((await files.get("page.html"))?.identity.body.toString()).toContain("<h1>Страница</h1>");
});

test("a file that cannot be read is left to the disk, and tried again on the next request", async () => {
  const files = memoryFiles(root, { budgetBytes: 1024 * KB, maxFileBytes: 64 * KB });
  await expect(files.get("later.json")).resolves.toBeNull();
  fs.writeFileSync(path.join(root, "later.json"), "{}");
  expect((await files.get("later.json"))?.contentType).toBe("application/json; charset=utf-8");
});

test("the client's preferred encoding among the copies, q-values respected; the file itself otherwise", async () => {
  const page = (await memoryFiles(root, { budgetBytes: 1024 * KB, maxFileBytes: 64 * KB }).get("page.html"))!;
  expect(representationFor(page, "gzip, deflate, br").encoding).toBe("br");
  expect(representationFor(page, "br;q=0.5, gzip").encoding).toBe("gzip");
  expect(representationFor(page, "br;q=0, gzip;q=0")).toBe(page.identity);
  expect(representationFor(page, "*").encoding).toBe("gzip");
  expect(representationFor(page, "deflate")).toBe(page.identity);
  expect(representationFor(page, undefined)).toBe(page.identity);
});
