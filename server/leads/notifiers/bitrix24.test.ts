import { makeLead } from "../../test/lead-fixture";
import { deliveryContext } from "../../test/delivery-context";
import { startFakeBitrix24, type FakeBitrix24 } from "../../test/fake-bitrix24";
import { bitrix24Notifier, type Bitrix24Options } from "./bitrix24";
import { DeliveryError } from "./errors";

let portal: FakeBitrix24;
beforeEach(async () => {
  portal = await startFakeBitrix24();
});
afterEach(() => portal.close());

const options = (overrides: Partial<Bitrix24Options> = {}): Bitrix24Options => ({
  webhookUrl: portal.webhookUrl,
  originatorId: "videumlab.ru",
  sourceId: "WEB",
  newsletters: true,
  ...overrides,
});

const lead = makeLead({
  message: "Нужен пилот на 4 камерах.\nЗвоните после 14:00",
  referrer: "https://ya.ru/search?text=видеоаналитика",
  utm: { utm_source: "yandex", utm_medium: "cpc", utm_campaign: "осень-2026", utm_content: "banner-1", utm_term: "подсчёт людей" },
});

/** What the rejected promise was, for assertions on its kind. */
async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

test("a lead becomes a Bitrix24 lead with each field where the sales team looks for it", async () => {
  const { context, recorded } = deliveryContext();
  await bitrix24Notifier(options({ assignedById: 17 })).send(lead, context);

  expect(portal.state.requests.map((r) => [r.method, r.status])).toEqual([["crm.lead.add", 200]]);
  const [stored] = portal.leadsFor(lead.id);
  expect(stored.fields).toEqual({
    TITLE: "Заявка с сайта: Анна Петрова — Контакты | AI лаборатория Видеум",
    NAME: "Анна Петрова",
    PHONE: [{ VALUE: "+79165551234", VALUE_TYPE: "WORK" }],
    COMMENTS: "Нужен пилот на 4 камерах.<br>\nЗвоните после 14:00",
    SOURCE_ID: "WEB",
    SOURCE_DESCRIPTION: [
      "Форма: Заявка с сайта",
      "Страница: Контакты | AI лаборатория Видеум",
      "Адрес страницы: https://videumlab.ru/contact",
      "Пришёл с: https://ya.ru/search?text=видеоаналитика",
      "Получена: 20.11.2026, 13:00 (МСК)",
      `ID заявки на сайте: ${lead.id}`,
    ].join("\n"),
    OPENED: "Y",
    ASSIGNED_BY_ID: 17,
    ORIGINATOR_ID: "videumlab.ru",
    ORIGIN_ID: lead.id,
    UTM_SOURCE: "yandex",
    UTM_MEDIUM: "cpc",
    UTM_CAMPAIGN: "осень-2026",
    UTM_CONTENT: "banner-1",
    UTM_TERM: "подсчёт людей",
  });
  expect(portal.state.requests[0].body).toMatchObject({ params: { REGISTER_SONET_EVENT: "Y" } });
  // The outbox learns, before the request leaves, that it may create a lead, and then its id.
  expect(recorded).toEqual({ sending: 1, created: [String(stored.ID)] });
});

test("a subscription is a lead of its own kind with the e-mail; with subscriptions off the channel does not take them", async () => {
  const subscription = makeLead({ kind: "newsletter", name: null, phone: null, phoneE164: null, message: null, email: "ivan@company.ru", pageTitle: "Блог" });
  const notifier = bitrix24Notifier(options());
  expect(notifier.accepts?.("newsletter")).toBe(true);
  await notifier.send(subscription, deliveryContext().context);
  expect(portal.leadsFor(subscription.id)[0].fields).toMatchObject({
    TITLE: "Подписка на рассылку: ivan@company.ru — Блог",
    EMAIL: [{ VALUE: "ivan@company.ru", VALUE_TYPE: "WORK" }],
    COMMENTS: "Подписка на рассылку сайта.",
  });
  expect(portal.leadsFor(subscription.id)[0].fields.NAME).toBeUndefined();

  const off = bitrix24Notifier(options({ newsletters: false }));
  expect([off.accepts?.("newsletter"), off.accepts?.("contact")]).toEqual([false, true]);
});

