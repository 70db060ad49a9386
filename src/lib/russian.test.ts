import { formatRuNumber, pluralRu } from "./russian";

test("view counts read in proper Russian", () => {
  const forms = ["просмотр", "просмотра", "просмотров"] as const;
  expect([1, 2, 5, 11, 14, 21, 22, 111, 1000].map((n) => `${n} ${pluralRu(n, forms)}`)).toEqual([
    "1 просмотр", "2 просмотра", "5 просмотров", "11 просмотров", "14 просмотров", "21 просмотр", "22 просмотра", "111 просмотров", "1000 просмотров",
  ]);
});

test("counts are grouped by threes with a non-breaking space, as Russian text writes them", () => {
  expect([7, 999, 1000, 12345, 1234567].map(formatRuNumber)).toEqual(["7", "999", "1\u00A0000", "12\u00A0345", "1\u00A0234\u00A0567"]);
  // The same as the browser's Russian locale would write, without its cost.
  expect(formatRuNumber(1234567)).toBe((1234567).toLocaleString("ru-RU"));
});
