/**
 * The fake Bitrix24 portal and amoCRM account of server/test/, as a process of their own for
 * `npm run bench:leads`, so that their work does not take CPU from the load generator. Started with
 * an IPC channel: sends {type: "ready", bitrix24: webhook URL, amocrm: {url, token, leadIdFieldId}},
 * answers {type: "counts"} with how many leads, deals and notes each site lead id got, and
 * {type: "reset"} by forgetting everything (a new run).
 */
import { LEAD_ID_FIELD_ID, startFakeAmoCrm } from "../server/test/fake-amocrm";
import { startFakeBitrix24 } from "../server/test/fake-bitrix24";

export interface CrmCounts {
  type: "counts";
  /** Per site lead id: Bitrix24 leads with it as ORIGIN_ID, amoCRM deals with it in the lead-id field, and their notes. */
  bitrix24: Record<string, number>;
  amocrmDeals: Record<string, number>;
  amocrmNotes: Record<string, number>;
  requests: { bitrix24: number; amocrm: number };
  /** CPU seconds this process used since the last reset: taken from the machine the server shares. */
  cpuSeconds: number;
}

async function main() {
  const portal = await startFakeBitrix24();
  const account = await startFakeAmoCrm();
  let cpuAtReset = process.cpuUsage();
  process.on("message", (message: { type?: string }) => {
    if (message.type === "reset") {
      // A new run: what the previous one left is forgotten.
      portal.state.leads.length = 0;
      portal.state.requests.length = 0;
      account.state.deals.length = 0;
      account.state.requests.length = 0;
      cpuAtReset = process.cpuUsage();
      process.send?.({ type: "reset" });
      return;
    }
    if (message.type !== "counts") return;
    const cpu = process.cpuUsage(cpuAtReset);
    const counts: CrmCounts = {
      type: "counts",
      bitrix24: {},
      amocrmDeals: {},
      amocrmNotes: {},
      requests: { bitrix24: portal.state.requests.length, amocrm: account.state.requests.length },
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    for (const lead of portal.state.leads) counts.bitrix24[lead.fields.ORIGIN_ID] = (counts.bitrix24[lead.fields.ORIGIN_ID] ?? 0) + 1;
    for (const deal of account.state.deals) {
      const id = deal.custom_fields_values.find((f) => f.field_id === LEAD_ID_FIELD_ID)?.values[0].value;
      if (!id) continue;
      counts.amocrmDeals[id] = (counts.amocrmDeals[id] ?? 0) + 1;
      counts.amocrmNotes[id] = (counts.amocrmNotes[id] ?? 0) + deal.notes.length;
    }
    process.send?.(counts);
  });
  process.on("disconnect", () => {
    void Promise.all([portal.close(), account.close()]).finally(() => process.exit(0));
  });
  process.send?.({ type: "ready", bitrix24: portal.webhookUrl, amocrm: { url: account.url, token: account.state.token, leadIdFieldId: LEAD_ID_FIELD_ID } });
}

void main();