test("text CRMs choke on arrives as typed or sensibly shortened, never refused", async () => {
  const hostile = makeLead({
    name: `Иван 😀 <b>Петров</b> ${"очень длинное имя ".repeat(10)}`.slice(0, 200),
    message: `Привет 👋 <script>alert("x")</script> & [b]жирный[/b]\r\nвторая строка\u0007${"\ud800"}`,
    pageTitle: `Контакты\n<i>${"ж".repeat(300)}</i>`,
    utm: { utm_source: "😀".repeat(200) },
  });
  await bitrix24Notifier(options()).send(hostile, deliveryContext().context);
  const [stored] = portal.leadsFor(hostile.id); // the fake portal checked every documented length
  expect(stored.fields.COMMENTS).toContain(
    "Привет &#128075; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; [b]жирный[/b]<br>\nвторая строка\ufffd",
  );
  // The name column is short: the name is cut there with a marker and kept whole in the comment.
  expect(Array.from(stored.fields.NAME ?? "")).toHaveLength(50);
  expect(stored.fields.NAME).toMatch(/^Иван 😀 <b>Петров<\/b> очень длинное имя.*…$/);
  expect(stored.fields.COMMENTS).toContain(`Имя полностью: Иван &#128512; &lt;b&gt;Петров&lt;/b&gt;`);
  expect(Array.from(stored.fields.TITLE).length).toBeLessThanOrEqual(255);
  expect(stored.fields.TITLE).toMatch(/^Заявка с сайта: Иван 😀.*Контакты <i>ж+…$/);
  expect(Array.from(stored.fields.UTM_SOURCE ?? "")).toHaveLength(200);

  // The longest message the form takes, made of emoji: its HTML outgrows the comment and is cut with a note.
  const emoji = makeLead({ message: "😀".repeat(4000) });
  await bitrix24Notifier(options()).send(emoji, deliveryContext().context);
  const comments = portal.leadsFor(emoji.id)[0].fields.COMMENTS ?? "";
  expect(comments.length).toBeLessThanOrEqual(20_000);
  expect(comments).toMatch(/^(&#128512;)+… \[сообщение сокращено; полностью — в журнале заявок сайта\]$/);
});

test("a revoked webhook is an authentication failure the portal did nothing with, and names no secret", async () => {
  const error = await failure(bitrix24Notifier(options({ webhookUrl: portal.revokedUrl })).send(lead, deliveryContext().context));
  expect(error).toMatchObject({ kind: "auth", notSent: true, message: "Bitrix24 crm.lead.add: HTTP 401 INVALID_CREDENTIALS: Invalid request credentials" });
  expect(error.message).not.toContain("revoked0c0de");
  expect(portal.state.leads).toHaveLength(0);
});

test("the request limit (503 QUERY_LIMIT_EXCEEDED) is a rate limit, and a failing proxy (502) may have let the lead through", async () => {
  portal.state.limited = 1;
  expect(await failure(bitrix24Notifier(options()).send(lead, deliveryContext().context))).toMatchObject({ kind: "rate-limit", notSent: true });
  portal.state.down = true;
  expect(await failure(bitrix24Notifier(options()).send(lead, deliveryContext().context))).toMatchObject({ kind: "unavailable", notSent: false });
});

test("after an answer lost once the portal created the lead, the retry finds it by ORIGIN_ID and adds no second one", async () => {
  portal.state.addOutcomes.push("create-and-hang");
  const first = deliveryContext();
  const sent = bitrix24Notifier(options()).send(lead, first.context);
  await portal.hung();
  portal.dropConnections();
  expect(await failure(sent)).toMatchObject({ kind: "unavailable", notSent: false });
  expect(first.recorded).toEqual({ sending: 1, created: [] });

  const retry = deliveryContext({ uncertain: true });
  await bitrix24Notifier(options()).send(lead, retry.context);
  expect(portal.leadsFor(lead.id)).toHaveLength(1);
  expect(retry.recorded).toEqual({ sending: 0, created: [String(portal.leadsFor(lead.id)[0].ID)] });
  expect(portal.state.requests.map((r) => r.method)).toEqual(["crm.lead.add", "crm.lead.list"]);
  expect(portal.state.requests[1].body).toEqual({ filter: { ORIGINATOR_ID: "videumlab.ru", ORIGIN_ID: lead.id }, select: ["ID"] });
});

test("when the lost request never reached the portal, the look-up finds nothing and the lead is added once", async () => {
  const retry = deliveryContext({ uncertain: true });
  await bitrix24Notifier(options()).send(lead, retry.context);
  expect(portal.state.requests.map((r) => r.method)).toEqual(["crm.lead.list", "crm.lead.add"]);
  expect(portal.leadsFor(lead.id)).toHaveLength(1);
});

test("a delivery whose lead id is already known sends nothing", async () => {
  await bitrix24Notifier(options()).send(lead, deliveryContext({ remoteId: "3465" }).context);
  expect(portal.state.requests).toEqual([]);
});
