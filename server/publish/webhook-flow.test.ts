/**
 * The whole push path with real parts: a git host's signed push to POST /api/publish fast-forwards a
 * real content checkout, and the server's publisher builds it (the fake build of server/test/) and
 * makes it live. A replayed delivery and a forged one build nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openReleaseStore } from "../releases/store";
import { commitFile, git, makeContentRepos, useGitIdentity, type ContentRepos } from "../test/git-repos";
import { makeFixtureSite } from "../test/fixture-site";
import { readJournal } from "./journal";

const SECRET = "b7e4c1d9a2f05e8c3b6a9d1f4e7c0a3b";
const FAKE = path.join(__dirname, "../test/fake-publish-command.ts");
const TSX = require.resolve("tsx/cli");

useGitIdentity();

let repos: ContentRepos;
let site: string;
let app: FastifyInstance;
let runs: string;

beforeEach(async () => {
  repos = makeContentRepos("title.txt", "Первый заголовок");
  site = makeFixtureSite();
  runs = path.join(repos.root, "runs.log");
  fs.writeFileSync(runs, "");
  // The project folder: content/ is the checkout, and `npm run publish` is the fake command.
  fs.writeFileSync(path.join(repos.root, "package.json"), JSON.stringify({ private: true, scripts: { publish: `"${process.execPath}" "${TSX}" "${FAKE}"` } }));
  Object.assign(process.env, {
    FAKE_CONTENT: path.join(repos.content, "title.txt"),
    FAKE_RUNS: runs,
    FAKE_BUILD_DIR: path.join(repos.root, "public"),
    FAKE_BUILD_MS: "0",
    RELEASES_DIR: path.join(repos.root, "releases"),
  });
  const config = loadConfig({ PUBLIC_DIR: site, LEADS_DB: ":memory:", RELEASES_DIR: path.join(repos.root, "releases"), PUBLISH_WEBHOOK_SECRET: SECRET });
  app = await buildApp({ config, root: repos.root });
});

afterEach(async () => {
  await app.close();
  fs.rmSync(repos.root, { recursive: true, force: true });
  fs.rmSync(site, { recursive: true, force: true });
});

function push(after: string, delivery: string, secret = SECRET) {
  const body = JSON.stringify({ ref: "refs/heads/main", before: "0".repeat(40), after, repository: { full_name: "videum/content" } });
  const signature = `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
  return app.inject({
    method: "POST",
    url: "/api/publish",
    headers: { "content-type": "application/json", "x-github-event": "push", "x-github-delivery": delivery, "x-hub-signature-256": signature },
    payload: body,
  });
}

const starts = () => fs.readFileSync(runs, "utf8").split("\n").filter((line) => line.startsWith("start: "));
const liveTitle = () => {
  const store = openReleaseStore(path.join(repos.root, "releases"));
  const current = store.current();
  return current && fs.readFileSync(path.join(store.pathOf(current.id), "index.html"), "utf8").replace(/<\/?title>/g, "");
};

test("a signed push is pulled into the content checkout and published; its replay builds nothing", async () => {
  const pushed = commitFile(repos.editor, "title.txt", "Заголовок из репозитория", "Новый заголовок");
  git(repos.editor, "push", "-q", "origin", "HEAD:main");

  const response = await push(pushed, "d1f0c2a4-0001");
  expect(response.statusCode).toBe(202);
  expect(response.json()).toMatchObject({ ok: true, message: "Публикация запущена", commit: pushed });
  expect(git(repos.content, "rev-parse", "HEAD")).toBe(pushed);
  await app.publisher.idle();
  expect(liveTitle()).toBe("Заголовок из репозитория");
  expect(readJournal(path.join(repos.root, "releases")).lastSuccess?.reason).toBe(`пуш из GitHub, коммит ${pushed.slice(0, 7)}`);

  const replay = await push(pushed, "d1f0c2a4-0001");
  expect(replay.statusCode).toBe(200);
  expect(replay.json()).toMatchObject({ duplicate: true });
  await app.publisher.idle();
  expect(starts()).toHaveLength(1);
}, 30_000);

test("a push signed with another secret is refused: nothing pulled, nothing built", async () => {
  const before = git(repos.content, "rev-parse", "HEAD");
  const pushed = commitFile(repos.editor, "title.txt", "Подделка", "Чужой коммит");
  git(repos.editor, "push", "-q", "origin", "HEAD:main");
  const response = await push(pushed, "d1f0c2a4-0002", "другой-секрет-другой-секрет-12345");
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe("Подпись запроса не совпадает");
  await app.publisher.idle();
  expect(git(repos.content, "rev-parse", "HEAD")).toBe(before);
  expect(starts()).toHaveLength(0);
  expect(liveTitle()).toBeNull();
});
