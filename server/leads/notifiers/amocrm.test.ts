import { makeLead } from "../../test/lead-fixture";
import { deliveryContext } from "../../test/delivery-context";
import { LEAD_ID_FIELD_ID, startFakeAmoCrm, type FakeAmoCrm } from "../../test/fake-amocrm";
import { amoCrmNotifier, amoNoteText, type AmoCrmOptions } from "./amocrm";
import { DeliveryError } from "./errors";

let account: FakeAmoCrm;
beforeEach(async () => {
  account = await startFakeAmoCrm();
});
afterEach(() => account.close());

const options = (overrides: Partial<AmoCrmOptions> = {}): AmoCrmOptions => ({
  baseUrl: account.url,
  token: account.state.token,
  mode: "deal",
  leadIdFieldId: LEAD_ID_FIELD_ID,
  tags: ["Сайт"],
  siteHost: "videumlab.ru",
  newsletters: true,
  ...overrides,
});

const lead = makeLead({
  email: "anna@company.ru",
  message: "Нужен пилот на 4 камерах.\nЗвоните после 14:00",
  referrer: "https://ya.ru/",
  utm: { utm_source: "yandex", utm_campaign: "осень-2026" },
});

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

test("a lead becomes a deal with a contact in the chosen pipeline, stage and manager, and the message as a note", async () => {
  const { context, recorded } = deliveryContext();
  await amoCrmNotifier(options({ pipelineId: 3383152, statusId: 33929749, responsibleUserId: 504141, tags: ["Сайт", "Входящие"] })).send(lead, context);

  expect(account.state.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    "POST /api/v4/leads/complex 200",
    `POST /api/v4/leads/${account.state.deals[0].id}/notes 200`,
  ]);
  const [deal] = account.dealsFor(lead.id);
  expect(deal).toMatchObject({
    name: "Заявка с сайта: Анна Петрова — Контакты | AI лаборатория Видеум",
    pipeline_id: 3383152,
    status_id: 33929749,
    responsible_user_id: 504141,
    tags: ["Сайт", "Входящие"],
    unsorted: null,
    contact: {
      name: "Анна Петрова",
      custom_fields_values: [
        { field_code: "PHONE", values: [{ value: "+79165551234", enum_code: "WORK" }] },
        { field_code: "EMAIL", values: [{ value: "anna@company.ru", enum_code: "WORK" }] },
      ],
    },
  });
  expect(deal.custom_fields_values.map((f) => [f.field_code ?? f.field_id, f.values[0].value])).toEqual([
    [LEAD_ID_FIELD_ID, lead.id],
    ["UTM_SOURCE", "yandex"],
    ["UTM_CAMPAIGN", "осень-2026"],
    ["REFERRER", "https://ya.ru/"],
  ]);
  expect(deal.notes.map((n) => n.text)).toEqual([
    [
      "Сообщение:",
      "Нужен пилот на 4 камерах.",
      "Звоните после 14:00",
      "",
      "Форма: Заявка с сайта",
      "Страница: Контакты | AI лаборатория Видеум",
      "Адрес страницы: https://videumlab.ru/contact",
      "Пришёл с: https://ya.ru/",
      "UTM: utm_source=yandex, utm_campaign=осень-2026",
      "Получена: 20.11.2026, 13:00 (МСК)",
      `ID заявки на сайте: ${lead.id}`,
    ].join("\n"),
  ]);
  expect(account.state.requests[0].body).toMatchObject([{ request_id: lead.id }]);
  expect(recorded).toEqual({ sending: 1, created: [String(deal.id)] });
});

test("with AMOCRM_MODE=unsorted the lead lands in «Неразобранное» with the form's metadata", async () => {
  await amoCrmNotifier(options({ mode: "unsorted", pipelineId: 3383152 })).send(lead, deliveryContext().context);
  const [deal] = account.dealsFor(lead.id);
  expect(account.state.requests[0].path).toBe("/api/v4/leads/unsorted/forms");
  expect(deal.unsorted).toEqual({
    uid: expect.any(String),
    source_uid: "site-videumlab.ru",
    source_name: "Сайт videumlab.ru",
    metadata: {
      form_id: "contact",
      form_name: "Заявка с сайта",
      form_page: "https://videumlab.ru/contact",
      form_sent_at: Date.parse(lead.receivedAt) / 1000,
      referer: "https://ya.ru/",
    },
  });
  expect(deal).toMatchObject({ pipeline_id: 3383152, contact: { name: "Анна Петрова" } });
  expect(deal.notes).toHaveLength(1);
});

test("a subscription is a deal of its own kind, tagged, with the subscriber as the contact", async () => {
  const subscription = makeLead({ kind: "newsletter", name: null, phone: null, phoneE164: null, message: null, email: "ivan@company.ru", pageTitle: "Блог" });
  await amoCrmNotifier(options()).send(subscription, deliveryContext().context);
  const [deal] = account.dealsFor(subscription.id);
  expect(deal).toMatchObject({
    name: "Подписка на рассылку: ivan@company.ru — Блог",
    tags: ["Сайт", "Подписка на рассылку"],
    contact: { name: "ivan@company.ru", custom_fields_values: [{ field_code: "EMAIL", values: [{ value: "ivan@company.ru", enum_code: "WORK" }] }] },
  });
  expect(deal.notes[0].text).toMatch(/^Подписка на рассылку сайта\.\n\nФорма: Подписка на рассылку\n/);
  expect(amoCrmNotifier(options({ newsletters: false })).accepts?.("newsletter")).toBe(false);
});

