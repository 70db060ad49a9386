/**
 * Operators' commands over the lead store (docs/operations/leads.md, «Команды оператора»):
 *   npm run leads -- list [--since 2026-11-01] [--kind contact|newsletter] [--limit 50]
 *   npm run leads -- export --format csv|json [--since …] [--kind …] [--delimiter ";"|","]
 *   npm run leads -- stats
 *   npm run leads -- retry
 *   npm run leads -- erase --email X | --phone X
 *   npm run leads -- backup --to backups/leads-2026-11-22.sqlite
 * Reads DATABASE_URL / LEADS_DB like the server. Exits 2 on wrong usage, 1 on failure.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { leadsToCsv } from "../leads/csv";
import { CRM_NOTIFIERS } from "../leads/notifiers";
import { openLeadStore } from "../leads/open-store";
import type { DeliveryState, FailureKind, LeadKind, LeadStore, RemoteRecord } from "../leads/types";
import { exitCodeOf, UsageError } from "./usage";

export { UsageError };

/** What the operator is told about a delivery that keeps failing. */
const FAILURE_TEXT: Record<FailureKind, string> = {
  auth: "канал не принимает ключ доступа: исправьте настройку и перезапустите сервер, заявки ждут",
  "rate-limit": "канал просит подождать (лимит запросов), повтор — автоматически",
  rejected: "канал отклонил данные заявки, повтор — автоматически; посмотрите ошибку",
  unavailable: "канал недоступен или не ответил, повтор — автоматически",
};

function channelLabel(notifier: string): string {
  return notifier in CRM_NOTIFIERS ? CRM_NOTIFIERS[notifier as keyof typeof CRM_NOTIFIERS].label : notifier;
}

function remoteRecord(notifier: string, remoteId: string): string {
  const record = notifier in CRM_NOTIFIERS ? CRM_NOTIFIERS[notifier as keyof typeof CRM_NOTIFIERS].record : "запись";
  return `${record} №${remoteId}`;
}

/** "Битрикс24: лид №3465; amoCRM: ждёт — канал недоступен…" for the CRM deliveries of a lead. */
function crmSummary(deliveries: DeliveryState[]): string {
  return deliveries
    .filter((d) => d.notifier in CRM_NOTIFIERS)
    .map((d) => {
      if (d.remoteId) return `${channelLabel(d.notifier)}: ${remoteRecord(d.notifier, d.remoteId)}${d.status === "pending" ? " (доставка не завершена)" : ""}`;
      return `${channelLabel(d.notifier)}: ${d.status === "pending" ? `ждёт${d.failure ? ` — ${FAILURE_TEXT[d.failure]}` : ""}` : "доставлено"}`;
    })
    .join("; ");
}

function erasureNote(record: RemoteRecord): string {
  const where = channelLabel(record.notifier);
  return record.remoteId
    ? `— ${where}: ${remoteRecord(record.notifier, record.remoteId)} (заявка ${record.leadId})`
    : `— ${where}: запись могла быть создана, но её номер неизвестен — найдите её по ID заявки ${record.leadId}`;
}

const USAGE = "использование: leads list|export|stats|retry|erase|backup [параметры] — см. docs/operations/leads.md";

export async function runLeadsCommand(argv: string[], store: LeadStore, out: (text: string) => void): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: "string" },
      kind: { type: "string" },
      limit: { type: "string" },
      format: { type: "string" },
      delimiter: { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
      to: { type: "string" },
    },
  });
  const [command] = positionals;
  if (values.kind && values.kind !== "contact" && values.kind !== "newsletter") throw new UsageError("--kind: contact или newsletter");
  if (values.since && Number.isNaN(Date.parse(values.since))) throw new UsageError("--since: дата, например 2026-11-01");
  const filter = { since: values.since, kind: values.kind as LeadKind | undefined, limit: values.limit ? Number(values.limit) : undefined };

  switch (command) {
    case "list": {
      for (const lead of await store.list({ ...filter, limit: filter.limit ?? 50 })) {
        const who = lead.kind === "newsletter" ? lead.email : `${lead.name}, ${lead.phone}`;
        const crm = crmSummary(await store.deliveries(lead.id));
        out(`${lead.receivedAt}  ${lead.kind.padEnd(10)}  ${who}  ${lead.pageTitle ?? ""}${crm ? `  [${crm}]` : ""}`.trimEnd());
      }
      return;
    }
    case "export": {
      const leads = await store.list(filter);
      if (values.format === "json") out(JSON.stringify(leads, null, 2));
      else if (values.format === "csv") {
        if (values.delimiter && values.delimiter !== ";" && values.delimiter !== ",") throw new UsageError('--delimiter: ";" или ","');
        out(leadsToCsv(leads, (values.delimiter as ";" | ",") ?? ";"));
      } else throw new UsageError("--format: csv или json");
      return;
    }
    case "stats": {
      const { days, deliveries, failing } = await store.stats();
      for (const d of days) out(`${d.day}  ${d.kind.padEnd(10)}  ${d.count}`);
      out(`доставки: ${deliveries.map((d) => `${d.status} ${d.count}`).join(", ") || "нет"}`);
      for (const f of failing) {
        out(`не доставлено, ${channelLabel(f.notifier)}: ${f.count} — ${FAILURE_TEXT[f.failure]}`);
        if (f.lastError) out(`  последняя ошибка: ${f.lastError}`);
      }
      return;
    }
    case "retry":
      out(`повторно в очереди доставок: ${await store.retryPending()}`);
      return;
    case "erase": {
      if (!values.email && !values.phone) throw new UsageError("erase: нужен --email или --phone");
      const erased = await store.erase({ email: values.email, phone: values.phone });
      out(`удалено заявок: ${erased.leads} (${values.email ? `email ${values.email}` : `телефон ${values.phone}`}, ${new Date().toISOString()})`);
      if (erased.crmRecords.length > 0) {
        out("Эти заявки переданы в CRM — удалите там и эти записи (152-ФЗ):");
        for (const record of erased.crmRecords) out(erasureNote(record));
      }
      return;
    }
    case "backup": {
      if (!values.to) throw new UsageError("backup: нужен --to ФАЙЛ");
      await store.backup(values.to);
      out(`резервная копия: ${values.to}`);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main() {
  const store = await openLeadStore(loadConfig());
  try {
    await runLeadsCommand(process.argv.slice(2), store, (text) => process.stdout.write(`${text}\n`));
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(exitCodeOf(error));
  });
}
