import { typografText } from "./typograf";

const NBSP = "\u00a0";

test("straight quotes become «ёлочки» and a hyphen between words an em dash", () => {
  expect(typografText('Платформа "Видеум" - это модули')).toBe(`Платформа «Видеум»${NBSP}— это модули`);
});

test("a short preposition is bound to the next word", () => {
  expect(typografText("Работаем в закрытом контуре")).toBe(`Работаем в${NBSP}закрытом контуре`);
});

test("percentages are written one way across the site, whatever the editor typed", () => {
  expect(typografText("Точность 99,3% и 95 %")).toBe(`Точность 99,3% и${NBSP}95%`);
});

test("texts typeset earlier in the build come out the same, also past the memo's bound", () => {
  const text = 'Сервис "Видеум" - в закрытом контуре';
  const first = typografText(text);
  for (let i = 0; i < 20_001; i += 1) typografText(`Модуль №${i}`);
  expect(typografText(text)).toBe(first);
  expect(typografText("Модуль 20000 - в работе")).toBe(`Модуль 20000${NBSP}— в${NBSP}работе`);
});
