import { setupTestApp } from "../test/test-app";

/** Forms sent with JavaScript off: urlencoded in, 303 to a page of the site out, nothing typed lost. */
const t = setupTestApp({ FORM_RATE_LIMIT: "3" });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const contact = { name: "Анна Петрова", phone: "+7 916 555-12-34", message: "Пилот на 4 камерах", consent: "on" };

const post = (body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/form",
    payload: body,
    headers: { "content-type": "application/x-www-form-urlencoded", referer: "http://localhost:80/contact?utm_source=vk&utm_campaign=retail", ...headers },
  });

test("a valid request is stored with its page, URL and campaign, and the browser is sent to 'Заявка отправлена'", async () => {
  const res = await post(form(contact));
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe("/request-sent");
  expect(res.headers["cache-control"]).toBe("no-store");
  const [lead] = await t.app.leads.list({});
  expect(lead).toMatchObject({
    kind: "contact",
    name: "Анна Петрова",
    phoneE164: "+79165551234",
    message: "Пилот на 4 камерах",
    pageTitle: "Контакты | AI лаборатория Видеум",
    pageUrl: "http://localhost:80/contact?utm_source=vk&utm_campaign=retail",
    utm: { utm_source: "vk", utm_campaign: "retail" },
    consentVersion: expect.any(String),
  });
});

test("a subscription without JavaScript lands on 'subscribed'", async () => {
  const res = await post(form({ name: "Footer-form", phone: "ivan@company.ru", message: "Footer-form - подписка в рассылку", consent: "on" }));
  expect(res.headers.location).toBe("/subscribed");
  await expect(t.app.leads.list({ kind: "newsletter" })).resolves.toMatchObject([{ email: "ivan@company.ru" }]);
});

test("a refused request comes back as the form with everything typed and the reason under each field", async () => {
  const res = await post(form({ ...contact, phone: "8 916 555", message: "Строка 1\n<b>важно</b>", consent: "" }));
  expect(res.statusCode).toBe(303);
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/request-error\?draft=[0-9a-f-]{36}$/);
  await expect(t.app.leads.count()).resolves.toBe(0);

  const page = await t.app.inject({ method: "GET", url: location });
  expect(page.statusCode).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["content-security-policy"]).toContain("sha256-");
  expect(page.body).toContain(`name="name" aria-invalid="false" value="Анна Петрова"`);
  expect(page.body).toContain(`name="phone" aria-invalid="true" value="8 916 555"`);
  expect(page.body).toContain(`<p data-error-for="phone">Введите действительный номер телефона</p>`);
  expect(page.body).toContain(`<p data-error-for="consent">Подтвердите согласие на обработку персональных данных</p>`);
  expect(page.body).toContain(`<textarea id="native-message" name="message" aria-invalid="false">Строка 1\n&lt;b&gt;важно&lt;/b&gt;</textarea>`);

  // Shown once: the draft is gone after it was read, the page is then the empty form.
  const again = await t.app.inject({ method: "GET", url: location });
  expect(again.body).not.toContain("Анна Петрова");
  expect(again.body).toContain(`<p data-error-for="phone" hidden=""></p>`);
});

test("a rate-limited visitor is sent back to the form with the reason on top", async () => {
  for (let i = 0; i < 3; i += 1) await post(form({ ...contact, message: `Заявка ${i}` }));
  const res = await post(form({ ...contact, message: "Четвёртая" }));
  expect(res.statusCode).toBe(303);
  const page = await t.app.inject({ method: "GET", url: res.headers.location as string });
  expect(page.body).toMatch(/<p role="alert" data-form-message="">Слишком много заявок подряд\. Попробуйте через \d+ с или позвоните нам\.<\/p>/);
  expect(page.body).toContain(`value="Анна Петрова"`);
  expect(page.body).toContain(">Четвёртая</textarea>");
});

test("a bot filling the hidden field is sent to the success page and nothing is stored", async () => {
  const res = await post(form({ ...contact, website: "http://spam.example" }));
  expect(res.headers.location).toBe("/request-sent");
  await expect(t.app.leads.count()).resolves.toBe(0);
});

test("prototype keys are refused without a crash; unknown fields are dropped, never stored", async () => {
  const proto = await post(`${form(contact)}&__proto__=x&constructor=y`);
  expect(proto.statusCode).toBe(303);
  expect(proto.headers.location).toMatch(/^\/request-error\?draft=/);
  await expect(t.app.leads.count()).resolves.toBe(0);
  expect(({} as Record<string, unknown>).x).toBeUndefined();

  const unknown = await post(`${form(contact)}&admin=1`);
  expect(unknown.headers.location).toBe("/request-sent");
  const [lead] = await t.app.leads.list({});
  expect(JSON.stringify(lead)).not.toContain("admin");
});

test("an error page opened directly, or with a forged or expired draft, is the empty form", async () => {
  for (const url of ["/request-error", "/request-error?draft=x'%3Cscript%3E", "/request-error?draft=00000000-0000-4000-8000-000000000000"]) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<h1>Заявка не отправлена</h1>");
    expect(res.body).toContain(`<p role="alert" data-form-message="" hidden=""></p>`);
  }
});
