/**
 * The front door and the docs stay connected (issue #52): every relative link in README.md and docs/**
 * leads to a file that exists, and a link to a section (#anchor) to a heading that exists, by the anchors
 * GitHub makes (lower case, punctuation dropped, spaces to hyphens, a repeated heading numbered). Links
 * shown as code are not links.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");

/** The anchors of a Markdown file's headings, as GitHub makes them. */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of text.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const base = match[1].toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, "").replace(/ /g, "-");
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    anchors.add(count === undefined ? base : `${base}-${count + 1}`);
  }
  return anchors;
}

/** Relative links of `file` that lead nowhere, as `link → why`. */
function brokenLinks(file: string): string[] {
  const text = withoutCode(fs.readFileSync(path.join(ROOT, file), "utf8"));
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:)/.test(target)) continue;
    const [file_, anchor] = target.split("#");
    const resolved = file_ ? path.join(path.dirname(file), file_) : file;
    if (!fs.existsSync(path.join(ROOT, resolved))) {
      broken.push(`${target} → нет файла ${resolved}`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(fs.readFileSync(path.join(ROOT, resolved), "utf8")).has(decodeURIComponent(anchor))) {
      broken.push(`${target} → нет раздела #${decodeURIComponent(anchor)} в ${resolved}`);
    }
  }
  return broken;
}

const FILES = ["README.md", ...markdownFiles("docs")];

test.each(FILES)("every relative link in %s leads to a file and a section that exist", (file) => {
  expect(brokenLinks(file)).toEqual([]);
});

test("the README is a front door: at most 300 lines and 40 KB, and it links to each reader's docs", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(40 * 1024);
  for (const door of ["docs/operations/README.md", "docs/editors/guide.md", "docs/engineering/README.md"]) expect(readme).toContain(`](${door}`);
});

test("anchors as GitHub makes them: punctuation dropped, spaces to hyphens, a repeated heading numbered", () => {
  expect([...anchorsOf("# Публикация контента: выпуски, вебхук\n## `bench:publish`: скорость\n## Итог\n## Итог\n")]).toEqual([
    "публикация-контента-выпуски-вебхук",
    "benchpublish-скорость",
    "итог",
    "итог-1",
  ]);
});
