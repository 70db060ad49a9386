/**
 * Real git repositories for the publishing tests: a bare "origin", the site's content checkout cloned
 * from it, and an editor's clone that pushes. Commits carry a fixed identity, so the tests do not
 * depend on this machine's git config.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "Тест",
  GIT_AUTHOR_EMAIL: "test@example.invalid",
  GIT_COMMITTER_NAME: "Тест",
  GIT_COMMITTER_EMAIL: "test@example.invalid",
};

/** Who commits: the identity goes into the environment, where it beats any `-c user.name`. */
export interface GitAuthor {
  name: string;
  email: string;
}

export function git(cwd: string, ...args: string[]): string {
  return gitAs({ name: GIT_IDENTITY.GIT_AUTHOR_NAME, email: GIT_IDENTITY.GIT_AUTHOR_EMAIL }, cwd, ...args);
}

/** git in `cwd` as `author` (author and committer), on branch main by default, unsigned. */
export function gitAs(author: GitAuthor, cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    },
  }).trim();
}

export function commitFile(repo: string, file: string, text: string, message: string): string {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
  git(repo, "add", file);
  git(repo, "commit", "-q", "-m", message);
  return git(repo, "rev-parse", "HEAD");
}

/** The code under test runs git itself (a merge writes the reflog): the identity goes into the environment for the file's tests. */
export function useGitIdentity(): void {
  const previous: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [key, value] of Object.entries(GIT_IDENTITY)) {
      previous[key] = process.env[key];
      process.env[key] = value;
    }
  });
  afterAll(() => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
}

export interface ContentRepos {
  root: string;
  origin: string;
  /** The checkout the server publishes from, on branch main. */
  content: string;
  editor: string;
}

/** Origin with one commit of `file`, the content checkout and the editor's clone, in a new temporary folder. */
export function makeContentRepos(file: string, text: string, root = fs.mkdtempSync(path.join(os.tmpdir(), "content-repos-"))): ContentRepos {
  const origin = path.join(root, "origin.git");
  const content = path.join(root, "content");
  const editor = path.join(root, "editor");
  git(root, "init", "-q", "--bare", origin);
  git(root, "clone", "-q", origin, editor);
  commitFile(editor, file, text, "first");
  git(editor, "push", "-q", "origin", "HEAD:main");
  git(root, "clone", "-q", "--branch", "main", origin, content);
  return { root, origin, content, editor };
}
