/**
 * POST /api/cms, Decap CMS's proxy backend, against real git repositories holding a copy of the
 * site's content folder: every action as the client calls it, and what lands in git and the checkout.
 */
import fs from "node:fs";
import path from "node:path";
import { git } from "../../test/git-repos";
import { Git } from "./git";
import { changed, cmsApp, EDITOR, log, SECOND_EDITOR, type CmsTestApp } from "../../test/cms-proxy-app";
import { copyRepo, makeTemplateRepo, removeRepo } from "../../test/cms-repo";

let template: string;
let repo: string;
let cms: CmsTestApp;

beforeAll(() => {
  template = makeTemplateRepo();
});
afterAll(() => removeRepo(template));
beforeEach(async () => {
  repo = copyRepo(template);
  cms = await cmsApp(repo);
});
afterEach(async () => {
  await cms.app.close();
  removeRepo(repo);
});

const read = (rel: string) => fs.readFileSync(path.join(repo, rel), "utf8");
const faces = () => JSON.parse(read("content/modules/faces.json")) as Record<string, unknown> & { seo: Record<string, unknown>; hero: Record<string, unknown> };
const raw = (data: unknown) => JSON.stringify(data);

describe("reads", () => {
  test("info", async () => {
    const res = await cms.call("info");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ repo: "repo", publish_modes: ["simple", "editorial_workflow"], type: "local_git" });
  });

  test("entriesByFolder lists a collection's files with their text", async () => {
    const res = await cms.call("entriesByFolder", { folder: "content/modules", extension: "json", depth: 1 });
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ data: string; file: { path: string; id: string } }[]>();
    expect(entries.length).toBe(fs.readdirSync(path.join(repo, "content/modules")).length);
    const entry = entries.find((e) => e.file.path === "content/modules/faces.json");
    expect(entry?.data).toBe(read("content/modules/faces.json"));
    expect(entry?.file.id).toMatch(/^[0-9a-f]{40}$/);
  });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("JFIF test picture")]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("png body")]);
const asset = (p: string, bytes: Buffer) => ({ path: p, content: bytes.toString("base64"), encoding: "base64" });
const head = () => git(repo, "rev-parse", "main");
const saveFaces = (data: unknown, extra: Record<string, unknown> = {}) =>
  cms.call("persistEntry", {
    dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: raw(data) }],
    assets: [],
    options: { commitMessage: "Update Modules “faces”", collectionName: "modules", useWorkflow: false, status: "draft" },
    ...extra,
  });

describe("reads (more)", () => {
  test("GET /api/cms/seo: the SEO texts of every entry and page on the live branch, read without remembering what the editor loaded", async () => {
    const res = await cms.app.inject({ method: "GET", url: "/api/cms/seo" });
    expect([res.statusCode, res.headers["cache-control"]]).toEqual([200, "no-store"]);
    const { entries } = res.json<{ entries: { path: string; file: string; title?: string; seo: { title?: string; description?: string } }[] }>();
    const entryFiles = ["modules", "services", "industries", "datasets", "projects", "pages"].flatMap((dir) =>
      fs.readdirSync(path.join(repo, "content", dir)).filter((f) => f.endsWith(".json")).map((f) => `content/${dir}/${f}`),
    );
    expect(entries.map((e) => e.file).sort()).toEqual(entryFiles.sort());
    expect(entries.find((e) => e.path === "content/modules/faces.json")).toEqual({
      path: "content/modules/faces.json",
      file: "content/modules/faces.json",
      title: faces().title,
      seo: { title: faces().seo.title, description: faces().seo.description },
    });
    // A draft is not the live site: it is not listed.
    await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: raw({ ...faces(), seo: { ...faces().seo, title: "Черновой заголовок страницы" } }) }],
      assets: [],
      options: { collectionName: "modules", useWorkflow: true, status: "draft" },
    });
    const again = (await cms.app.inject({ method: "GET", url: "/api/cms/seo" })).json<{ entries: { path: string; seo: { title?: string } }[] }>();
    expect(again.entries.find((e) => e.path === "content/modules/faces.json")?.seo.title).toBe(faces().seo.title);
  });

  test("entriesByFolder finds blog articles two levels down, only index.md", async () => {
    const res = await cms.call("entriesByFolder", { folder: "content/blog", extension: "md", depth: 2 });
    const entries = res.json<{ file: { path: string } }[]>();
    expect(entries.length).toBe(fs.readdirSync(path.join(repo, "content/blog")).length);
    expect(entries.every((e) => /^content\/blog\/[a-z0-9-]+\/index\.md$/.test(e.file.path))).toBe(true);
  });

  test("entriesByFiles and getEntry: the text, or null for a file that does not exist", async () => {
    const res = await cms.call("entriesByFiles", { files: [{ path: "content/site/site.json", label: "Сайт" }, { path: "content/pages/nope.json" }] });
    expect(res.statusCode).toBe(200);
    const [site, missing] = res.json<{ data: string | null; file: { path: string; label?: string; id: string | null } }[]>();
    expect(site.data).toBe(read("content/site/site.json"));
    expect(site.file).toMatchObject({ path: "content/site/site.json", label: "Сайт" });
    expect(missing).toEqual({ data: null, file: { path: "content/pages/nope.json", id: null } });
    const one = await cms.call("getEntry", { path: "content/blog/biometrics-152-fz/index.md" });
    expect(one.json()).toMatchObject({ data: read("content/blog/biometrics-152-fz/index.md"), file: { path: "content/blog/biometrics-152-fz/index.md" } });
  });

  test("getMedia: the folder's pictures in base64 (not the article's text); getMediaFile one of them", async () => {
    const res = await cms.call("getMedia", { mediaFolder: "content/blog/biometrics-152-fz" });
    const files = res.json<{ id: string; name: string; path: string; content: string; encoding: string }[]>();
    expect(files.map((f) => f.name).sort()).toEqual(["cover.jpg", "diagram.png"]);
    const cover = files.find((f) => f.name === "cover.jpg");
    expect(cover).toMatchObject({ path: "content/blog/biometrics-152-fz/cover.jpg", encoding: "base64" });
    expect(Buffer.from(cover?.content ?? "", "base64").equals(fs.readFileSync(path.join(repo, "content/blog/biometrics-152-fz/cover.jpg")))).toBe(true);
    const one = await cms.call("getMediaFile", { path: "content/images/modules/faces.jpg" });
    expect(one.json()).toMatchObject({ name: "faces.jpg", path: "content/images/modules/faces.jpg", encoding: "base64" });
    expect((await cms.call("getMediaFile", { path: "content/images/modules/none.jpg" })).statusCode).toBe(404);
  });

  test("getMedia with names: only those pictures of the folder (an entry's own when it opens), not all of them", async () => {
    const all = (await cms.call("getMedia", { mediaFolder: "content/images/modules" })).json<{ name: string }[]>();
    expect(all.length).toBeGreaterThan(5);
    const res = await cms.call("getMedia", { mediaFolder: "content/images/modules", names: ["faces.jpg", "absent.jpg"] });
    expect(res.json<{ name: string; path: string }[]>()).toEqual([expect.objectContaining({ name: "faces.jpg", path: "content/images/modules/faces.jpg" })]);
    const none = await cms.call("getMedia", { mediaFolder: "content/images/modules", names: [] });
    expect(none.json()).toEqual([]);
    const bad = await cms.call("getMedia", { mediaFolder: "content/images/modules", names: "faces.jpg" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/names/);
  });

  test("getDeployPreview answers JSON null; a branch other than the checked-out one is refused", async () => {
    const res = await cms.call("getDeployPreview", { collection: "modules", slug: "faces" });
    expect([res.statusCode, res.body, res.headers["content-type"]]).toEqual([200, "null", "application/json; charset=utf-8"]);
    const wrong = await cms.app.inject({ method: "POST", url: "/api/cms", payload: { action: "getEntry", params: { branch: "master", path: "content/site/site.json" } } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toContain("«master»");
  });

  test("malformed requests are 400 with a Russian message in error and message", async () => {
    const cases: unknown[] = [
      { params: {} },
      { action: "nope", params: { branch: "main" } },
      { action: "getEntry", params: { branch: "main" } },
      { action: "entriesByFolder", params: { branch: "main", folder: "content/modules", extension: "json", depth: "1" } },
      { action: "persistMedia", params: { branch: "main", asset: { path: "content/images/modules/a.jpg", content: "x", encoding: "utf8" } } },
      { action: "updateUnpublishedEntryStatus", params: { branch: "main", collection: "modules", slug: "faces", newStatus: "done" } },
    ];
    for (const payload of cases) {
      const res = await cms.app.inject({ method: "POST", url: "/api/cms", payload: payload as Record<string, unknown> });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; message: string; statusCode: number }>();
      expect(body.statusCode).toBe(400);
      expect(body.error).toBe(body.message);
      expect(body.error).toMatch(/[А-Яа-я]/);
    }
    const notJson = await cms.app.inject({ method: "POST", url: "/api/cms", headers: { "content-type": "application/json" }, payload: "{" });
    expect([notJson.statusCode, notJson.json().error]).toEqual([400, "Тело запроса CMS — не корректный JSON"]);
  });
});

