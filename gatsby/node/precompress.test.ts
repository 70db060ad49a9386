import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "./precompress";

let root: string;
let dir: string;
let digests: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  dir = path.join(root, "public");
  digests = path.join(root, ".cache", "precompress.json");
  fs.mkdirSync(dir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (rel: string, data: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), data);
};

test("every text file gets brotli and gzip copies that decompress to it; small and binary files do not", async () => {
  const html = "<p>Компьютерное зрение для бизнеса</p>".repeat(200);
  write("about/index.html", html);
  write("app-123.js", "console.log('app');".repeat(300));
  write("tiny.json", "{}");
  write("static/cover.jpg", Buffer.alloc(5000, 7));
  const result = await precompress(dir, digests);
  expect(result.files).toBe(2);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "about/index.html.br"))).toString()).toBe(html);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "about/index.html.gz"))).toString()).toBe(html);
  expect(fs.existsSync(path.join(dir, "app-123.js.br"))).toBe(true);
  expect(fs.existsSync(path.join(dir, "tiny.json.br"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "static/cover.jpg.br"))).toBe(false);
  expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
});

test("a rebuild rewrites copies of changed files and removes copies of deleted ones", async () => {
  write("a/index.html", "<p>старый текст</p>".repeat(200));
  write("b/index.html", "<p>удалённая страница</p>".repeat(200));
  await precompress(dir, digests);
  write("a/index.html", "<p>новый текст</p>".repeat(200));
  fs.rmSync(path.join(dir, "b/index.html"));
  await precompress(dir, digests);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "a/index.html.br"))).toString()).toContain("новый текст");
  expect(fs.existsSync(path.join(dir, "b/index.html.br"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "b/index.html.gz"))).toBe(false);
});

test("a rebuild keeps the copies of files whose content did not change, even rewritten, without compressing them again", async () => {
  write("kept/index.html", "<p>страница без изменений</p>".repeat(200));
  write("changed/index.html", "<p>было</p>".repeat(200));
  await precompress(dir, digests);
  const keptCopy = path.join(dir, "kept/index.html.br");
  const before = fs.statSync(keptCopy).mtimeMs;
  // Gatsby writes every page again on a rebuild; only one of them says something new.
  write("kept/index.html", "<p>страница без изменений</p>".repeat(200));
  write("changed/index.html", "<p>стало</p>".repeat(200));
  const result = await precompress(dir, digests);
  expect(result).toMatchObject({ files: 1, reused: 1 });
  expect(fs.statSync(keptCopy).mtimeMs).toBe(before);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "changed/index.html.gz"))).toString()).toContain("стало");
});

test("copies that went missing, or a clean build without the digests, are made again", async () => {
  write("page/index.html", "<p>страница</p>".repeat(200));
  await precompress(dir, digests);
  fs.rmSync(path.join(dir, "page/index.html.br"));
  await expect(precompress(dir, digests)).resolves.toMatchObject({ files: 1, reused: 0 });
  expect(fs.existsSync(path.join(dir, "page/index.html.br"))).toBe(true);
  fs.rmSync(path.dirname(digests), { recursive: true });
  await expect(precompress(dir, digests)).resolves.toMatchObject({ files: 1, reused: 0 });
});

test("a file not written since the last build is not even read; one rewritten with other bytes of the same size is compressed again", async () => {
  write("quiet/index.html", "<p>тихая страница</p>".repeat(200));
  write("same-size/index.html", "<p>вариант А</p>".repeat(200));
  await precompress(dir, digests);
  write("same-size/index.html", "<p>вариант Б</p>".repeat(200));
  const read = jest.spyOn(fs.promises, "readFile");
  try {
    const result = await precompress(dir, digests);
    expect(result).toMatchObject({ files: 1, reused: 1 });
    expect(read.mock.calls.map(([file]) => path.relative(dir, String(file)))).toEqual(["same-size/index.html"]);
  } finally {
    read.mockRestore();
  }
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "same-size/index.html.br"))).toString()).toContain("вариант Б");
});
