import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./harness";
import sentinels from "./secret-sentinels.json";

/**
 * `npm test` builds the site with these stand-in secrets in the environment (scripts/test.sh), as a
 * production build has the real ones: none of them, nor their variable names, may reach a file the
 * browser can download.
 */
function publicFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(abs);
    return /\.(js|map|html|json|txt|xml|webmanifest)$/.test(entry.name) ? [abs] : [];
  });
}

test("no server secret, nor the name of one, is in the built site", () => {
  const files = publicFiles(path.join(ROOT, "public"));
  expect(files.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const [name, value] of Object.entries(sentinels)) {
      if (text.includes(value)) found.push(`${name} value in ${path.relative(ROOT, file)}`);
      if (text.includes(name)) found.push(`${name} named in ${path.relative(ROOT, file)}`);
    }
  }
  expect(found).toEqual([]);
});
