import { setupTestApp } from "../test/test-app";

const t = setupTestApp({ FORM_RATE_LIMIT: "2", FORM_ALLOWED_ORIGINS: "https://landing.videumlab.ru" });

let n = 0;
const post = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/form",
    // a different message each time: the same one twice would be a repeat, stored once
    payload: { name: "Анна Петрова", phone: "+7 916 555-12-34", message: `Пилот №${(n += 1)}`, consent: true },
    headers,
  });

test("past the per-client limit a form gets 429 with Retry-After and a Russian explanation", async () => {
  expect((await post()).statusCode).toBe(201);
  expect((await post()).statusCode).toBe(201);
  const third = await post();
  expect(third.statusCode).toBe(429);
  expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
  expect((third.json() as { message: string }).message).toMatch(/^Слишком много заявок подряд\. Попробуйте через \d+ с/);
  await expect(t.app.leads.count()).resolves.toBe(2);
});

test("an origin listed in FORM_ALLOWED_ORIGINS may post besides the site itself", async () => {
  const res = await post({ origin: "https://landing.videumlab.ru" });
  expect(res.statusCode).toBe(201);
  expect(res.headers["access-control-allow-origin"]).toBe("https://landing.videumlab.ru");
});
