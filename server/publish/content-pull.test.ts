import fs from "node:fs";
import path from "node:path";
import { commitFile, git, makeContentRepos, useGitIdentity } from "../test/git-repos";
import { ContentPullError, currentBranch, fastForward } from "./content-pull";

useGitIdentity();

let root: string;
let origin: string;
let content: string;
let editor: string;

beforeEach(() => {
  ({ root, origin, content, editor } = makeContentRepos("index.md", "# Главная\n"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("currentBranch", () => {
  it("names the branch checked out", async () => {
    await expect(currentBranch(content)).resolves.toBe("main");
  });

  it("refuses a detached HEAD and a folder that is no repository", async () => {
    git(content, "checkout", "-q", "--detach");
    await expect(currentBranch(content)).rejects.toThrow(/не на ветке/);
    const plain = fs.mkdtempSync(path.join(root, "plain-"));
    await expect(currentBranch(plain)).rejects.toBeInstanceOf(ContentPullError);
  });
});

describe("fastForward", () => {
  it("brings the checkout up to what was pushed", async () => {
    const before = git(content, "rev-parse", "HEAD");
    commitFile(editor, "index.md", "# Главная\n\nНовый абзац.\n", "second");
    const pushed = commitFile(editor, "about.md", "# О нас\n", "third");
    git(editor, "push", "-q", "origin", "HEAD:main");

    await expect(fastForward(content)).resolves.toEqual({ before, after: pushed, changed: true });
    expect(git(content, "rev-parse", "HEAD")).toBe(pushed);
    expect(fs.readFileSync(path.join(content, "about.md"), "utf8")).toBe("# О нас\n");
    expect(git(content, "status", "--porcelain")).toBe("");
  });

  it("reports no change when nothing new was pushed", async () => {
    const head = git(content, "rev-parse", "HEAD");
    await expect(fastForward(content)).resolves.toEqual({ before: head, after: head, changed: false });
  });

  it("refuses a checkout that diverged and leaves it as it was", async () => {
    commitFile(editor, "index.md", "# Главная (редактор)\n", "editor's change");
    git(editor, "push", "-q", "origin", "HEAD:main");
    const local = commitFile(content, "index.md", "# Главная (на сервере)\n", "server's change");

    const refusal = fastForward(content);
    await expect(refusal).rejects.toBeInstanceOf(ContentPullError);
    await expect(refusal).rejects.toThrow("Ветка контента разошлась с origin/main: быстрая перемотка невозможна, нужна ручная правка");
    expect(git(content, "rev-parse", "HEAD")).toBe(local);
    expect(fs.readFileSync(path.join(content, "index.md"), "utf8")).toBe("# Главная (на сервере)\n");
    expect(git(content, "status", "--porcelain")).toBe("");
  });

  it("leaves a checkout that is only ahead of the remote where it is", async () => {
    const local = commitFile(content, "draft.md", "# Черновик\n", "local only");
    await expect(fastForward(content)).resolves.toEqual({ before: local, after: local, changed: false });
  });

  it("refuses when uncommitted changes are in the way and keeps them", async () => {
    const before = git(content, "rev-parse", "HEAD");
    commitFile(editor, "index.md", "# Главная (редактор)\n", "editor's change");
    git(editor, "push", "-q", "origin", "HEAD:main");
    fs.writeFileSync(path.join(content, "index.md"), "# Правка прямо на сервере\n");

    await expect(fastForward(content)).rejects.toThrow(/незакоммиченные изменения/);
    expect(git(content, "rev-parse", "HEAD")).toBe(before);
    expect(fs.readFileSync(path.join(content, "index.md"), "utf8")).toBe("# Правка прямо на сервере\n");
  });

  it("fails clearly when the remote cannot be reached", async () => {
    git(content, "remote", "set-url", "origin", path.join(root, "missing.git"));
    await expect(fastForward(content)).rejects.toThrow(/Не удалось получить изменения контента из origin/);
  });

  it("uses the remote it is given", async () => {
    git(content, "remote", "rename", "origin", "upstream");
    const pushed = commitFile(editor, "news.md", "# Новости\n", "news");
    git(editor, "push", "-q", "origin", "HEAD:main");
    await expect(fastForward(content, { remote: "upstream" })).resolves.toMatchObject({ after: pushed, changed: true });
  });
});
