/**
 * The fake Bitrix24 portal and amoCRM account of server/test/, and a fake Telegram Bot API, as a
 * process of their own for `npm run bench:leads`, so that their work does not take CPU from the load
 * generator. Started with an IPC channel: sends {type: "ready", bitrix24: webhook URL, amocrm: {url,
 * token, leadIdFieldId}, telegram: {apiUrl, token, chatId}}, answers {type: "counts"} with how many
 * leads, deals and notes each site lead id got, and
 * {type: "reset"} by forgetting everything (a new run).
 */
import { LEAD_ID_FIELD_ID, startFakeAmoCrm } from "../server/test/fake-amocrm";
import { startFakeBitrix24 } from "../server/test/fake-bitrix24";
import { fakeServer, type Answer, type IncomingRequest } from "../server/test/fake-endpoint";

const TELEGRAM_TOKEN = "123456:bench-token";
const TELEGRAM_CHAT_ID = "-1001234567890";

/**
 * The Bot API's sendMessage as the reference documents it: POST /bot<token>/sendMessage with chat_id
 * and text, answered {ok: true, result: Message}; anything else as the API answers it, ok: false.
 */
async function startFakeTelegram() {
  let messages = 0;
  const refuse = (status: number, description: string): Answer => ({
    status,
    headers: { "content-type": "application/json" },
    body: { ok: false, error_code: status, description },
  });
  const server = await fakeServer((request: IncomingRequest) => {
    if (request.url !== `/bot${TELEGRAM_TOKEN}/sendMessage`) return refuse(404, "Not Found");
    if (request.method !== "POST") return refuse(400, "Bad Request: method must be POST");
    let body: { chat_id?: unknown; text?: unknown };
    try {
      body = JSON.parse(request.raw) as typeof body;
    } catch {
      return refuse(400, "Bad Request: can't parse JSON");
    }
    if (String(body.chat_id) !== TELEGRAM_CHAT_ID) return refuse(400, "Bad Request: chat not found");
    if (typeof body.text !== "string" || body.text.length === 0) return refuse(400, "Bad Request: message text is empty");
    messages += 1;
    const chat = { id: Number(TELEGRAM_CHAT_ID), type: "supergroup" };
    return { status: 200, headers: { "content-type": "application/json" }, body: { ok: true, result: { message_id: messages, date: Math.floor(Date.now() / 1000), chat, text: body.text } } };
  });
  return {
    apiUrl: server.url,
    close: server.close,
  };
}

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
  const telegram = await startFakeTelegram();
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
    void Promise.all([portal.close(), account.close(), telegram.close()]).finally(() => process.exit(0));
  });
  process.send?.({
    type: "ready",
    bitrix24: portal.webhookUrl,
    amocrm: { url: account.url, token: account.state.token, leadIdFieldId: LEAD_ID_FIELD_ID },
    telegram: { apiUrl: telegram.apiUrl, token: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT_ID },
  });
}

void main();
