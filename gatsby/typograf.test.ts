import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadTypografMemo, saveTypografMemo, typografText } from "./typograf";

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

describe("the memo kept for the next build", () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), "typograf-memo-"));

  test("texts typeset by the last build come back as they were, and only the texts a build asked for are kept", async () => {
    const file = path.join(dir(), ".cache", "typograf-memo.json");
    loadTypografMemo(path.join(dir(), "none.json"));
    const text = 'Модуль "Лица" - в закрытом контуре';
    const typeset = typografText(text);
    await expect(saveTypografMemo(file)).resolves.toBe(1);
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { texts: [string, string][] };
    expect(saved.texts).toEqual([[text, typeset]]);

    // The next build's typograf would give the same; a planted value shows the memo was used.
    saved.texts[0][1] = "из памяти";
    fs.writeFileSync(file, JSON.stringify(saved));
    expect(loadTypografMemo(file)).toBe(1);
    expect(typografText(text)).toBe(typeset); // already in this process's memo: kept, not overwritten
    expect(typografText('Новый "текст" - впервые')).toBe(`Новый «текст»${NBSP}— впервые`);
    await expect(saveTypografMemo(file)).resolves.toBe(2);
  });

  test("a memo made by another typograf or settings, or a broken file, is not used", async () => {
    const folder = dir();
    const file = path.join(folder, "typograf-memo.json");
    fs.writeFileSync(file, JSON.stringify({ maker: "typograf 0.0.1 ru", texts: [["Текст из - прошлого", "подмена"]] }));
    expect(loadTypografMemo(file)).toBe(0);
    expect(typografText("Текст из - прошлого")).not.toBe("подмена");
    fs.writeFileSync(file, "{ обрыв");
    expect(loadTypografMemo(file)).toBe(0);
  });

  test("a planted text from a memo of this typograf is what the next build gets", async () => {
    const folder = dir();
    const file = path.join(folder, "typograf-memo.json");
    typografText("образец");
    await saveTypografMemo(file);
    const memo = JSON.parse(fs.readFileSync(file, "utf8")) as { maker: string; texts: [string, string][] };
    memo.texts = [["Только в памяти - нигде больше", "из памяти"], [42, "не текст"] as unknown as [string, string]];
    fs.writeFileSync(file, JSON.stringify(memo));
    expect(loadTypografMemo(file)).toBe(1);
    expect(typografText("Только в памяти - нигде больше")).toBe("из памяти");
  });
});
