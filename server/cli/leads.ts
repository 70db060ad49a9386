/**
 * Operators' commands over the lead store (README, "Заявки: команды оператора"):
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
import { openLeadStore } from "../leads/open-store";
import type { LeadKind, LeadStore } from "../leads/types";

export class UsageError extends Error {}

const USAGE = "использование: leads list|export|stats|retry|erase|backup [параметры] — см. README";

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
        out(`${lead.receivedAt}  ${lead.kind.padEnd(10)}  ${who}  ${lead.pageTitle ?? ""}`);
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
      const { days, deliveries } = await store.stats();
      for (const d of days) out(`${d.day}  ${d.kind.padEnd(10)}  ${d.count}`);
      out(`доставки: ${deliveries.map((d) => `${d.status} ${d.count}`).join(", ") || "нет"}`);
      return;
    }
    case "retry":
      out(`повторно в очереди доставок: ${await store.retryPending()}`);
      return;
    case "erase": {
      if (!values.email && !values.phone) throw new UsageError("erase: нужен --email или --phone");
      const erased = await store.erase({ email: values.email, phone: values.phone });
      out(`удалено заявок: ${erased} (${values.email ? `email ${values.email}` : `телефон ${values.phone}`}, ${new Date().toISOString()})`);
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
    process.exit(error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") ? 2 : 1);
  });
}
