import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSqliteStore } from "../leads/sqlite-store";
import { leadsToCsv } from "../leads/csv";
import type { LeadStore } from "../leads/types";
import { makeLead } from "../test/lead-fixture";
import { UsageError, runLeadsCommand } from "./leads";

const lead = makeLead;

let store: LeadStore;
let output: string[];
const run = (...args: string[]) => runLeadsCommand(args, store, (text) => output.push(text));

beforeEach(async () => {
  store = createSqliteStore(":memory:");
  output = [];
  await store.insert(lead({}), ["telegram"]);
  await store.insert(lead({ receivedAt: "2026-11-21T09:00:00.000Z", kind: "newsletter", name: null, phone: null, phoneE164: null, email: "ivan@company.ru", message: null }));
  await store.insert(lead({ receivedAt: "2026-11-21T12:00:00.000Z", name: "Пётр Иванов", phoneE164: "+79990001122", phone: "+7 999 000-11-22" }));
});
afterEach(() => store.close());

test("list shows the newest leads first and filters by kind and date", async () => {
  await run("list");
  expect(output).toHaveLength(3);
  expect(output[0]).toContain("Пётр Иванов");
  output = [];
  await run("list", "--kind", "newsletter");
  expect(output).toEqual([expect.stringContaining("ivan@company.ru")]);
  output = [];
  await run("list", "--since", "2026-11-21");
  expect(output).toHaveLength(2);
});

test("export --format csv opens in Excel with Cyrillic: BOM, ';', CRLF", async () => {
  await run("export", "--format", "csv", "--kind", "contact");
  const csv = output.join("");
  expect(csv.startsWith("\uFEFFid;received_at;kind;name;phone;email;message")).toBe(true);
  // a leading + would make Excel read the phone as a formula/number: it is kept as text
  expect(csv).toContain(";Анна Петрова;'+79165551234;;Пилот на 4 камерах;");
  expect(csv.split("\r\n")).toHaveLength(4); // header, two leads, final newline
});

test("CSV cells cannot run as formulas, and quotes and delimiters are escaped", () => {
  const csv = leadsToCsv([lead({ name: "=HYPERLINK(\"http://evil\")", message: "+7; -1 @x" })]);
  expect(csv).toContain(`;"'=HYPERLINK(""http://evil"")";`);
  expect(csv).toContain(`;"'+7; -1 @x";`);
});

test("export --format json gives every field", async () => {
  await run("export", "--format", "json", "--kind", "newsletter");
  expect(JSON.parse(output[0])).toEqual([expect.objectContaining({ kind: "newsletter", email: "ivan@company.ru" })]);
});

test("stats counts leads per day and kind, and deliveries by state", async () => {
  await run("stats");
  expect(output).toEqual([
    "2026-11-21  contact     1",
    "2026-11-21  newsletter  1",
    "2026-11-20  contact     1",
    "доставки: pending 1",
  ]);
});

test("retry makes stuck deliveries due now", async () => {
  await run("retry");
  expect(output).toEqual(["повторно в очереди доставок: 1"]);
  await expect(store.claimDeliveries(new Date(), 10, 60_000)).resolves.toHaveLength(1);
});

test("erase removes a person's leads by e-mail or by phone in any format, and says how many", async () => {
  await run("erase", "--phone", "8 (916) 555-12-34".replace(/^8/, "+7"));
  expect(output[0]).toMatch(/^удалено заявок: 1 \(телефон /);
  await run("erase", "--email", "IVAN@company.ru");
  expect(output[1]).toMatch(/^удалено заявок: 1 \(email /);
  await expect(store.count()).resolves.toBe(1);
});

test("backup writes a consistent copy that opens as a lead store", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const file = path.join(dir, "copies", "leads.sqlite");
  await run("backup", "--to", file);
  const copy = createSqliteStore(file);
  await expect(copy.count()).resolves.toBe(3);
  await copy.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("wrong usage is a usage error, not a crash", async () => {
  await expect(run("export", "--format", "xml")).rejects.toThrow(UsageError);
  await expect(run("erase")).rejects.toThrow("erase: нужен --email или --phone");
  await expect(run("drop-everything")).rejects.toThrow(UsageError);
  await expect(run("list", "--kind", "vip")).rejects.toThrow(UsageError);
});

test("list shows where each lead is in the CRMs: the CRM's own id, or why it still waits", async () => {
  const sent = lead({ receivedAt: "2026-11-22T10:00:00.000Z", name: "Ольга Смирнова" });
  await store.insert(sent, ["amocrm", "bitrix24", "telegram"]);
  await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
  await store.recordRemoteId(sent.id, "bitrix24", "3465");
  await store.markDelivered(sent.id, "bitrix24", new Date());
  await store.markFailed(sent.id, "amocrm", "HTTP 401", new Date(Date.now() + 60_000), { kind: "auth", notSent: true });
  await run("list", "--limit", "1");
  expect(output).toEqual([
    expect.stringMatching(
      /^2026-11-22T10:00:00.000Z {2}contact {5}Ольга Смирнова, \+7 916 555-12-34 {2}Контакты \| AI лаборатория Видеум {2}\[amoCRM: ждёт — канал не принимает ключ доступа: исправьте настройку и перезапустите сервер, заявки ждут; Битрикс24: лид №3465\]$/,
    ),
  ]);
});

test("erase names the CRM records the operator must erase there too, with their ids", async () => {
  const sent = lead({ receivedAt: "2026-11-22T10:00:00.000Z", phone: "+7 903 111-22-33", phoneE164: "+79031112233" });
  await store.insert(sent, ["amocrm", "bitrix24"]);
  await store.claimDeliveries(new Date(), 10, 60_000); // taken by the outbox
  await store.recordRemoteId(sent.id, "bitrix24", "3465");
  await store.markSending(sent.id, "amocrm", new Date());
  await run("erase", "--phone", "+7 903 111-22-33");
  expect(output).toEqual([
    expect.stringMatching(/^удалено заявок: 1 \(телефон \+7 903 111-22-33, /),
    "Эти заявки переданы в CRM — удалите там и эти записи (152-ФЗ):",
    `— amoCRM: запись могла быть создана, но её номер неизвестен — найдите её по ID заявки ${sent.id}`,
    `— Битрикс24: лид №3465 (заявка ${sent.id})`,
  ]);
});
