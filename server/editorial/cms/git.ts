/**
 * The git CLI for the CMS, without a shell: plumbing only (objects, trees on a temporary index,
 * compare-and-swap ref updates), so nothing else staged or changed in the checkout is ever swept in.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** git exited non-zero (or could not start): its exit code and what it said. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(" ")} failed (${code ?? "no exit code"}): ${stderr.split("\n").slice(-3).join(" ").trim()}`);
  }
}

export interface Identity {
  name: string;
  email: string;
}

interface RunOptions {
  input?: Buffer | string;
  env?: Record<string, string>;
  /** Exit codes that are answers rather than failures (e.g. 1 of `rev-parse --verify -q`). */
  okCodes?: number[];
  timeoutMs?: number;
}

const TIMEOUT_MS = 60_000;
export const ZERO_OID = "0000000000000000000000000000000000000000";

export interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  path: string;
}

export interface Change {
  /** Path from the repository's top level. */
  path: string;
  /** New content; null deletes the file. */
  content: Buffer | null;
}

export class Git {
  constructor(readonly top: string) {}

  /** The repository holding `dir`: its top level and `dir`'s prefix in it ("content/", or "" for a repository of its own). */
  static async open(dir: string): Promise<{ git: Git; prefix: string }> {
    const probe = new Git(dir);
    const [top, prefix] = (await probe.text(["rev-parse", "--show-toplevel", "--show-prefix"])).split("\n");
    return { git: new Git(top), prefix: prefix ?? "" };
  }

  async run(args: readonly string[], { input, env, okCodes = [], timeoutMs = TIMEOUT_MS }: RunOptions = {}): Promise<{ code: number; stdout: Buffer }> {
    return new Promise((resolve, reject) => {
      const child = spawn("git", ["-C", this.top, ...args], {
        // English messages and no prompt that would hang a request.
        env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0", ...env },
        stdio: ["pipe", "pipe", "pipe"],
        timeout: timeoutMs,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", (error) => reject(new GitError(args, null, error.message)));
      child.on("close", (code) => {
        if (code === 0 || (code !== null && okCodes.includes(code))) resolve({ code, stdout: Buffer.concat(out) });
        else reject(new GitError(args, code, Buffer.concat(err).toString("utf8")));
      });
      child.stdin.on("error", () => undefined);
      child.stdin.end(input ?? "");
    });
  }

  async text(args: readonly string[], options?: RunOptions): Promise<string> {
    return (await this.run(args, options)).stdout.toString("utf8").replace(/\n$/, "");
  }

  /** The commit a ref points at, or null when there is no such ref. */
  async resolve(ref: string): Promise<string | null> {
    const { code, stdout } = await this.run(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { okCodes: [1] });
    return code === 0 ? stdout.toString().trim() : null;
  }

  /** The branch checked out (null when HEAD is detached). */
  async currentBranch(): Promise<string | null> {
    const { code, stdout } = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], { okCodes: [1] });
    return code === 0 ? stdout.toString().trim() : null;
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    const { code, stdout } = await this.run(["merge-base", a, b], { okCodes: [1] });
    return code === 0 ? stdout.toString().trim() : null;
  }

  /** Files (recursively) of `treeish` under `dir` (a folder path from the top, no trailing slash; "" for all). */
  async listFiles(treeish: string, dir: string): Promise<TreeEntry[]> {
    const args = ["ls-tree", "-r", "-z", "--full-tree", treeish];
    if (dir) args.push("--", `${dir}/`);
    return parseLsTree((await this.run(args)).stdout);
  }

  /** One path of `treeish`, or null. */
  async entry(treeish: string, file: string): Promise<TreeEntry | null> {
    const found = parseLsTree((await this.run(["ls-tree", "-z", "--full-tree", treeish, "--", file])).stdout);
    return found.find((e) => e.path === file) ?? null;
  }

  /** Contents of blobs, by id, in one `cat-file --batch`. */
  async readBlobs(oids: readonly string[]): Promise<Map<string, Buffer>> {
    const result = new Map<string, Buffer>();
    const unique = [...new Set(oids)];
    if (unique.length === 0) return result;
    const { stdout } = await this.run(["cat-file", "--batch"], { input: `${unique.join("\n")}\n`, timeoutMs: 120_000 });
    let at = 0;
    while (at < stdout.length) {
      const eol = stdout.indexOf(10, at);
      const header = stdout.subarray(at, eol).toString();
      const [oid, type, size] = header.split(" ");
      if (type === "missing" || size === undefined) {
        at = eol + 1;
        continue;
      }
      const length = Number(size);
      result.set(oid, stdout.subarray(eol + 1, eol + 1 + length));
      at = eol + 1 + length + 1;
    }
    return result;
  }

  async readFile(treeish: string, file: string): Promise<{ oid: string; content: Buffer } | null> {
    const found = await this.entry(treeish, file);
    if (!found || found.type !== "blob" || found.mode === "120000") return null;
    const blobs = await this.readBlobs([found.oid]);
    const content = blobs.get(found.oid);
    return content ? { oid: found.oid, content } : null;
  }

  async writeBlob(content: Buffer): Promise<string> {
    return this.text(["hash-object", "-w", "--stdin"], { input: content });
  }

  /** The id a content would have as a blob, without writing it. */
  async blobId(content: Buffer): Promise<string> {
    return this.text(["hash-object", "--stdin"], { input: content });
  }

