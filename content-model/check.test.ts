import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "./check";
import { MODULE_SPEC_LABELS, DATASET_SPEC_LABELS } from "./schema";
import { siteSettingsData } from "../jest/site-data";

/** A minimal valid content tree, written to a temporary folder; each test breaks one thing. */
function entry(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    title: `Запись ${slug}`,
    description: "Короткое описание для карточки.",
    image: `../images/${slug}.jpg`,
    imageAlt: "Иллюстрация",
    order: 1,
    seo: {
      title: `Заголовок ${slug}`,
      description: `Описание страницы ${slug}, достаточно длинное, чтобы пройти проверку на минимальную длину.`,
      keywords: ["один", "два", "три"],
    },
    hero: { title: `Заголовок ${slug}`, lead: "Вводный абзац." },
    sections: [
      { kind: "text", title: "Что это", paragraphs: ["Абзац."] },
      { kind: "features", title: "Возможности", items: [{ title: "Пункт", text: "Текст" }] },
      { kind: "faq", title: "Частые вопросы", items: ["Первый?", "Второй?", "Третий?", "Четвёртый?"].map((q) => ({ title: q, text: "Ответ." })) },
    ],
    ...extra,
  };
}

const specRows = (labels: readonly string[]) => labels.map((label) => ({ label, value: "Значение" }));

/** A valid module; modules also need their specification and a case. */
const moduleEntry = (slug: string, extra: Record<string, unknown> = {}) =>
  entry(slug, { relatedProjects: ["grz-recognition"], specs: specRows(MODULE_SPEC_LABELS), ...extra });

let root: string;
let content: string;

function write(rel: string, data: unknown) {
  const file = path.join(content, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data, null, 2));
}