describe("saving an entry on the live branch", () => {
  test("one commit by the editor with a Russian message, the file as sent, the checkout updated, nothing else swept in", async () => {
    const before = head();
    // Someone's unrelated work in the checkout: staged and unstaged.
    fs.appendFileSync(path.join(repo, "README.md"), "staged\n");
    git(repo, "add", "README.md");
    fs.appendFileSync(path.join(repo, "content/modules/cars.json"), " ");
    const data = { ...faces(), description: "Новое описание модуля распознавания лиц." };
    const res = await saveFaces(data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "entry persisted" });

    const commits = log(repo);
    expect(commits[1].hash).toBe(before);
    const [last] = commits;
    expect(last.author).toBe("Анна Петрова <anna@videumlab.ru>");
    expect(last.committer).toBe("Анна Петрова <anna@videumlab.ru>");
    expect(last.subject).toBe("Модуль «Распознавание лиц»: изменён");
    expect(changed(repo, last.hash)).toEqual(["content/modules/faces.json"]);
    const stored = git(repo, "show", "main:content/modules/faces.json");
    expect(JSON.parse(stored)).toEqual(data);
    expect(`${stored}\n`).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect(read("content/modules/faces.json")).toBe(`${JSON.stringify(data, null, 2)}\n`);
    // The checkout: faces.json clean, the others' changes exactly as they were.
    expect(git(repo, "status", "--porcelain")).toBe(["M  README.md", " M content/modules/cars.json"].join("\n"));
    expect(cms.publish).toHaveBeenCalledTimes(1);
    expect(cms.publish).toHaveBeenCalledWith("cms: Модуль «Распознавание лиц»: изменён (anna@videumlab.ru)");
  });

  test("optional fields the editor cleared (Decap sends \"\" and []) are left out of the file, not refused", async () => {
    const data = { ...faces(), facts: [], relatedServices: [], seo: { ...faces().seo, image: "" } };
    const res = await saveFaces(data);
    expect(res.statusCode).toBe(200);
    const stored = JSON.parse(read("content/modules/faces.json")) as Record<string, unknown> & { seo: Record<string, unknown> };
    expect(stored).not.toHaveProperty("facts");
    expect(stored).not.toHaveProperty("relatedServices");
    expect(stored.seo).not.toHaveProperty("image");
    expect(stored.seo.title).toBe(faces().seo.title);
  });

  test("a new entry is «создан»; saving the same text again makes no commit and no publish", async () => {
    const data = { ...faces(), slug: "faces-copy", title: "Копия лиц", seo: { ...faces().seo, title: "Копия лиц — заголовок", description: "Уникальное описание копии модуля распознавания лиц для проверки сохранения." } };
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces-copy.json", slug: "faces-copy", raw: raw(data) }],
      assets: [],
      options: { commitMessage: "Create", collectionName: "modules", useWorkflow: false, newEntry: true },
    });
    expect(res.statusCode).toBe(200);
    expect(log(repo)[0].subject).toBe("Модуль «Копия лиц»: создан");
    // Created again as new (another tab, a stale form): refused, the entry is not overwritten.
    const twice = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces-copy.json", slug: "faces-copy", raw: raw({ ...data, title: "Другая" }) }],
      assets: [],
      options: { collectionName: "modules", useWorkflow: false, newEntry: true },
    });
    expect([twice.statusCode, twice.json().error]).toEqual([409, "content/modules/faces-copy.json: запись с таким адресом уже есть"]);
    const after = head();
    const again = await saveFaces(faces());
    expect(again.statusCode).toBe(200);
    expect(head()).toBe(after);
    expect(cms.publish).toHaveBeenCalledTimes(1);
  });

  test("saving unchanged data of a hand-laid-out file changes nothing (no reformatting commit)", async () => {
    const before = head();
    const text = read("content/site/navigation.json");
    expect(text).not.toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/site/navigation.json", slug: "navigation", raw: JSON.stringify(JSON.parse(text)) }],
      assets: [],
      options: { collectionName: "settings", useWorkflow: false },
    });
    expect(res.statusCode).toBe(200);
    expect(head()).toBe(before);
    expect(read("content/site/navigation.json")).toBe(text);
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test("site settings: «Настройки сайта «Меню»: изменены»", async () => {
    const nav = JSON.parse(read("content/site/navigation.json"));
    nav.header[0].name = "Модули ИИ";
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/site/navigation.json", slug: "navigation", raw: JSON.stringify(nav) }],
      assets: [],
      options: { collectionName: "settings", useWorkflow: false },
    });
    expect(res.statusCode).toBe(200);
    expect(log(repo)[0].subject).toBe("Настройки сайта «Меню»: изменены");
    expect(read("content/site/navigation.json")).toBe(`${JSON.stringify(nav, null, 2)}\n`);
  });

  test.each([
    ["seo.title too long", (d: ReturnType<typeof faces>) => ({ ...d, seo: { ...d.seo, title: "Я".repeat(71) } }), "content/modules/faces.json", "seo.title"],
    ["hero.title missing", (d: ReturnType<typeof faces>) => ({ ...d, hero: { lead: d.hero.lead } }), "content/modules/faces.json", "hero.title"],
    ["a related case that does not exist", (d: ReturnType<typeof faces>) => ({ ...d, relatedProjects: ["no-such-case"] }), "content/modules/faces.json", "relatedProjects.0"],
    ["the slug changed so the file no longer matches", (d: ReturnType<typeof faces>) => ({ ...d, slug: "faces-2" }), "content/modules/faces.json", "slug"],
  ])("refused with 422 naming file and field (%s); nothing written", async (_name, edit, file, field) => {
    const before = head();
    const text = read("content/modules/faces.json");
    const res = await saveFaces(edit(faces()));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}(:\\d+)?: поле «${field.replace(/[.]/g, "\\.")}»: `));
    expect(head()).toBe(before);
    expect(read("content/modules/faces.json")).toBe(text);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test("moving an entry to a new slug refuses when another entry links to the old one, naming that file", async () => {
    const before = head();
    const data = { ...faces(), slug: "face-recognition" };
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces.json", newPath: "content/modules/face-recognition.json", slug: "face-recognition", raw: raw(data) }],
      assets: [],
      options: { collectionName: "modules", useWorkflow: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/content\/(?!modules\/faces)[a-z-]+\/[a-z0-9-]+\.json(:\d+)?: поле «relatedModules\.\d+»: нет записи «faces»/);
    expect(head()).toBe(before);
    expect(fs.existsSync(path.join(repo, "content/modules/face-recognition.json"))).toBe(false);
  });

  test("a file changed in the checkout and not committed is not overwritten: 409", async () => {
    fs.appendFileSync(path.join(repo, "content/modules/faces.json"), "\n");
    const before = head();
    const res = await saveFaces({ ...faces(), description: "Другое описание." });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain("Содержимое изменилось на сервере: обновите страницу");
    expect(head()).toBe(before);
  });
});

describe("paths are confined to the content folder", () => {
  const HOSTILE = [
    "content/../server/app.ts",
    "../etc/passwd.json",
    "/etc/passwd.json",
    "content/modules/..\\..\\x.json",
    "content/modules/faces.json\u0000.md",
    "content/modules%2f..%2f..%2fpackage.json",
    "content/modules/%2e%2e/%2e%2e/x.json",
    "content%5cmodules%5cx.json",
    "content/.git/config",
    "content/modules/.git/x.json",
    ".git/hooks/pre-commit",
    "content/modules/faces.js",
    "content/modules/faces.json.sh",
    "content/legal/privacy-policy.md",
    "content/blog/x/notes.md",
    "server/app.json",
    "content/images/modules/faces.svg",
  ];

  test.each(HOSTILE)("%j is refused with 400 by every action, nothing written", async (bad) => {
    const before = head();
    const calls = [
      cms.call("getEntry", { path: bad }),
      cms.call("entriesByFiles", { files: [{ path: bad }] }),
      cms.call("getMediaFile", { path: bad }),
      cms.call("deleteFiles", { paths: [bad], options: { commitMessage: "x" } }),
      cms.call("deleteFile", { path: bad, options: { commitMessage: "x" } }),
      cms.call("persistMedia", { asset: asset(bad, JPEG), options: { commitMessage: "x" } }),
      cms.call("persistEntry", {
        dataFiles: [{ path: bad, slug: "faces", raw: raw(faces()) }],
        assets: [],
        options: { collectionName: "modules", useWorkflow: false },
      }),
      cms.call("persistEntry", {
        dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: raw(faces()) }],
        assets: [asset(bad, JPEG)],
        options: { collectionName: "modules", useWorkflow: false },
      }),
      cms.call("entriesByFolder", { folder: bad, extension: "json", depth: 1 }),
      cms.call("getMedia", { mediaFolder: bad }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json().error]).toEqual([400, expect.stringMatching(/^Недопустимый путь/)]);
    }
    expect(head()).toBe(before);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test.each([
    ["content/modules%2ffaces.json", "закодированные разделители"],
    ["content/modules/%2E%2E/faces.json", "закодированные разделители"],
    ["content\\modules\\faces.json", "обратная косая черта"],
    ["content/modules/faces.json\u0000", "символ NUL"],
    ["content/modules/../modules/faces.json", "выход из папки"],
    ["/work/main/content/modules/faces.json", "абсолютный путь"],
    ["content/.git/faces.json", "служебная папка .git"],
    ["content/modules/.hidden.json", "скрытые файлы"],
    ["package.json", "путь вне папки контента"],
  ])("%j: the refusal says why", async (bad, why) => {
    const res = await cms.call("getEntry", { path: bad });
    expect([res.statusCode, res.json().error]).toEqual([400, expect.stringContaining(why)]);
  });

  test("a symlink in the checkout that leads out of the content folder is refused", async () => {
    const outside = fs.mkdtempSync(path.join(path.dirname(repo), "outside-"));
    fs.writeFileSync(path.join(outside, "secret.json"), "{}");
    fs.symlinkSync(outside, path.join(repo, "content/images/evil"));
    fs.symlinkSync(outside, path.join(repo, "content/pages-link"));
    const before = head();
    const upload = await cms.call("persistMedia", { asset: asset("content/images/evil/x.jpg", JPEG), options: {} });
    expect([upload.statusCode, upload.json().error]).toEqual([400, expect.stringContaining("символическая ссылка")]);
    const listing = await cms.call("getMedia", { mediaFolder: "content/images/evil" });
    expect(listing.statusCode).toBe(400);
    expect(fs.readdirSync(outside)).toEqual(["secret.json"]);
    expect(head()).toBe(before);
  });
});

describe("pictures", () => {
  test("upload: a Cyrillic name is transliterated, one commit, publish called, the response has the final path", async () => {
    const res = await cms.call("persistMedia", { asset: asset("content/images/modules/Лицо Анны.JPG", JPEG), options: { commitMessage: "Upload" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      content: JPEG.toString("base64"),
      encoding: "base64",
      path: "content/images/modules/lico-anny.jpg",
      name: "lico-anny.jpg",
    });
    const [last] = log(repo);
    expect([last.subject, last.author]).toEqual(["Изображение lico-anny.jpg: загружено", "Анна Петрова <anna@videumlab.ru>"]);
    expect(changed(repo, last.hash)).toEqual(["content/images/modules/lico-anny.jpg"]);
    expect(fs.readFileSync(path.join(repo, "content/images/modules/lico-anny.jpg")).equals(JPEG)).toBe(true);
    expect(cms.publish).toHaveBeenCalledWith("cms: Изображение lico-anny.jpg: загружено (anna@videumlab.ru)");
  });

  test("never overwrites a different file: -2, -3; the same bytes again change nothing", async () => {
    const first = await cms.call("persistMedia", { asset: asset("content/images/modules/faces.jpg", JPEG), options: {} });
    expect(first.json().path).toBe("content/images/modules/faces-2.jpg");
    const second = await cms.call("persistMedia", { asset: asset("content/images/modules/faces.jpg", Buffer.concat([JPEG, Buffer.from("другой")])), options: {} });
    expect(second.json().path).toBe("content/images/modules/faces-3.jpg");
    const tip = head();
    const same = await cms.call("persistMedia", { asset: asset("content/images/modules/faces.jpg", JPEG), options: {} });
    expect(same.json().path).toBe("content/images/modules/faces-2.jpg");
    expect(head()).toBe(tip);
    expect(fs.readFileSync(path.join(repo, "content/images/modules/faces.jpg")).equals(fs.readFileSync(path.join(template, "content/images/modules/faces.jpg")))).toBe(true);
    expect(cms.publish).toHaveBeenCalledTimes(2);
  });

  test.each([
    ["text named .jpg", "content/images/modules/fake.jpg", Buffer.from("just some text, not a picture"), 422, /не изображение/],
    ["a PNG named .jpg", "content/images/modules/fake.jpg", PNG, 422, /PNG, а не JPEG/],
    ["a GIF", "content/images/modules/anim.gif", Buffer.from("GIF89a...."), 400, /только изображения/],
    ["more than 10 MB", "content/images/modules/big.jpg", Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]), 413, /^Файл больше 10 МБ/],
    ["outside images/ and blog/", "content/modules/pic.jpg", JPEG, 400, /изображения хранятся только/],
  ])("refused: %s", async (_name, p, bytes, status, message) => {
    const before = head();
    const res = await cms.call("persistMedia", { asset: asset(p, bytes), options: {} });
    expect([res.statusCode, res.json().error]).toEqual([status, expect.stringMatching(message)]);
    expect(head()).toBe(before);
    expect(git(repo, "status", "--porcelain")).toBe("");
  });

  test("a body bigger than the route takes is 413 with the Russian message", async () => {
    const res = await cms.call("persistMedia", { asset: { path: "content/images/modules/huge.jpg", content: "A".repeat(17 * 1024 * 1024), encoding: "base64" }, options: {} });
    expect([res.statusCode, res.json().error]).toEqual([413, expect.stringMatching(/^Файл больше 10 МБ/)]);
  });

  test("an entry saved with a new picture: the picture is renamed (-2, Latin) and the entry's reference follows", async () => {
    const data = { ...faces(), image: "../images/modules/Лицо.jpg" };
    fs.writeFileSync(path.join(repo, "content/images/modules/lico.jpg"), PNG);
    git(repo, "add", "content/images/modules/lico.jpg");
    git(repo, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-q", "-m", "lico");
    const res = await saveFaces(data, { assets: [asset("content/images/modules/Лицо.jpg", JPEG)] });
    expect(res.statusCode).toBe(200);
    const [last] = log(repo);
    expect(changed(repo, last.hash)).toEqual(["content/images/modules/lico-2.jpg", "content/modules/faces.json"]);
    expect(JSON.parse(read("content/modules/faces.json")).image).toBe("../images/modules/lico-2.jpg");
    expect(last.subject).toBe("Модуль «Распознавание лиц»: изменён; Изображение lico-2.jpg: загружено");
  });
});

describe("blog articles as Decap writes them", () => {
  test("a cover and pictures named without ./ (Decap's media_folder \"\") are stored as ./name, and the article saves", async () => {
    const file = "content/blog/biometrics-152-fz/index.md";
    const text = read(file)
      .replace('cover: "./cover.jpg"', "cover: cover.jpg")
      .replace("](./diagram.png)", "](diagram.png)")
      .replace(/\n\n/, "\n\nНовый абзац.\n\n");
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: file, slug: "biometrics-152-fz", raw: text }],
      assets: [],
      options: { collectionName: "blog", useWorkflow: false },
    });
    expect(res.statusCode).toBe(200);
    const stored = read(file);
    expect(stored).toContain("\ncover: ./cover.jpg\n");
    expect(stored).toContain("Новый абзац.");
    expect(text).toContain("](diagram.png)");
    expect(stored).toContain("](./diagram.png)");
    expect(log(repo)[0].subject).toBe("Статья «Распознавание лиц и 152-ФЗ: что нужно сделать до запуска биометрии»: изменена");
  });

  test("an article moved to a new slug takes its folder's pictures along, in one commit", async () => {
    const oldDir = "content/blog/chatbots-customer-support";
    const text = read(`${oldDir}/index.md`).replace('slug: "chatbots-customer-support"', 'slug: "support-chatbots"');
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: `${oldDir}/index.md`, newPath: "content/blog/support-chatbots/index.md", slug: "support-chatbots", raw: text }],
      assets: [],
      options: { collectionName: "blog", useWorkflow: false },
    });
    expect(res.statusCode).toBe(200);
    const files = fs.readdirSync(path.join(template, oldDir)).sort();
    expect(changed(repo, log(repo)[0].hash)).toEqual([...files.map((f) => `${oldDir}/${f}`), ...files.map((f) => `content/blog/support-chatbots/${f}`)].sort());
    expect(fs.existsSync(path.join(repo, oldDir))).toBe(false);
    expect(fs.readdirSync(path.join(repo, "content/blog/support-chatbots")).sort()).toEqual(files);
    expect(git(repo, "status", "--porcelain")).toBe("");
  });

  test("getMedia of Decap's folder for a new entry's pictures is empty", async () => {
    const res = await cms.call("getMedia", { mediaFolder: "content/blog/__DRAFT_MEDIA_FILES" });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});

describe("drafts (editorial workflow)", () => {
  const draftFaces = (data: unknown, assets: unknown[] = []) =>
    cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: raw(data) }],
      assets,
      options: { commitMessage: "Update", collectionName: "modules", useWorkflow: true, status: "draft", unpublished: true },
    });

  test("a draft is a branch cms/<collection>/<slug>; the live branch and the checkout stay; no publish", async () => {
    const before = head();
    const text = read("content/modules/faces.json");
    const data = { ...faces(), description: "Черновое описание." };
    const res = await draftFaces(data, [asset("content/images/modules/Новый кадр.png", PNG)]);
    expect([res.statusCode, res.json()]).toEqual([200, { message: "entry persisted" }]);
    expect(head()).toBe(before);
    expect(read("content/modules/faces.json")).toBe(text);
    expect(fs.existsSync(path.join(repo, "content/images/modules/novyj-kadr.png"))).toBe(false);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).not.toHaveBeenCalled();
    const [draft] = log(repo, "cms/modules/faces");
    expect(draft.subject).toBe("Черновик: Модуль «Распознавание лиц»: изменён; Изображение novyj-kadr.png: загружено");
    expect(draft.author).toBe("Анна Петрова <anna@videumlab.ru>");
    expect(JSON.parse(git(repo, "show", "cms/modules/faces:content/modules/faces.json"))).toEqual(data);
    expect(git(repo, "config", "branch.cms/modules/faces.description")).toBe("decap-cms/draft");

    expect((await cms.call("unpublishedEntries")).json()).toEqual(["modules/faces"]);
    const entry = await cms.call("unpublishedEntry", { id: "modules/faces" });
    expect(entry.json()).toEqual({
      collection: "modules",
      slug: "faces",
      status: "draft",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      diffs: expect.arrayContaining([
        { oldPath: "content/modules/faces.json", newPath: "content/modules/faces.json", path: "content/modules/faces.json", status: "modified", newFile: false, binary: false, id: expect.stringMatching(/^[0-9a-f]{40}$/) },
        expect.objectContaining({ path: "content/images/modules/novyj-kadr.png", newFile: true, binary: true }),
      ]),
    });
    expect(entry.json().diffs).toHaveLength(2);
    const byName = await cms.call("unpublishedEntry", { collection: "modules", slug: "faces" });
    expect(byName.json().slug).toBe("faces");
    const dataFile = await cms.call("unpublishedEntryDataFile", { collection: "modules", slug: "faces", path: "content/modules/faces.json", id: "x" });
    expect(JSON.parse(dataFile.json().data)).toEqual(data);
    const media = await cms.call("unpublishedEntryMediaFile", { collection: "modules", slug: "faces", path: "content/images/modules/novyj-kadr.png", id: "x" });
    expect(media.json()).toMatchObject({ name: "novyj-kadr.png", path: "content/images/modules/novyj-kadr.png", content: PNG.toString("base64"), encoding: "base64" });
    // Not under the workflow: 404, which the client turns into "not under editorial workflow".
    expect((await cms.call("unpublishedEntry", { collection: "modules", slug: "cars" })).statusCode).toBe(404);
    // Our admin asks with ifExists: no draft is a plain answer (no 404 in the editor's console); a draft is the draft.
    const none = await cms.call("unpublishedEntry", { collection: "modules", slug: "cars", ifExists: true });
    expect([none.statusCode, none.body]).toEqual([200, "null"]);
    const some = await cms.call("unpublishedEntry", { collection: "modules", slug: "faces", ifExists: true });
    expect([some.statusCode, some.json().slug]).toEqual([200, "faces"]);
  });

  test("a second save of the draft adds a commit on its branch and drops pictures no longer sent; the status stays", async () => {
    await draftFaces({ ...faces(), description: "Первое." }, [asset("content/images/modules/kadr.png", PNG)]);
    await cms.call("updateUnpublishedEntryStatus", { collection: "modules", slug: "faces", newStatus: "pending_review" });
    const res = await draftFaces({ ...faces(), description: "Второе." });
    expect(res.statusCode).toBe(200);
    expect(log(repo, "cms/modules/faces").slice(0, 2).map((c) => c.subject)).toEqual([
      "Черновик: Модуль «Распознавание лиц»: изменён; Изображение kadr.png: удалено",
      "Черновик: Модуль «Распознавание лиц»: изменён; Изображение kadr.png: загружено",
    ]);
    const entry = (await cms.call("unpublishedEntry", { id: "modules/faces" })).json<{ status: string; diffs: { path: string }[] }>();
    expect(entry.status).toBe("pending_review");
    expect(entry.diffs.map((d) => d.path)).toEqual(["content/modules/faces.json"]);
  });

  test("status changes are kept in the branch description, as decap-server keeps them", async () => {
    await draftFaces({ ...faces(), description: "Черновик." });
    for (const status of ["pending_review", "pending_publish", "draft"]) {
      const res = await cms.call("updateUnpublishedEntryStatus", { collection: "modules", slug: "faces", newStatus: status });
      expect(res.statusCode).toBe(200);
      expect(git(repo, "config", "branch.cms/modules/faces.description")).toBe(`decap-cms/${status}`);
      expect((await cms.call("unpublishedEntry", { id: "modules/faces" })).json().status).toBe(status);
    }
    const missing = await cms.call("updateUnpublishedEntryStatus", { collection: "modules", slug: "cars", newStatus: "draft" });
    expect(missing.statusCode).toBe(404);
  });

  test("a copy saved with its original's SEO texts: 422 on the copy's file (not the original's, though «faces-1» sorts first), with the problems in the body for the form; nothing written", async () => {
    const before = head();
    const copy = { ...faces(), slug: "faces-1", title: "Копия модуля" };
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/faces-1.json", slug: "faces-1", raw: raw(copy) }],
      assets: [],
      options: { collectionName: "modules", useWorkflow: true, status: "draft", newEntry: true },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ error: string; message: string; statusCode: number; problems: unknown[] }>();
    const original = { file: "content/modules/faces.json", title: faces().title };
    expect(body.problems).toEqual([
      { file: "content/modules/faces-1.json", line: expect.any(Number), field: "seo.title", message: `такой же заголовок уже у модуля «${faces().title}» — придумайте другой`, other: original },
      { file: "content/modules/faces-1.json", line: expect.any(Number), field: "seo.description", message: `такое же описание уже у модуля «${faces().title}» — напишите другое`, other: original },
    ]);
    // The message for any other client: the same, each problem on its line, with the other file named.
    expect(body.error).toBe(body.message);
    expect(body.error.split("\n")[0]).toMatch(/^content\/modules\/faces-1\.json:\d+: поле «seo\.title»: такой же заголовок уже у модуля «.+» — придумайте другой \(content\/modules\/faces\.json\)$/);
    expect(head()).toBe(before);
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
    expect(fs.existsSync(path.join(repo, "content/modules/faces-1.json"))).toBe(false);
    expect(git(repo, "status", "--porcelain")).toBe("");
  });

  test("an edit that keeps a clash the content already had is not refused for it", async () => {
    // Two entries share a title on the live branch (written by hand, outside the CMS).
    const cars = JSON.parse(read("content/modules/cars.json"));
    fs.writeFileSync(path.join(repo, "content/modules/cars.json"), `${JSON.stringify({ ...cars, seo: { ...cars.seo, title: faces().seo.title } }, null, 2)}\n`);
    git(repo, "commit", "-qam", "clash by hand");
    // Saving faces (which sorts first, so the old check blamed cars) blames faces now: the same clash.
    const res = await draftFaces({ ...faces(), description: "Черновое описание." });
    expect(res.statusCode).toBe(200);
  });

  test("an invalid draft is refused like a live save: 422, no branch", async () => {
    const res = await draftFaces({ ...faces(), seo: { ...faces().seo, title: "" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^content\/modules\/faces\.json(:\d+)?: поле «seo\.title»/);
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
  });

  test("publishing lands the draft on the live branch as one commit, shows it in the checkout, publishes once, deletes the branch", async () => {
    const data = { ...faces(), description: "Опубликованное описание." };
    await draftFaces(data, [asset("content/images/modules/kadr.png", PNG)]);
    // The live branch moves on meanwhile (another file): still publishable.
    const other = JSON.parse(read("content/modules/cars.json"));
    const live = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/modules/cars.json", slug: "cars", raw: raw({ ...other, description: "Машины." }) }],
      assets: [],
      options: { collectionName: "modules", useWorkflow: false },
    });
    expect(live.statusCode).toBe(200);
    cms.publish.mockClear();
    const before = head();

    const res = await cms.call("publishUnpublishedEntry", { collection: "modules", slug: "faces" });
    expect(res.statusCode).toBe(200);
    const [last, previous] = log(repo);
    expect(previous.hash).toBe(before);
    expect(last.subject).toBe("Модуль «Распознавание лиц»: изменён; Изображение kadr.png: загружено");
    expect([last.author, last.committer]).toEqual(["Анна Петрова <anna@videumlab.ru>", "Анна Петрова <anna@videumlab.ru>"]);
    expect(changed(repo, last.hash)).toEqual(["content/images/modules/kadr.png", "content/modules/faces.json"]);
    expect(JSON.parse(read("content/modules/faces.json"))).toEqual(data);
    expect(JSON.parse(read("content/modules/cars.json")).description).toBe("Машины.");
    expect(fs.readFileSync(path.join(repo, "content/images/modules/kadr.png")).equals(PNG)).toBe(true);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).toHaveBeenCalledTimes(1);
    expect(cms.publish).toHaveBeenCalledWith("cms: Модуль «Распознавание лиц»: изменён; Изображение kadr.png: загружено (anna@videumlab.ru)");
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
    expect(() => git(repo, "config", "branch.cms/modules/faces.description")).toThrow();
    expect((await cms.call("unpublishedEntries")).json()).toEqual([]);
  });

  test("publishing refuses with 409 when the live branch changed the same file since the draft was made", async () => {
    await draftFaces({ ...faces(), description: "Черновик." });
    // Another editor changes the same entry on the site meanwhile.
    await cms.call("getEntry", { path: "content/modules/faces.json" }, SECOND_EDITOR);
    const direct = await cms.call(
      "persistEntry",
      {
        dataFiles: [{ path: "content/modules/faces.json", slug: "faces", raw: raw({ ...faces(), description: "Прямо на сайте." }) }],
        assets: [],
        options: { collectionName: "modules", useWorkflow: false },
      },
      SECOND_EDITOR,
    );
    expect(direct.statusCode).toBe(200);
    const before = head();
    const res = await cms.call("publishUnpublishedEntry", { collection: "modules", slug: "faces" });
    expect([res.statusCode, res.json().error]).toEqual([409, expect.stringContaining("Содержимое изменилось на сервере: обновите страницу")]);
    expect(head()).toBe(before);
    expect(git(repo, "branch", "--list", "cms/*").trim()).toBe("cms/modules/faces");
  });

  test("deleteUnpublishedEntry drops the branch and its status; the live branch stays", async () => {
    await draftFaces({ ...faces(), description: "Черновик." });
    const before = head();
    const res = await cms.call("deleteUnpublishedEntry", { collection: "modules", slug: "faces" });
    expect([res.statusCode, res.json()]).toEqual([200, { message: "deleted branch: cms/modules/faces" }]);
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
    expect(() => git(repo, "config", "branch.cms/modules/faces.description")).toThrow();
    expect(head()).toBe(before);
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test("a new article as a draft: its folder and cover on the branch, «Статья … создана» on publish", async () => {
    const article = [
      "---",
      'title: "Новая статья о камерах"',
      'slug: "new-cameras"',
      'publicationDate: "2026-11-20"',
      'description: "Как выбрать камеры для видеоаналитики на складе: разрешение, объектив, свет и место установки."',
      'cover: "./Обложка.jpg"',
      'coverAlt: "Камера на стене склада"',
      'tags: ["камеры"]',
      "---",
      "",
      "Текст статьи.",
    ].join("\n");
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: "content/blog/new-cameras/index.md", slug: "new-cameras/index", raw: article }],
      assets: [asset("content/blog/new-cameras/Обложка.jpg", JPEG)],
      options: { collectionName: "blog", useWorkflow: true, status: "draft", newEntry: true },
    });
    expect(res.statusCode).toBe(200);
    expect(git(repo, "show", "cms/blog/new-cameras/index:content/blog/new-cameras/index.md")).toContain('cover: "./oblozhka.jpg"');
    const entry = (await cms.call("unpublishedEntry", { id: "blog/new-cameras/index" })).json<{ diffs: { path: string; newFile: boolean }[] }>();
    expect(entry.diffs.map((d) => [d.path, d.newFile]).sort()).toEqual([
      ["content/blog/new-cameras/index.md", true],
      ["content/blog/new-cameras/oblozhka.jpg", true],
    ]);
    const published = await cms.call("publishUnpublishedEntry", { collection: "blog", slug: "new-cameras/index" });
    expect(published.statusCode).toBe(200);
    expect(log(repo)[0].subject).toBe("Статья «Новая статья о камерах»: создана; Изображение oblozhka.jpg: загружено");
    expect(fs.existsSync(path.join(repo, "content/blog/new-cameras/oblozhka.jpg"))).toBe(true);
  });

  test("an article's slug is Decap's «<folder>/index»: opening one without a draft is 404 (Decap shows the live one), editing it makes a draft «Рабочая область» lists", async () => {
    const missing = await cms.call("unpublishedEntry", { collection: "blog", slug: "biometrics-152-fz/index" });
    expect(missing.statusCode).toBe(404);
    const file = "content/blog/biometrics-152-fz/index.md";
    const text = read(file).replace(/^title: .*$/m, 'title: "Биометрия и 152-ФЗ: что нужно знать заказчику"');
    const res = await cms.call("persistEntry", {
      dataFiles: [{ path: file, slug: "biometrics-152-fz/index", raw: text }],
      assets: [],
      options: { collectionName: "blog", useWorkflow: true, status: "draft" },
    });
    expect(res.statusCode).toBe(200);
    expect(git(repo, "show", `cms/blog/biometrics-152-fz/index:${file}`)).toContain("что нужно знать заказчику");
    const draft = await cms.call("unpublishedEntry", { id: "blog/biometrics-152-fz/index" });
    expect(draft.json()).toMatchObject({ slug: "biometrics-152-fz/index", collection: "blog" });
    // «Рабочая область» lists it, after a reload too (Decap asks the server for the list).
    expect((await cms.call("unpublishedEntries")).json()).toEqual(["blog/biometrics-152-fz/index"]);
  });

  test.each(["biometrics-152-fz/../faces", "../index", "a/b/c", "biometrics-152-fz/.git", "/index"])("a draft slug %p is refused with 400", async (bad) => {
    const res = await cms.call("unpublishedEntry", { collection: "blog", slug: bad });
    expect(res.statusCode).toBe(400);
    expect(git(repo, "branch", "--list", "cms/*")).toBe("");
  });
});

describe("deleting", () => {
  test("an image nobody uses: one commit «Изображение …: удалено», gone from the checkout, publish called", async () => {
    await cms.call("persistMedia", { asset: asset("content/images/modules/spare.jpg", JPEG), options: {} });
    cms.publish.mockClear();
    const res = await cms.call("deleteFiles", { paths: ["content/images/modules/spare.jpg"], options: { commitMessage: "Delete" } });
    expect(res.statusCode).toBe(200);
    const [last] = log(repo);
    expect(last.subject).toBe("Изображение spare.jpg: удалено");
    expect(changed(repo, last.hash)).toEqual(["content/images/modules/spare.jpg"]);
    expect(fs.existsSync(path.join(repo, "content/images/modules/spare.jpg"))).toBe(false);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).toHaveBeenCalledWith("cms: Изображение spare.jpg: удалено (anna@videumlab.ru)");
  });

  test("an image an entry shows, or an entry others link to, is refused with 422 naming the file that would break", async () => {
    const before = head();
    const image = await cms.call("deleteFile", { path: "content/images/modules/faces.jpg", options: { commitMessage: "x" } });
    expect([image.statusCode, image.json().error]).toEqual([422, expect.stringMatching(/^content\/modules\/faces\.json(:\d+)?: поле «image»: файл изображения не найден/)]);
    const entry = await cms.call("deleteFiles", { paths: ["content/modules/faces.json"], options: { commitMessage: "x" } });
    expect([entry.statusCode, entry.json().error]).toEqual([422, expect.stringMatching(/поле «relatedModules\.\d+»: нет записи «faces»/)]);
    expect(head()).toBe(before);
    expect(fs.existsSync(path.join(repo, "content/modules/faces.json"))).toBe(true);
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test("an article goes with its folder: «Статья «…»: удалена»", async () => {
    // Nothing links to this one (git grep finds nothing: exit 1).
    expect(() => git(repo, "grep", "-l", "blogs/chatbots-customer-support", "main", "--", "content")).toThrow();
    const title = /^title: "(.*)"$/m.exec(read("content/blog/chatbots-customer-support/index.md"))?.[1];
    const res = await cms.call("deleteFiles", { paths: ["content/blog/chatbots-customer-support/index.md"], options: { commitMessage: "x" } });
    expect(res.statusCode).toBe(200);
    const [last] = log(repo);
    expect(last.subject).toBe(`Статья «${title}»: удалена`);
    const files = fs.readdirSync(path.join(template, "content/blog/chatbots-customer-support"));
    expect(files.length).toBeGreaterThan(1);
    expect(changed(repo, last.hash)).toEqual(files.map((f) => `content/blog/chatbots-customer-support/${f}`).sort());
    expect(fs.existsSync(path.join(repo, "content/blog/chatbots-customer-support"))).toBe(false);
    expect(git(repo, "status", "--porcelain")).toBe("");
  });
});

describe("two editors on one entry: the later save, made on a form loaded before the earlier save, is refused, never silently undoing it", () => {
  const FACES = "content/modules/faces.json";
  const open = (editor: typeof EDITOR) => cms.call("getEntry", { path: FACES }, editor);
  const save = (editor: typeof EDITOR, description: string, useWorkflow = false) =>
    cms.call(
      "persistEntry",
      {
        dataFiles: [{ path: FACES, slug: "faces", raw: raw({ ...faces(), description }) }],
        assets: [],
        options: { collectionName: "modules", useWorkflow, status: "draft" },
      },
      editor,
    );

  test("on the site: Иван's save after Анна's is refused with 409 naming her; her text stays; after reloading, his goes through", async () => {
    await open(EDITOR);
    await open(SECOND_EDITOR);
    expect((await save(EDITOR, "Правка Анны.")).statusCode).toBe(200);
    const before = head();
    const refused = await save(SECOND_EDITOR, "Правка Ивана по старой версии.");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/^Запись уже изменена: Анна Петрова, \d\d\.\d\d\.\d{4}, \d\d:\d\d МСК, пока она была открыта у вас\./);
    expect(head()).toBe(before);
    expect(JSON.parse(read(FACES)).description).toBe("Правка Анны.");
    expect(cms.publish).toHaveBeenCalledTimes(1);

    await open(SECOND_EDITOR);
    expect((await save(SECOND_EDITOR, "Правка Ивана по новой версии.")).statusCode).toBe(200);
    expect(JSON.parse(read(FACES)).description).toBe("Правка Ивана по новой версии.");
  });

  test("one editor saving again and again, without reloading, is not refused by their own saves", async () => {
    await open(EDITOR);
    for (const text of ["Первая.", "Вторая.", "Третья."]) expect((await save(EDITOR, text)).statusCode).toBe(200);
    expect(JSON.parse(read(FACES)).description).toBe("Третья.");
  });

  test("drafts: Иван cannot overwrite the draft Анна saved while he had the entry open; opening the draft lets him", async () => {
    await open(EDITOR);
    await open(SECOND_EDITOR);
    expect((await save(EDITOR, "Черновик Анны.", true)).statusCode).toBe(200);
    const draft = git(repo, "rev-parse", "cms/modules/faces");
    expect((await save(SECOND_EDITOR, "Черновик Ивана.", true)).statusCode).toBe(409);
    expect(git(repo, "rev-parse", "cms/modules/faces")).toBe(draft);

    const loaded = await cms.call("unpublishedEntryDataFile", { collection: "modules", slug: "faces", path: FACES, id: "" }, SECOND_EDITOR);
    expect(JSON.parse(loaded.json<{ data: string }>().data).description).toBe("Черновик Анны.");
    expect((await save(SECOND_EDITOR, "Черновик Ивана поверх Анны.", true)).statusCode).toBe(200);
    expect(JSON.parse(git(repo, "show", `cms/modules/faces:${FACES}`)).description).toBe("Черновик Ивана поверх Анны.");
  });
});

describe("concurrency and faults", () => {
  test("two saves at once both land, as two commits one after the other", async () => {
    const cars = JSON.parse(read("content/modules/cars.json"));
    const before = head();
    const [a, b] = await Promise.all([
      saveFaces({ ...faces(), description: "Одновременно A." }),
      cms.call("persistEntry", {
        dataFiles: [{ path: "content/modules/cars.json", slug: "cars", raw: raw({ ...cars, description: "Одновременно B." }) }],
        assets: [],
        options: { collectionName: "modules", useWorkflow: false },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const commits = log(repo);
    expect(commits[2].hash).toBe(before);
    expect(commits.slice(0, 2).map((c) => changed(repo, c.hash)).flat().sort()).toEqual(["content/modules/cars.json", "content/modules/faces.json"]);
    expect(JSON.parse(read("content/modules/faces.json")).description).toBe("Одновременно A.");
    expect(JSON.parse(read("content/modules/cars.json")).description).toBe("Одновременно B.");
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).toHaveBeenCalledTimes(2);
  });

  test("two saves of the same entry at once: one after the other, both commits, the later text wins", async () => {
    const before = head();
    const results = await Promise.all([saveFaces({ ...faces(), description: "Первая." }), saveFaces({ ...faces(), description: "Вторая." })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const commits = log(repo);
    expect(commits[2].hash).toBe(before);
    expect(commits.slice(0, 2).map((c) => c.subject)).toEqual(["Модуль «Распознавание лиц»: изменён", "Модуль «Распознавание лиц»: изменён"]);
    expect(JSON.parse(read("content/modules/faces.json")).description).toBe("Вторая.");
    expect(git(repo, "status", "--porcelain")).toBe("");
  });

  test("the branch moved underneath with a change to the same file: 409, the other commit kept, nothing of ours written", async () => {
    const original = Git.prototype.compareAndSwap;
    let moved = "";
    const spy = jest.spyOn(Git.prototype, "compareAndSwap").mockImplementationOnce(async function (this: Git, ...args) {
      // Someone commits to faces.json between our plan and our compare-and-swap.
      fs.writeFileSync(path.join(repo, "content/modules/faces.json"), `${JSON.stringify({ ...faces(), description: "Чужая правка." }, null, 2)}\n`);
      git(repo, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-q", "-am", "чужой коммит");
      moved = head();
      return original.apply(this, args);
    });
    const res = await saveFaces({ ...faces(), description: "Наша правка." });
    spy.mockRestore();
    expect([res.statusCode, res.json().error]).toEqual([409, "Содержимое изменилось на сервере: обновите страницу"]);
    expect(head()).toBe(moved);
    expect(JSON.parse(read("content/modules/faces.json")).description).toBe("Чужая правка.");
    expect(cms.publish).not.toHaveBeenCalled();
  });

  test("the branch moved underneath in other files only: the save is planned again on the new tip and lands", async () => {
    const original = Git.prototype.compareAndSwap;
    let moved = "";
    const spy = jest.spyOn(Git.prototype, "compareAndSwap").mockImplementationOnce(async function (this: Git, ...args) {
      fs.appendFileSync(path.join(repo, "README.md"), "ещё\n");
      git(repo, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-q", "-am", "чужой коммит");
      moved = head();
      return original.apply(this, args);
    });
    const res = await saveFaces({ ...faces(), description: "Наша правка." });
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    const [last, previous] = log(repo);
    expect(previous.hash).toBe(moved);
    expect(changed(repo, last.hash)).toEqual(["content/modules/faces.json"]);
    expect(read("README.md")).toBe("проект\nещё\n");
  });

  test("a git command failing while the checkout is updated leaves the branch and the working tree as they were", async () => {
    const before = head();
    const text = read("content/modules/faces.json");
    // Another git process holds the checkout's index: our update-index of the checkout fails.
    fs.writeFileSync(path.join(repo, ".git/index.lock"), "");
    const res = await saveFaces({ ...faces(), description: "Не дойдёт." });
    fs.rmSync(path.join(repo, ".git/index.lock"));
    expect([res.statusCode, res.json().error]).toEqual([500, "Внутренняя ошибка сервера: изменения не сохранены"]);
    expect(head()).toBe(before);
    expect(read("content/modules/faces.json")).toBe(text);
    expect(git(repo, "status", "--porcelain")).toBe("");
    expect(cms.publish).not.toHaveBeenCalled();
  });
});

describe("a content folder that is a repository of its own", () => {
  test("paths stay content/…; commits land in that repository", async () => {
    const own = path.join(path.dirname(repo), "own", "content");
    fs.mkdirSync(own, { recursive: true });
    fs.cpSync(path.join(repo, "content"), own, { recursive: true });
    git(own, "init", "-q");
    git(own, "add", "-A");
    git(own, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "-q", "-m", "content");
    const other = await cmsApp(own, own);
    try {
      const listed = await other.call("getEntry", { path: "modules/faces.json" });
      expect(listed.json().data).toBe(read("content/modules/faces.json"));
      expect((await other.call("getEntry", { path: "content/modules/faces.json" })).statusCode).toBe(400);
      const res = await other.call("persistEntry", {
        dataFiles: [{ path: "modules/faces.json", slug: "faces", raw: raw({ ...faces(), description: "Своя папка." }) }],
        assets: [],
        options: { collectionName: "modules", useWorkflow: false },
      });
      expect(res.statusCode).toBe(200);
      expect(log(own)[0].subject).toBe("Модуль «Распознавание лиц»: изменён");
      expect(JSON.parse(fs.readFileSync(path.join(own, "modules/faces.json"), "utf8")).description).toBe("Своя папка.");
      expect(git(own, "status", "--porcelain")).toBe("");
    } finally {
      await other.app.close();
    }
  });
});
