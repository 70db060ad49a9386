import { contactParts } from "./contact-links";

test("the phone and the e-mail in a sentence become links; the words around them stay as they are", () => {
  expect(contactParts("Напишите на hello@videumlab.ru или позвоните по номеру +7 495 120-17-54. Ответим сегодня.")).toEqual([
    "Напишите на ",
    { text: "hello@videumlab.ru", href: "mailto:hello@videumlab.ru", kind: "email" },
    " или позвоните по номеру ",
    { text: "+7 495 120-17-54", href: "tel:+74951201754", kind: "phone" },
    ". Ответим сегодня.",
  ]);
});

test("typograf's non-breaking spaces and hyphens, brackets and a trunk 8 are read as the same number", () => {
  expect(contactParts("+7\u00a0495\u00a0120\u201117\u201154")).toEqual([{ text: "+7\u00a0495\u00a0120\u201117\u201154", href: "tel:+74951201754", kind: "phone" }]);
  expect(contactParts("звонок 8 (800) 555-35-35 бесплатный")[1]).toEqual({ text: "8 (800) 555-35-35", href: "tel:+78005553535", kind: "phone" });
});

test("registry numbers, dates and text without contacts are left as text", () => {
  expect(contactParts("решение № АО-20180415-1187")).toEqual(["решение № АО-20180415-1187"]);
  expect(contactParts("ИНН 7701234567, 125047, Москва")).toEqual(["ИНН 7701234567, 125047, Москва"]);
  expect(contactParts("")).toEqual([]);
});