/** The problems as the build prints them, without their lines and consequences (tests below look at those). */
function messages() {
  return checkContent(content, path.join(root, "static")).map(({ line: _line, consequences: _consequences, ...problem }) => formatProblem(problem));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  content = path.join(root, "content");
  for (const slug of ["faces", "grz-recognition", "computer-vision"]) write(`images/${slug}.jpg`, "jpeg");
  write("modules/faces.json", moduleEntry("faces"));
  write("projects/grz-recognition.json", entry("grz-recognition", { category: "Разработка нейросети", client: "Сеть парковок" }));
  write("services/computer-vision.json", entry("computer-vision", { relatedProjects: ["grz-recognition"] }));
  write("pages/about.json", {
    ...entry("about"),
    path: "/about",
    image: undefined,
    imageAlt: undefined,
    order: undefined,
  });
  write("site/site.json", siteSettingsData.siteSettings);
  write("site/layout.json", {
    extendedBottom: {
      routes: ["/about", "/ai-projects/*"],
      infoCard: { title: "Готовые проекты", text: "54 проекта с 2017 года.", linkText: "Кейсы", link: "/ai-projects" },
      systems: {
        title: "Системы",
        items: [{ path: "/modules/faces" }, { path: "/services/computer-vision" }, { path: "/ai-projects/grz-recognition", hideBelow: "sm" }],
      },
      messenger: { title: "Напишите нам", description: "Ответим в течение дня." },
    },
  });
  write("site/navigation.json", {
    header: [{ name: "О нас", url: "/about" }],
    footer: [
      { name: "Основное", links: [{ name: "Кейсы", url: "/ai-projects" }] },
      { name: "Услуги", links: [{ name: "CV", url: "/services/computer-vision" }] },
      { name: "Модули", links: [{ name: "Лица", url: "/modules/faces" }, { name: "Политика", url: "/privacy.pdf" }] },
    ],
  });
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("a valid content tree passes", () => {
  expect(messages()).toEqual([]);
});

test("a module's specification must have its seven rows in order", () => {
  write("modules/faces.json", moduleEntry("faces", { specs: specRows(MODULE_SPEC_LABELS).reverse() }));
  expect(messages()).toContainEqual(
    expect.stringMatching(/^content\/modules\/faces\.json: поле «specs»: нужны строки «Источники данных», «Требования к съёмке», .* в этом порядке$/),
  );
});

test("a catalogue page needs a FAQ of at least four questions", () => {
  const page = entry("computer-vision", { relatedProjects: ["grz-recognition"] });
  page.sections[2].items = page.sections[2].items?.slice(0, 3);
  write("services/computer-vision.json", page);
  expect(messages()).toEqual(["content/services/computer-vision.json: поле «sections.2.items»: в FAQ нужно не меньше четырёх вопросов"]);
  page.sections = page.sections.slice(0, 2);
  write("services/computer-vision.json", page);
  expect(messages()).toEqual(["content/services/computer-vision.json: поле «sections»: нужна секция вида faq с частыми вопросами"]);
});

test("a service must point to at least one case", () => {
  write("services/computer-vision.json", entry("computer-vision"));
  expect(messages()).toEqual(["content/services/computer-vision.json: поле «relatedProjects»: укажите хотя бы один связанный кейс"]);
});

test("a dataset needs its passport and at least three sample frames that exist", () => {
  write("images/faces-data.jpg", "jpeg");
  for (const n of [1, 2]) write(`images/samples/faces-data-${n}.jpg`, "jpeg");
  const samples = [1, 2, 3].map((n) => ({ image: `../images/samples/faces-data-${n}.jpg`, alt: `Кадр ${n}` }));
  write("datasets/faces-data.json", entry("faces-data", { specs: specRows(DATASET_SPEC_LABELS), samples }));
  expect(messages()).toEqual([
    "content/datasets/faces-data.json: поле «samples.2.image»: файл изображения не найден: ../images/samples/faces-data-3.jpg",
  ]);
  write("datasets/faces-data.json", entry("faces-data", { specs: specRows(DATASET_SPEC_LABELS), samples: samples.slice(0, 2) }));
  expect(messages()).toEqual(["content/datasets/faces-data.json: поле «samples»: нужно не меньше трёх примеров кадров"]);
});

test("a missing required field names the file and the field", () => {
  const broken = entry("faces") as Record<string, unknown>;
  delete broken.description;
  write("modules/faces.json", broken);
  expect(messages()).toContain("content/modules/faces.json: поле «description»: обязательное поле отсутствует");
});

test("a missing nested field names its full path", () => {
  const broken = entry("faces");
  (broken.seo as Record<string, unknown>).title = undefined;
  write("modules/faces.json", broken);
  expect(messages()).toContain("content/modules/faces.json: поле «seo.title»: обязательное поле отсутствует");
});

test("a file that is not valid JSON: what is wrong in Russian, with its line and position", () => {
  write("modules/faces.json", '{\n  "slug": "faces",\n}\n');
  const [problem] = checkContent(content, path.join(root, "static"));
  expect(problem).toMatchObject({ file: "content/modules/faces.json", field: "", line: 3, column: 1, message: "файл не читается: лишняя запятая перед «}»" });
  expect(formatProblem({ ...problem, consequences: undefined })).toBe("content/modules/faces.json:3:1: файл не читается: лишняя запятая перед «}»");
});

test("one broken file is one problem: the links other files have to it are listed under it, not counted", () => {
  write("modules/faces.json", '{\n  "slug": "faces"\n  "title": "Лица"\n}\n');
  write("projects/grz-recognition.json", entry("grz-recognition", { category: "Разработка нейросети", client: "Сеть парковок", relatedModules: ["faces"] }));
  const problems = checkContent(content, path.join(root, "static"));
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  expect(problem.message).toBe("файл не читается: не хватает запятой перед этим полем");
  expect(problem.consequences?.map((c) => `${c.file} ${c.field}`).sort()).toEqual([
    "content/projects/grz-recognition.json relatedModules.0",
    "content/site/layout.json extendedBottom.systems.items.0.path",
    "content/site/navigation.json footer.2.links.0.url",
  ]);
  // Each with the line of the link, so it can be found.
  const navigation = fs.readFileSync(path.join(content, "site/navigation.json"), "utf8").split("\n");
  const link = problem.consequences?.find((c) => c.file === "content/site/navigation.json");
  expect(navigation[link!.line! - 1]).toContain('"url": "/modules/faces"');
  expect(formatProblem(problem)).toMatch(/^content\/modules\/faces\.json:3:3: файл не читается: не хватает запятой перед этим полем\n {2}пока это не исправлено, не работают ссылки на эту запись: content\/projects\/grz-recognition\.json:\d+ \(поле «relatedModules\.0»\)/);
});

test("a file that fails its schema is one cause too: a link to it follows from it", () => {
  const broken = moduleEntry("faces") as Record<string, unknown>;
  delete broken.description;
  write("modules/faces.json", broken);
  expect(messages().filter((m) => !m.startsWith("content/modules/faces.json"))).toEqual([]);
});

test("a copy that repeats another entry's address is told whose address it is, by title; the original is not blamed", () => {
  write("modules/faces-copy.json", moduleEntry("faces", { title: "Лица: копия", seo: { ...entry("x").seo } }));
  // faces-copy.json sorts before faces.json; the address is still the original's.
  expect(checkContent(content, path.join(root, "static"))).toEqual([
    {
      file: "content/modules/faces-copy.json",
      field: "slug",
      line: 2,
      message: "адрес «faces» уже у модуля «Запись faces»: придумайте другой или откройте ту запись и измените её",
      other: { file: "content/modules/faces.json", title: "Запись faces" },
    },
  ]);
});

test("a saved entry whose address was changed in the form: told to put it back or make a copy, the file named last", () => {
  write("modules/faces.json", moduleEntry("face-detection"));
  expect(messages()).toContain(
    "content/modules/faces.json: поле «slug»: адрес сохранённой записи не меняется: верните «faces»; страницу с адресом «face-detection» сделайте копией («Дублировать») — файл записи faces.json",
  );
});

test("a link to a route that does not exist is rejected", () => {
  write("site/navigation.json", {
    header: [{ name: "Нет такой", url: "/modules/no-such-module" }],
    footer: [
      { name: "Основное", links: [{ name: "Кейсы", url: "/ai-projects" }] },
      { name: "Услуги", links: [{ name: "CV", url: "/services/computer-vision" }] },
      { name: "Модули", links: [{ name: "Лица", url: "/modules/faces" }] },
    ],
  });
  expect(messages()).toEqual([
    "content/site/navigation.json: поле «header.0.url»: ссылка ведёт на несуществующий адрес /modules/no-such-module",
  ]);
});

test("a link inside a section is checked too", () => {
  write(
    "services/computer-vision.json",
    entry("computer-vision", {
      relatedProjects: ["grz-recognition"],
      sections: [
        { kind: "text", title: "Что это", paragraphs: ["Абзац."] },
        { kind: "list", title: "Отрасли", items: [{ title: "Ритейл", link: "/services/computer-vision/retail" }] },
        entry("x").sections[2],
      ],
    }),
  );
  expect(messages()).toEqual([
    "content/services/computer-vision.json: поле «sections.1.items.0.link»: ссылка ведёт на несуществующий адрес /services/computer-vision/retail",
  ]);
});

test("a related entry that does not exist is rejected", () => {
  write("modules/faces.json", moduleEntry("faces", { relatedProjects: ["no-such-case"] }));
  expect(messages()).toEqual([
    "content/modules/faces.json: поле «relatedProjects.0»: нет записи «no-such-case» в content/projects",
  ]);
});

test("a missing image file is named", () => {
  fs.rmSync(path.join(content, "images/faces.jpg"));
  expect(messages()).toEqual(["content/modules/faces.json: поле «image»: файл изображения не найден: ../images/faces.jpg"]);
});

test("a duplicate SEO title is rejected, so every page keeps its own title: the other entry named by its kind and title, what to do said", () => {
  write("modules/faces.json", moduleEntry("faces", { seo: { ...entry("computer-vision").seo, description: entry("faces").seo.description } }));
  expect(messages()).toContain(
    "content/services/computer-vision.json: поле «seo.title»: такой же заголовок уже у модуля «Запись faces» — придумайте другой (content/modules/faces.json)",
  );
  const [problem] = checkContent(content).filter((p) => p.field === "seo.title");
  expect(problem).toMatchObject({ other: { file: "content/modules/faces.json", title: "Запись faces" } });
});

test("a clash of SEO texts is blamed on the file being changed (a copy), whichever file name sorts first", () => {
  // "faces-1.json" sorts before "faces.json": unblamed, the original would carry the copy's problem.
  write("modules/faces-1.json", moduleEntry("faces-1", { title: "Копия", seo: entry("faces").seo }));
  const clashes = (blame?: Set<string>) => checkContent(content, undefined, { blame }).filter((p) => p.field.startsWith("seo."));
  expect(clashes().map((p) => p.file)).toEqual(["content/modules/faces.json", "content/modules/faces.json"]);
  const blamed = clashes(new Set(["content/modules/faces-1.json"]));
  expect(blamed.map(({ line: _line, ...p }) => p)).toEqual([
    { file: "content/modules/faces-1.json", field: "seo.title", message: "такой же заголовок уже у модуля «Запись faces» — придумайте другой", other: { file: "content/modules/faces.json", title: "Запись faces" } },
    { file: "content/modules/faces-1.json", field: "seo.description", message: "такое же описание уже у модуля «Запись faces» — напишите другое", other: { file: "content/modules/faces.json", title: "Запись faces" } },
  ]);
});

test("a case with a category outside SPEC §3's three is rejected", () => {
  write("projects/grz-recognition.json", entry("grz-recognition", { category: "Прочее", client: "Сеть парковок" }));
  expect(messages()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^content\/projects\/grz-recognition\.json: поле «category»: /)]),
  );
});

