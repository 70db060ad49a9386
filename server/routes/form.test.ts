import { setupTestApp } from "../test/test-app";

const t = setupTestApp();

const contact = {
  name: "Анна Петрова",
  phone: "+7 916 555-12-34",
  message: "Нужен подсчёт посетителей в 12 магазинах",
  page: "Анализ аудитории | AI лаборатория Видеум",
  pageUrl: "https://videumlab.ru/modules/audience",
  referrer: "https://yandex.ru/",
  utm: { utm_source: "yandex", utm_campaign: "cv-retail" },
  consent: true,
};

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/form", payload: payload as object, headers: { "user-agent": "jest", ...headers } });

test("a valid contact request is stored with everything needed to call back, and answered 201", async () => {
  const res = await post(contact);
  expect(res.statusCode).toBe(201);
  expect(res.headers["cache-control"]).toBe("no-store");
  const { id } = res.json() as { id: string };
  const lead = await t.app.leads.get(id);
  expect(lead).toMatchObject({
    kind: "contact",
    name: "Анна Петрова",
    phone: "+7 916 555-12-34",
    phoneE164: "+79165551234",
    message: "Нужен подсчёт посетителей в 12 магазинах",
    pageTitle: "Анализ аудитории | AI лаборатория Видеум",
    pageUrl: "https://videumlab.ru/modules/audience",
    referrer: "https://yandex.ru/",
    utm: { utm_source: "yandex", utm_campaign: "cv-retail" },
    userAgent: "jest",
    consentVersion: "2026-11-01",
  });
  expect(lead?.clientHash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(lead)).not.toContain("127.0.0.1");
});


test.each([
  ["8 999 123-45-67", "+7 999 123-45-67", "+79991234567"],
  ["8(999)1234567", "+7 999 123-45-67", "+79991234567"],
  ["999 123 45 67", "+7 999 123-45-67", "+79991234567"],
  ["+375 29 123-45-67", "+37 529 123-45-67", "+375291234567"],
])("a phone sent as typed, %s, is stored as %s", async (typed, phone, phoneE164) => {
  const res = await post({ ...contact, phone: typed });
  expect(res.statusCode).toBe(201);
  const lead = await t.app.leads.get((res.json() as { id: string }).id);
  expect(lead).toMatchObject({ phone, phoneE164 });
});
test("the newsletter call of SPEC §7 is stored as an e-mail subscription", async () => {
  const res = await post({ name: "Footer-form", phone: "Ivan@Company.ru", message: "Footer-form - подписка в рассылку", consent: true });
  expect(res.statusCode).toBe(201);
  const lead = await t.app.leads.get((res.json() as { id: string }).id);
  expect(lead).toMatchObject({ kind: "newsletter", email: "ivan@company.ru", name: null, phone: null });
});

test("a rule broken in any field gives 422 with the Russian message of each field", async () => {
  const res = await post({ ...contact, name: "R2-D2", phone: "8 916 555", message: "" });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({
    error: "Unprocessable Entity",
    message: "Проверьте поля формы",
    statusCode: 422,
    fields: {
      name: "Допустимы только буквы и пробелы",
      phone: "Введите действительный номер телефона",
      message: "Заполните поле",
    },
  });
  await expect(t.app.leads.count()).resolves.toBe(0);
});

test("a newsletter address that is no e-mail gets the newsletter message", async () => {
  const res = await post({ name: "Footer-form", phone: "ivan@company", message: "x", consent: true });
  expect(res.statusCode).toBe(422);
  expect((res.json() as { fields: object }).fields).toEqual({ phone: "Введите корректный email" });
});

test("without consent nothing is stored", async () => {
  const res = await post({ ...contact, consent: false });
  expect(res.statusCode).toBe(422);
  expect((res.json() as { fields: object }).fields).toEqual({ consent: "Подтвердите согласие на обработку персональных данных" });
  await expect(t.app.leads.count()).resolves.toBe(0);
});

test("malformed JSON is a 400 with a clear message", async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/form", payload: '{"name": "Анна",', headers: { "content-type": "application/json" } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: "Bad Request", message: "Тело запроса — не корректный JSON", statusCode: 400 });
});

test("a field of the wrong shape is a 400 naming it", async () => {
  const res = await post({ ...contact, utm: "yandex" });
  expect(res.statusCode).toBe(400);
  expect((res.json() as { message: string }).message).toMatch(/^Неверный запрос: body\/utm /);
});

test("another content type is a 415", async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/form", payload: "name=Анна", headers: { "content-type": "text/plain" } });
  expect(res.statusCode).toBe(415);
  expect((res.json() as { message: string }).message).toBe(
    "Неподдерживаемый Content-Type: отправляйте application/json или application/x-www-form-urlencoded",
  );
});

