/**
 * The line of a content problem, so an editor (or their text editor: "file:line") goes straight to it.
 * JSON through jsonc-parser's syntax tree; Markdown articles by the key in their front matter.
 */
import { findNodeAtLocation, parseTree, type ParseError } from "jsonc-parser";

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * A JSON file's line for a dotted field path ("sections.2.title"): where the field's key stands, or,
 * for a field that is missing, where the nearest object around it begins; where the syntax breaks, for
 * a file that is not JSON.
 */
export function jsonLine(text: string, field: string): number | undefined {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) return lineAt(text, errors[0].offset);
  if (!tree) return undefined;
  const segments = field === "" ? [] : field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n));
    if (node) return lineAt(text, node.parent?.type === "property" ? node.parent.offset : node.offset);
  }
  return undefined;
}

/** A Markdown file's line for a front matter field: its key's line, or the front matter's first line when it is missing. */
export function frontMatterLine(text: string, field: string): number | undefined {
  const lines = text.split("\n");
  if (lines[0]?.trim() !== "---") return undefined;
  const key = field.split(".")[0];
  if (!key) return 1;
  for (let i = 1; i < lines.length && lines[i].trim() !== "---"; i++) {
    if (lines[i].startsWith(`${key}:`) || lines[i].startsWith(`${key} :`)) return i + 1;
  }
  return 1;
}
