/**
 * A real git repository holding a copy of the site's content folder (committed), for the CMS tests;
 * made once per test file and copied per test, so each test starts from the same commit.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { git } from "./git-repos";

export const PROJECT_CONTENT = path.join(__dirname, "..", "..", "content");

/** A repository at `<root>/repo` with content/ committed on branch main (and a README beside it). */
export function makeTemplateRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-template-"));
  const repo = path.join(root, "repo");
  fs.mkdirSync(repo);
  git(repo, "init", "-q");
  fs.cpSync(PROJECT_CONTENT, path.join(repo, "content"), { recursive: true });
  fs.writeFileSync(path.join(repo, "README.md"), "проект\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "content");
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
