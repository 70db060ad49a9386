import { z } from "zod";
import { ENTRY_SCHEMAS } from "./schema";
import { schemaProblems } from "./problems";

const said = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : schemaProblems("content/x.json", result.error, data).map((p) => `${p.field}: ${p.message}`);
};

test("zod's own checks are said in Russian: a wrong type is not called missing, an unknown field names itself", () => {
  const schema = z.object({ title: z.string(), order: z.number(), tags: z.array(z.string()).min(2), kind: z.enum(["text", "faq"]), site: z.string().url(), short: z.string().max(5) }).strict();
  expect(said(schema, { title: 5, tags: ["a"], kind: "news", site: "нет", short: "длинный текст", titel: "опечатка" })).toEqual([
    "title: здесь должен быть текст",
    "order: обязательное поле отсутствует",
    "tags: нужно не меньше 2 элементов",
    "kind: допустимые значения: «text», «faq»",
    "site: нужна ссылка вида https://…",
    "short: нужно не больше 5 символов",
    ": лишнее поле «titel»: такого поля нет — проверьте, нет ли опечатки",
  ]);
});

test("a module with a misspelt field and a title of the wrong type: no English reaches the editor", () => {
  const messages = said(ENTRY_SCHEMAS.modules, { slug: "x", titel: "Опечатка", title: 5 });
  expect(messages).toContain("title: здесь должен быть текст");
  expect(messages).toContain(": лишнее поле «titel»: такого поля нет — проверьте, нет ли опечатки");
  // What she reads, the quoted field names aside: Russian only.
  for (const message of messages) expect(message.slice(message.indexOf(": ") + 2).replace(/«[^»]*»/g, "")).not.toMatch(/[A-Za-z]{3,}/);
});