test("a body over 16 KB is a 413", async () => {
  const res = await post({ ...contact, message: "а".repeat(17 * 1024) });
  expect(res.statusCode).toBe(413);
  expect((res.json() as { message: string }).message).toBe("Запрос больше 16 КБ");
});

test("other methods get 405 with Allow: POST", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/form" });
  expect(res.statusCode).toBe(405);
  expect(res.headers.allow).toBe("POST");
});

describe("bots", () => {
  test("a filled honeypot is answered like a success and nothing is stored", async () => {
    const res = await post({ ...contact, website: "https://spam.example" });
    expect(res.statusCode).toBe(201);
    await expect(t.app.leads.count()).resolves.toBe(0);
  });

  test("a form sent faster than a person can fill it is dropped quietly; a normal pace is stored", async () => {
    const fast = await post({ ...contact, startedAt: Date.now() - 500 });
    expect(fast.statusCode).toBe(201);
    await expect(t.app.leads.count()).resolves.toBe(0);
    const human = await post({ ...contact, startedAt: Date.now() - 15_000 });
    expect(human.statusCode).toBe(201);
    await expect(t.app.leads.count()).resolves.toBe(1);
  });
});

describe("origins", () => {
  test("the site's own pages may post", async () => {
    const res = await post(contact, { origin: "http://localhost:80", host: "localhost:80" });
    expect(res.statusCode).toBe(201);
  });

  test("a page on another site may not, and nothing is stored", async () => {
    const res = await post(contact, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toBe("Отправка форм с https://evil.example не разрешена");
    await expect(t.app.leads.count()).resolves.toBe(0);
  });

  test("the configured origin (the site itself by default) may post and read the answer", async () => {
    const res = await post(contact, { origin: "https://videumlab.ru" });
    expect(res.statusCode).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe("https://videumlab.ru");
  });

  test("the browser's preflight is answered for POST with JSON", async () => {
    const res = await t.app.inject({ method: "OPTIONS", url: "/api/form", headers: { origin: "https://videumlab.ru" } });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-methods"]).toBe("POST");
    expect(res.headers["access-control-allow-headers"]).toBe("content-type");
  });
});

test("the same submission twice (a double click) is stored once and both answers carry its id", async () => {
  const first = await post(contact);
  const second = await post(contact);
  expect(second.statusCode).toBe(201);
  expect((second.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
  await expect(t.app.leads.count()).resolves.toBe(1);
  const other = await post({ ...contact, message: "И ещё вопрос про сроки" });
  expect((other.json() as { id: string }).id).not.toBe((first.json() as { id: string }).id);
  await expect(t.app.leads.count()).resolves.toBe(2);
});

test("when the store cannot write, the answer is 503 and nothing is reported as sent", async () => {
  await t.app.leads.close();
  const res = await post(contact);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    error: "Service Unavailable",
    message: "Не удалось сохранить заявку. Попробуйте через минуту или позвоните нам.",
    statusCode: 503,
  });
});

describe("hostile input", () => {
  test.each([
    ["HTML and script in the name", { ...contact, name: "<script>alert(1)</script>" }, 422],
    ["SQL meta characters in the name", { ...contact, name: "Robert'); DROP TABLE leads;--" }, 422],
    ["control characters in the name", { ...contact, name: "Анна\u0000\u0007" }, 422],
    ["an oversized message", { ...contact, message: "а".repeat(4001) }, 400],
    ["a nested object instead of text", { ...contact, message: { a: { b: { c: [1, 2, 3] } } } }, 400],
    ["an array instead of the body", [contact], 400],
  ])("%s → %i, nothing stored", async (_label, payload, status) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    await expect(t.app.leads.count()).resolves.toBe(0);
  });

  test("prototype-pollution keys are refused", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/form",
      payload: `{"name":"Анна Петрова","phone":"+7 916 555-12-34","message":"x","consent":true,"__proto__":{"admin":true}}`,
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    await expect(t.app.leads.count()).resolves.toBe(0);
  });

  test("invalid UTF-8 is refused or stored harmlessly, never a crash", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/form",
      payload: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","phone":"+7 916 555-12-34","message":"x","consent":true}')]),
      headers: { "content-type": "application/json" },
    });
    expect([400, 422]).toContain(res.statusCode);
  });

  test("text that looks like markup or SQL in the message is stored as it was typed", async () => {
    const message = `<img src=x onerror=alert(1)> '; DELETE FROM leads; --`;
    const res = await post({ ...contact, message });
    expect(res.statusCode).toBe(201);
    const lead = await t.app.leads.get((res.json() as { id: string }).id);
    expect(lead?.message).toBe(message);
    await expect(t.app.leads.count()).resolves.toBe(1);
  });
});