test("text CRMs choke on arrives as typed or sensibly shortened, never refused", async () => {
  const hostile = makeLead({
    name: `Иван 😀 <b>Петров</b>\u0000 ${"ж".repeat(300)}`,
    message: `Привет 👋 <script>alert("x")</script> & "кавычки" \\ ${"\udc00"}\n${"😀".repeat(3990)}`,
    utm: { utm_term: "т".repeat(300) },
  });
  await amoCrmNotifier(options()).send(hostile, deliveryContext().context);
  const [deal] = account.dealsFor(hostile.id); // the fake account checked every documented length
  expect(Array.from(deal.name)).toHaveLength(255);
  expect(deal.name.endsWith("…")).toBe(true);
  expect(deal.contact.name).toMatch(/^Иван 😀 <b>Петров<\/b> ж+…$/);
  expect(deal.custom_fields_values.find((f) => f.field_code === "UTM_TERM")?.values[0].value).toMatch(/^т{255}…$/);
  // The note keeps the markup as typed (amoCRM shows notes as text) and the whole message, emoji included.
  expect(deal.notes[0].text).toContain(`Привет 👋 <script>alert("x")</script> & "кавычки" \\ \ufffd\n${"😀".repeat(3990)}\n\nФорма:`);
});

test("a note too long for amoCRM keeps the details and the lead id, and the message is cut with a marker", () => {
  const text = amoNoteText(makeLead({ message: "ы".repeat(30_000) }));
  expect(text.length).toBeLessThanOrEqual(20_000);
  expect(text).toMatch(/^Сообщение:\nы+… \[сообщение сокращено; полностью — в журнале заявок сайта\]\n\nФорма: Заявка с сайта\n/);
  expect(text).toMatch(/ID заявки на сайте: [0-9a-f-]{36}$/);
});

test("a wrong or expired token is an authentication failure; 429 is a rate limit; a field the account lacks is a rejection", async () => {
  expect(await failure(amoCrmNotifier(options({ token: "expired" })).send(lead, deliveryContext().context))).toMatchObject({
    kind: "auth",
    notSent: true,
    message: "amoCRM POST /api/v4/leads/complex: HTTP 401: Unauthorized: Неверный логин или пароль",
  });
  account.state.limited = 1;
  expect(await failure(amoCrmNotifier(options()).send(lead, deliveryContext().context))).toMatchObject({ kind: "rate-limit", notSent: true });
  const wrongField = await failure(amoCrmNotifier(options({ leadIdFieldId: 123 })).send(lead, deliveryContext().context));
  expect(wrongField).toMatchObject({ kind: "rejected", notSent: true });
  expect(wrongField.message).toContain("custom_fields_values.0.field_id: NotSupportedChoice");
  expect(account.state.deals).toHaveLength(0);
});

test("after an answer lost once the deal was created, the retry finds it by the lead-id field and adds only the note", async () => {
  account.state.createOutcomes.push("create-and-hang");
  const first = deliveryContext();
  const sent = amoCrmNotifier(options()).send(lead, first.context);
  await account.hung();
  account.dropConnections();
  expect(await failure(sent)).toMatchObject({ kind: "unavailable", notSent: false });
  expect(first.recorded).toEqual({ sending: 1, created: [] });

  // A deal of another lead whose text merely mentions this id is not taken for it.
  account.state.deals.push({ ...account.state.deals[0], id: 1, name: `Переписка по ${lead.id}`, custom_fields_values: [], notes: [] });
  const retry = deliveryContext({ uncertain: true });
  await amoCrmNotifier(options()).send(lead, retry.context);
  const deals = account.dealsFor(lead.id);
  expect(deals).toHaveLength(1);
  expect(deals[0].notes).toHaveLength(1);
  expect(retry.recorded).toEqual({ sending: 0, created: [String(deals[0].id)] });
  expect(account.state.requests.map((r) => `${r.method} ${r.path.replace(/leads\/\d+/, "leads/ID")}`)).toEqual([
    "POST /api/v4/leads/complex",
    "GET /api/v4/leads",
    "GET /api/v4/leads/ID/notes",
    "POST /api/v4/leads/ID/notes",
  ]);
});

test("a retry after the note was added but not recorded adds no second note", async () => {
  await amoCrmNotifier(options()).send(lead, deliveryContext().context);
  const [deal] = account.dealsFor(lead.id);
  await amoCrmNotifier(options()).send(lead, deliveryContext({ remoteId: String(deal.id), uncertain: true }).context);
  expect(account.dealsFor(lead.id)).toHaveLength(1);
  expect(deal.notes).toHaveLength(1);
});