test("an unknown field is reported rather than silently ignored", () => {
  write("modules/faces.json", moduleEntry("faces", { subtitle: "Лишнее поле" }));
  expect(messages()).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/modules\/faces\.json: .*subtitle/)]));
});

test("the layout table may name only routes that exist, and the systems block only pages of the content", () => {
  const layout = JSON.parse(fs.readFileSync(path.join(content, "site/layout.json"), "utf8"));
  layout.extendedBottom.routes.push("/partners");
  layout.extendedBottom.systems.items[0].path = "/modules/no-such";
  write("site/layout.json", layout);
  expect(messages()).toEqual([
    "content/site/layout.json: поле «extendedBottom.routes.2»: нет страниц по адресу /partners",
    "content/site/layout.json: поле «extendedBottom.systems.items.0.path»: нет страницы /modules/no-such в контенте",
  ]);
});

test("the search synonyms: a group of one word and a word in two groups are named", () => {
  write("site/search-synonyms.json", { groups: [{ words: ["пожар", "огонь"] }, { words: ["машина"] }, { words: ["Огонь", "пламя"] }] });
  expect(messages()).toEqual([
    "content/site/search-synonyms.json: поле «groups.1.words»: в группе нужно не меньше двух слов",
    "content/site/search-synonyms.json: поле «groups.2.words.0»: «Огонь» уже есть в группе 1: объедините группы",
  ]);
});

