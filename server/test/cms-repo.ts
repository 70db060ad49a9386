/**
 * A real git repository holding a copy of the site's content folder (committed), for the CMS tests;
 * made once per test file and copied per test, so each test starts from the same commit.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GIT_IDENTITY, git, gitAs, type GitAuthor } from "./git-repos";

export const PROJECT_CONTENT = path.join(__dirname, "..", "..", "content");

/**
 * Makes `repo` (created if missing) a git repository whose branch main holds a copy of the project's
 * content/ and whatever is already in the folder, in one commit by `author` (the operator who set it
 * up, in the e2e tests). Returns the content folder.
 */
export function commitContentCopy(repo: string, author: GitAuthor = { name: "Оператор", email: "ops@videumlab.ru" }): string {
  const contentDir = path.join(repo, "content");
  fs.cpSync(PROJECT_CONTENT, contentDir, { recursive: true });
  gitAs(author, repo, "init", "-q");
  gitAs(author, repo, "add", "-A");
  gitAs(author, repo, "commit", "-q", "-m", "Содержимое сайта");
  return contentDir;
}

/** A repository at `<root>/repo` with content/ and a README committed on branch main. */
export function makeTemplateRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-template-"));
  const repo = path.join(root, "repo");
  fs.mkdirSync(repo);
  fs.writeFileSync(path.join(repo, "README.md"), "проект\n");
  commitContentCopy(repo, { name: GIT_IDENTITY.GIT_AUTHOR_NAME, email: GIT_IDENTITY.GIT_AUTHOR_EMAIL });
  return repo;
}

/**
 * A fresh copy of the template repository: a local clone (objects hard-linked, which git never
 * rewrites) without the remote it would point back to. Copying the folder instead takes about a second
 * on this disk, and every CMS test starts with one.
 */
export function copyRepo(template: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  const repo = path.join(root, "repo");
  execFileSync("git", ["clone", "-q", "--local", template, repo]);
  git(repo, "remote", "remove", "origin");
  return repo;
}

export function removeRepo(repo: string): void {
  execFileSync("rm", ["-rf", path.dirname(repo)]);
}
