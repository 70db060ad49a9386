import fs from "node:fs";
import { DECAP_PATCHES, MARKDOWN_IN_HINT, patchDecap } from "./decap-patches";
import { cmsConfig, type CmsField } from "../src/cms/config";
import { COPY_HOOK, installCopyHook } from "../src/cms/copy";

const bundle = fs.readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");

test("each patch finds its code exactly once in the installed Decap, and the patched bundle has the fix in its place", () => {
  const patched = patchDecap(bundle);
  for (const { find, replace } of DECAP_PATCHES) {
    expect(patched.split(replace)).toHaveLength(2);
    expect(patched).not.toContain(find);
  }
  expect(patched.length).toBe(bundle.length + DECAP_PATCHES.reduce((sum, p) => sum + p.replace.length - p.find.length, 0));
});

test("a Decap whose code has changed stops the build, naming the patch", () => {
  const [first] = DECAP_PATCHES;
  expect(() => patchDecap(bundle.replace(first.find, "heading:`${count}`"))).toThrow(`Decap patch «${first.why}»: its code is in the Decap bundle 0 times, not once`);
  expect(() => patchDecap(`${first.find};${bundle}`)).toThrow(/2 times, not once/);
});

describe("«Дублировать», patched: the installed Decap's own duplicate action, run", () => {
  // The action creator as the patched bundle has it, with Decap's minified helpers stubbed: waitUntil
  // (Xu) hands back its request, createEntry (xu) makes the entry, sp is the action's type.
  const patched = patchDecap(bundle);
  const source = /createDraftDuplicateFromEntry:(function\(e\)\{return t=>\{t\(Xu\(\{predicate:.*?\}\)\)\}\})/.exec(patched)?.[1];
  const duplicate = (entry: unknown, draft: unknown) => {
    if (!source) throw new Error("the duplicate action is not in the patched bundle");
    const make = new Function("Xu", "sp", "xu", "ep", `return (${source});`) as (...args: unknown[]) => (entry: unknown) => (dispatch: (a: unknown) => unknown) => void;
    const dispatched: { run?: (d: unknown, g: () => unknown) => void; type?: string; payload?: { data: unknown } }[] = [];
    const create = make((request: unknown) => request, "DRAFT_CREATE_DUPLICATE_FROM_ENTRY", (collection: string, slug: string, path: string, options: object) => ({ collection, slug, path, ...options }), "DRAFT_CREATE_EMPTY");
    create(entry)((action) => dispatched.push(action as (typeof dispatched)[number]));
    dispatched[0].run?.(null, () => ({ entryDraft: draft }));
    return dispatched[1];
  };
  const { fromJS } = jest.requireActual<typeof import("immutable")>("immutable");
  const original = fromJS({
    collection: "modules",
    mediaFiles: [],
    data: { slug: "smoking", title: "Обнаружение курения", image: "../images/modules/smoking.jpg", seo: { title: "Курение по видео", description: "Описание", keywords: ["a"] } },
  });

  beforeAll(() => installCopyHook());
  afterAll(() => delete (globalThis as Record<string, unknown>)[COPY_HOOK]);

  test("the copy keeps its picture and texts; its slug and SEO title and description are empty, for the editor to write", () => {
    const action = duplicate(original, fromJS({ entry: {} }));
    expect(action?.type).toBe("DRAFT_CREATE_DUPLICATE_FROM_ENTRY");
    expect((action?.payload?.data as { toJS(): unknown }).toJS()).toEqual({
      slug: "",
      title: "Обнаружение курения",
      image: "../images/modules/smoking.jpg",
      seo: { title: "", description: "", keywords: ["a"] },
    });
  });

  test("a slug typed into the new form before the copy arrived is kept, not overwritten by the copy's data", () => {
    const draft = fromJS({ entry: { newRecord: true, data: { slug: "smoking-warehouse", title: "" } } });
    const data = (duplicate(original, draft)?.payload?.data as { toJS(): { slug: string; title: string } }).toJS();
    expect([data.slug, data.title]).toEqual(["smoking-warehouse", "Обнаружение курения"]);
  });
});

describe("a field's hint without Markdown is text, not a react-markdown pipeline", () => {
  const hints = (fields: readonly CmsField[]): string[] => fields.flatMap((f) => [...(f.hint ? [f.hint] : []), ...hints(f.fields ?? []), ...(f.field ? hints([f.field]) : [])]);
  const config = cmsConfig({ contentPrefix: "content", branch: "main" });
  const all = config.collections.flatMap((c) => [...hints(c.fields ?? []), ...(c.files ?? []).flatMap((f) => hints(f.fields))]);

  test("the hints of our forms are plain text, so they do not pay for Markdown parsing; the one with a «*» still goes through react-markdown", () => {
    expect(all.length).toBeGreaterThan(100);
    expect([...new Set(all.filter((hint) => MARKDOWN_IN_HINT.test(hint)))]).toEqual(["Маршрут вида /about или /ai-projects/* — все страницы раздела"]);
  });

  test("a hint with Markdown still goes through react-markdown: links, emphasis, code, addresses, lists", () => {
    for (const hint of ["См. [руководство](/docs)", "**важно**", "_курсив_", "`slug`", "https://videumlab.ru", "www.videumlab.ru", "- пункт", "1. пункт", "a &amp; b", "<b>x</b>"]) {
      expect([hint, MARKDOWN_IN_HINT.test(hint)]).toEqual([hint, true]);
    }
  });

  test("in the patched bundle the hint element is chosen by that test", () => {
    const patched = patchDecap(bundle);
    expect(patched).toContain(`error:V},${MARKDOWN_IN_HINT}.test(z)?_n(PA(),{remarkPlugins:[DA()]`);
    // The rule as the bundle has it is a valid expression that behaves like ours.
    const inBundle = new Function(`return ${MARKDOWN_IN_HINT};`)() as RegExp;
    expect([inBundle.test("Латиница, цифры и дефисы"), inBundle.test("**x**")]).toEqual([false, true]);
  });
});