describe("blog articles", () => {
  const article = (fm: Record<string, unknown>, body = "Текст статьи со ссылкой на [модуль](/modules/faces).\n\n![Схема проекта](./diagram.png)\n") =>
    `---\n${Object.entries(fm)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join("\n")}\n---\n\n${body}`;
  const valid = {
    title: "Как проходит проект компьютерного зрения",
    slug: "cv-project-lifecycle",
    publicationDate: "2024-12-10",
    description: "Этапы проекта компьютерного зрения от обследования до сопровождения: сроки, результаты и решения на каждом шаге.",
    cover: "./cover.jpg",
    coverAlt: "Обложка: схема из пяти этапов",
    tags: ["управление проектом"],
  };
  const writeArticle = (slug: string, fm: Record<string, unknown>, body?: string) => {
    write(`blog/${slug}/index.md`, article(fm, body));
    write(`blog/${slug}/cover.jpg`, "jpeg");
    write(`blog/${slug}/diagram.png`, "png");
  };

  test("a valid article passes, and its address becomes a route other files may link to", () => {
    writeArticle("cv-project-lifecycle", valid);
    write("site/navigation.json", {
      header: [{ name: "Статья", url: "/blogs/cv-project-lifecycle" }],
      footer: [
        { name: "Основное", links: [{ name: "Кейсы", url: "/ai-projects" }] },
        { name: "Услуги", links: [{ name: "CV", url: "/services/computer-vision" }] },
        { name: "Модули", links: [{ name: "Лица", url: "/modules/faces" }] },
      ],
    });
    expect(messages()).toEqual([]);
  });

  test("an article without a title, with an impossible date or without a cover file is named with the field", () => {
    const { title: _title, ...untitled } = valid;
    writeArticle("cv-project-lifecycle", { ...untitled, publicationDate: "2025-02-30" });
    fs.rmSync(path.join(content, "blog/cv-project-lifecycle/cover.jpg"));
    expect(messages()).toEqual([
      "content/blog/cv-project-lifecycle/index.md: поле «title»: обязательное поле отсутствует",
      "content/blog/cv-project-lifecycle/index.md: поле «publicationDate»: такой даты нет в календаре",
    ]);
    writeArticle("cv-project-lifecycle", valid);
    fs.rmSync(path.join(content, "blog/cv-project-lifecycle/cover.jpg"));
    expect(messages()).toEqual(["content/blog/cv-project-lifecycle/index.md: поле «cover»: файл обложки не найден: ./cover.jpg"]);
  });

  test("two articles with one slug are refused", () => {
    writeArticle("cv-project-lifecycle", valid);
    writeArticle("cv-project-lifecycle-copy", valid);
    expect(messages()).toEqual([
      `content/blog/cv-project-lifecycle-copy/index.md: поле «slug»: адрес «cv-project-lifecycle» уже у статьи «${valid.title}»: придумайте другой или откройте ту запись и измените её (content/blog/cv-project-lifecycle/index.md)`,
    ]);
  });

  test("a broken link, a missing picture or a picture without alt in the text is named", () => {
    writeArticle("cv-project-lifecycle", valid, "См. [кейс](/ai-projects/no-such).\n\n![](./diagram.png)\n\n![Схема](./missing.png)\n");
    expect(messages()).toEqual([
      "content/blog/cv-project-lifecycle/index.md: поле «текст»: картинка не найдена: ./missing.png",
      "content/blog/cv-project-lifecycle/index.md: поле «текст»: у картинки в тексте нет описания (alt)",
      "content/blog/cv-project-lifecycle/index.md: поле «текст»: ссылка ведёт на несуществующий адрес /ai-projects/no-such",
    ]);
  });
});

