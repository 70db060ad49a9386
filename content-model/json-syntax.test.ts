import { jsonSyntaxError } from "./json-syntax";

test.each([
  ["a missing comma, at the next field", '{\n  "title": "Голос"\n  "slug": "voice"\n}\n', { line: 3, column: 3, message: "не хватает запятой перед этим полем" }],
  ["a comma left before the closing brace", '{\n  "slug": "voice",\n}\n', { line: 3, column: 1, message: "лишняя запятая перед «}»" }],
  ["a comma left before the closing bracket", '{\n  "tags": ["a", "b",]\n}\n', { line: 2, column: 21, message: "лишняя запятая перед «]»" }],
  ["straight quotes inside a text", '{\n  "title": "Лаборатория "Видеум""\n}\n', { line: 2, column: 26, message: "внутри текста прямые кавычки «\"»: замените их на «ёлочки»" }],
  ["single quotes", "{\n  'slug': 'voice'\n}\n", { line: 2, column: 3, message: "текст и имена полей берут в двойные кавычки «\"», а не в одинарные" }],
  ["a field name without quotes", "{\n  slug: \"voice\"\n}\n", { line: 2, column: 3, message: "имя поля должно стоять в двойных кавычках" }],
  ["a text not closed", '{\n  "slug": "voice\n}\n', { line: 2, column: 11, message: "текст не закрыт кавычкой «\"»" }],
  ["a colon missing", '{\n  "slug" "voice"\n}\n', { line: 2, column: 10, message: "после имени поля не хватает двоеточия" }],
  ["the file cut short", '{\n  "slug": "voice"', { line: 2, column: 18, message: "не хватает закрывающей скобки «}»" }],
  ["an empty file", "", { line: 1, column: 1, message: "файл пуст" }],
  ["a comment", '{\n  // заметка\n  "slug": "voice"\n}\n', { line: 2, column: 3, message: "комментарии в JSON не допускаются" }],
  ["text after the end", '{ "slug": "voice" }\n}\n', { line: 2, column: 1, message: "после конца данных лишний текст" }],
])("%s: the line, the position and what is wrong, in Russian", (_name, text, expected) => {
  expect(() => JSON.parse(text)).toThrow();
  expect(jsonSyntaxError(text)).toEqual(expected);
});

test("a file that parses has no syntax error", () => {
  expect(jsonSyntaxError('{\n  "slug": "voice",\n  "tags": ["a", "b"]\n}\n')).toBeUndefined();
});

test("no message repeats the parser's English", () => {
  for (const text of ['{"a": 1 "b": 2}', "{,}", "[1, 2", '{"a": tru}', '{"a": 01}', '{"a": "\\q"}', "{\"a\": \"x\ty\"}"]) {
    const error = jsonSyntaxError(text);
    expect(error?.message).toMatch(/[а-яё]/i);
    expect(error?.message).not.toMatch(/expected|unexpected|token|position/i);
  }
});
