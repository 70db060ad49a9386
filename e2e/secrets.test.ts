import fs from "node:fs";
import path from "node:path";
import { BROWSER_FILES, SERVER_SECRETS, findLeakedSecrets } from "../gatsby/node/post-build";
import { filesIn } from "../gatsby/node/files";
import { ROOT } from "./harness";
import sentinels from "./secret-sentinels.json";

/**
 * `npm test` builds the site with these stand-in secrets in the environment (scripts/test.sh), as a
 * production build has the real ones: none of them, nor their variable names, may reach a file the
 * browser can download.
 */
const publicDir = path.join(ROOT, "public");

test("stand-ins exist for every server secret", () => {
  expect(Object.keys(sentinels).sort()).toEqual([...SERVER_SECRETS].sort());
});

test("no server secret, nor the name of one, is in the built site", async () => {
  const files = await filesIn(publicDir, BROWSER_FILES);
  expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(10);
  const found = (await findLeakedSecrets(publicDir, sentinels)).map((l) => `${l.variable} value in public/${l.file}`);
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const name of SERVER_SECRETS) if (text.includes(name)) found.push(`${name} named in ${path.relative(ROOT, file)}`);
  }
  expect(found).toEqual([]);
});

test("the editors' app (build/admin), built with the same environment, carries no server secret either", async () => {
  const adminDir = path.join(ROOT, "build/admin");
  const files = (await filesIn(adminDir, [".js", ".css"])).filter((f) => !f.endsWith(".map"));
  expect(files.some((f) => /cms-[A-Z0-9]+\.js$/.test(f))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const [name, value] of Object.entries(sentinels)) if (text.includes(value)) found.push(`${name} value in ${path.relative(ROOT, file)}`);
  }
  expect(found).toEqual([]);
});

test("the visitor site carries nothing of the editors' app: no Decap code, no link to /admin's scripts", async () => {
  const found: string[] = [];
  for (const file of await filesIn(publicDir, BROWSER_FILES)) {
    const text = fs.readFileSync(file, "utf8");
    if (/decap-cms|DecapCms|\/admin\/assets\//.test(text)) found.push(path.relative(ROOT, file));
  }
  expect(found).toEqual([]);
});

test("nothing a visitor downloads depends on the folder the site was built in: not the folder's path, nor Gatsby's node ids (made from files' paths)", async () => {
  const found: string[] = [];
  const nodeId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
  for (const file of await filesIn(publicDir, BROWSER_FILES)) {
    const text = fs.readFileSync(file, "utf8");
    if (text.includes(ROOT)) found.push(`the project's folder in ${path.relative(ROOT, file)}`);
    if ((file.endsWith(".json") || file.endsWith(".html")) && nodeId.test(text)) found.push(`a node id (${nodeId.exec(text)?.[0]}) in ${path.relative(ROOT, file)}`);
  }
  expect(found).toEqual([]);
});