describe("each problem names its line, so the editor goes straight to it", () => {
  const problemsOf = (file: string) => checkContent(content, path.join(root, "static")).filter((p) => p.file === `content/${file}`);

  test("a wrong field: the line of its key, also deep in a list", () => {
    const page = JSON.parse(fs.readFileSync(path.join(content, "services/computer-vision.json"), "utf8")) as { sections: { items?: unknown[] }[] };
    page.sections[2].items = page.sections[2].items?.slice(0, 3);
    const text = JSON.stringify(page, null, 2);
    write("services/computer-vision.json", page);
    const [problem] = problemsOf("services/computer-vision.json");
    expect(problem.field).toBe("sections.2.items");
    // The line of the third section's "items" key: as many such keys above it as the first two sections have.
    const lines = text.split("\n");
    expect(lines[problem.line! - 1]).toMatch(/^\s*"items": \[/);
    const before = lines.slice(0, problem.line! - 1).filter((line) => /^\s*"items": \[/.test(line)).length;
    expect(before).toBe(page.sections.slice(0, 2).filter((section) => section.items).length);
  });

  test("a missing field: the line where the object that lacks it begins", () => {
    const module = JSON.parse(fs.readFileSync(path.join(content, "modules/faces.json"), "utf8")) as { seo: Record<string, unknown> };
    delete module.seo.title;
    write("modules/faces.json", module);
    const text = fs.readFileSync(path.join(content, "modules/faces.json"), "utf8");
    const problem = problemsOf("modules/faces.json").find((p) => p.field === "seo.title");
    expect(problem?.line).toBe(text.split("\n").findIndex((line) => line.includes('"seo"')) + 1);
  });

  test("broken JSON: the line where the syntax breaks", () => {
    const text = fs.readFileSync(path.join(content, "modules/faces.json"), "utf8").split("\n");
    text[4] = `${text[4]},,`;
    fs.writeFileSync(path.join(content, "modules/faces.json"), text.join("\n"));
    const [problem] = problemsOf("modules/faces.json");
    expect(problem.message).toMatch(/^файл не читается: /);
    expect(problem.line).toBe(5);
    expect(formatProblem(problem)).toMatch(/^content\/modules\/faces\.json:5:\d+: файл не читается/);
  });
});