  /**
   * A commit whose tree is `parent`'s with `changes` applied, built on a temporary index; the
   * checkout's own index is not read or written. Returns null when the tree would not change.
   */
  async commitChanges(parent: string, changes: readonly Change[], who: Identity, message: string): Promise<{ commit: string; blobs: Map<string, string> } | null> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-index-"));
    const env = { GIT_INDEX_FILE: path.join(dir, "index") };
    try {
      await this.run(["read-tree", parent], { env });
      const blobs = new Map<string, string>();
      const lines: string[] = [];
      for (const change of changes) {
        if (change.content === null) {
          lines.push(`0 ${ZERO_OID}\t${change.path}`);
        } else {
          const oid = await this.writeBlob(change.content);
          blobs.set(change.path, oid);
          lines.push(`100644 ${oid}\t${change.path}`);
        }
      }
      // --index-info takes NUL-free lines; mode 0 removes the path.
      await this.run(["update-index", "-z", "--index-info"], { env, input: lines.map((l) => `${l}\0`).join("") });
      const tree = await this.text(["write-tree"], { env });
      const parentTree = await this.text(["rev-parse", `${parent}^{tree}`]);
      if (tree === parentTree) return null;
      const commit = await this.text(["commit-tree", "--no-gpg-sign", tree, "-p", parent, "-F", "-"], {
        input: message,
        env: {
          GIT_AUTHOR_NAME: who.name,
          GIT_AUTHOR_EMAIL: who.email,
          GIT_COMMITTER_NAME: who.name,
          GIT_COMMITTER_EMAIL: who.email,
        },
      });
      return { commit, blobs };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Moves `ref` from `expected` (null: must not exist) to `next`; false when it was not at `expected`. */
  async compareAndSwap(ref: string, next: string, expected: string | null, reason: string): Promise<boolean> {
    const { code } = await this.run(["update-ref", "-m", reason, ref, next, expected ?? ZERO_OID], { okCodes: [1, 128] });
    return code === 0;
  }

  /** Deletes `ref` if it is still at `expected`. */
  async deleteRef(ref: string, expected: string): Promise<boolean> {
    const { code } = await this.run(["update-ref", "-d", ref, expected], { okCodes: [1, 128] });
    return code === 0;
  }

  /** Local branches under a prefix ("cms/"). */
  async branches(prefix: string): Promise<string[]> {
    const out = await this.text(["for-each-ref", "--format=%(refname)", `refs/heads/${prefix}`]);
    return out ? out.split("\n").map((r) => r.slice("refs/heads/".length)) : [];
  }

  /** Changed paths from `from` to `to` (trees or commits), without rename detection. */
  async diff(from: string, to: string): Promise<{ status: "A" | "M" | "D"; path: string }[]> {
    const out = (await this.run(["diff-tree", "-r", "-z", "--no-renames", "--name-status", from, to])).stdout.toString("utf8");
    const parts = out.split("\0").filter((p) => p !== "");
    const result: { status: "A" | "M" | "D"; path: string }[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const status = parts[i][0] === "A" ? "A" : parts[i][0] === "D" ? "D" : "M";
      result.push({ status, path: parts[i + 1] });
    }
    return result;
  }

  async configGet(key: string): Promise<string | null> {
    const { code, stdout } = await this.run(["config", "--local", "--get", key], { okCodes: [1] });
    return code === 0 ? stdout.toString().trim() : null;
  }

  async configSet(key: string, value: string): Promise<void> {
    await this.run(["config", "--local", key, value]);
  }

  async configUnset(key: string): Promise<void> {
    await this.run(["config", "--local", "--unset-all", key], { okCodes: [5] });
  }

  /** The committer date of a commit, ISO-8601. */
  async commitDate(commit: string): Promise<string> {
    return this.text(["show", "-s", "--format=%cI", commit]);
  }

  /** Writes the files of `treeish` under `sub` (a folder path from the top) into `dest`, through a temporary index. */
  /**
   * Writes `sub` of `treeish` into `dest`. Files matching `emptyFor` are written empty: the content check
   * only asks whether a picture exists, and copying every picture for every save cost most of its time.
   */
  async exportFolder(treeish: string, sub: string, dest: string, emptyFor?: RegExp): Promise<void> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-export-"));
    const env = { GIT_INDEX_FILE: path.join(dir, "index") };
    try {
      fs.mkdirSync(dest, { recursive: true });
      const tree = sub ? `${treeish}:${sub}` : `${treeish}^{tree}`;
      if ((await this.run(["rev-parse", "--verify", "--quiet", tree], { okCodes: [1] })).code !== 0) return;
      await this.run(["read-tree", tree], { env });
      const files = (await this.run(["ls-files", "-z"], { env })).stdout.toString("utf8").split("\0").filter(Boolean);
      const placeholders = emptyFor ? files.filter((f) => emptyFor.test(f)) : [];
      const skipped = new Set(placeholders);
      const real = files.filter((f) => !skipped.has(f));
      const prefix = `--prefix=${dest.replace(/\/?$/, "/")}`;
      if (real.length > 0) await this.run(["checkout-index", "-f", "-z", "--stdin", prefix], { env, input: `${real.join("\0")}\0` });
      for (const file of placeholders) {
        const target = path.join(dest, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, "");
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The checkout's index: point `file` at `oid` (null: remove it from the index). */
  async stageInCheckout(file: string, oid: string | null): Promise<void> {
    if (oid === null) await this.run(["update-index", "--force-remove", "--", file]);
    else await this.run(["update-index", "--add", "--cacheinfo", `100644,${oid},${file}`]);
  }
}

function parseLsTree(out: Buffer): TreeEntry[] {
  return out
    .toString("utf8")
    .split("\0")
    .filter((l) => l !== "")
    .map((line) => {
      const tab = line.indexOf("\t");
      const [mode, type, oid] = line.slice(0, tab).split(" ");
      return { mode, type, oid, path: line.slice(tab + 1) };
    });
}
