import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../../config";
import { configuredNotifiers } from "../channels";
import { emailNotifier, telegramNotifier } from ".";
import { fakeEndpoint } from "../../test/fake-endpoint";
import { makeLead } from "../../test/lead-fixture";
import { deliveryContext } from "../../test/delivery-context";

const HOSTILE = `<script>alert(1)</script> & "quotes"`;
const HOSTILE_ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A loopback stand-in for the Telegram Bot API answering `status` and recording the requests. */
async function fakeBotApi(status = 200) {
  const api = await fakeEndpoint(() => status);
  closers.push(api.close);
  return { url: api.url, requests: api.received };
}

async function sentText(lead: ReturnType<typeof makeLead>): Promise<string> {
  const api = await fakeBotApi();
  await telegramNotifier("123:ABC", "-100500", api.url).send(lead, deliveryContext().context);
  return api.requests[0].body.text as string;
}

/** A loopback SMTP server keeping each message as it arrived; with `reject`, it refuses every message with 550. */
async function fakeSmtp(reject = false) {
  const messages: { mailFrom: string; rcptTo: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (reject) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, messages };
}

const mailOptions = { from: "Сайт Видеум Лаб <noreply@videumlab.ru>", to: "sales@videumlab.ru" };

/** Header block of a raw message (or part) with folded lines joined. */
function headers(raw: string): string {
  return raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
}

function header(raw: string, name: string): string | undefined {
  const line = headers(raw)
    .split("\r\n")
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(underscoreIsSpace && soft[i] === "_" ? " " : soft[i]));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data, true),
    );
}

/** The decoded body of the part of the given content type, with MIME's CRLF line ends as "\n". */
function part(raw: string, type: "text/plain" | "text/html"): string {
  return decodedPart(raw, type).replace(/\r\n/g, "\n");
}

function decodedPart(raw: string, type: string): string {
  const boundary = /boundary="?([^";]+)"?/.exec(header(raw, "Content-Type") ?? "")?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const found = raw.split(`--${boundary}`).find((p) => (header(p.replace(/^\r\n/, ""), "Content-Type") ?? "").startsWith(type));
  if (!found) throw new Error(`no ${type} part`);
  const chunk = found.replace(/^\r\n/, "");
  const body = chunk.slice(chunk.indexOf("\r\n\r\n") + 4);
  const encoding = (header(chunk, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

describe("Telegram", () => {
  test("the sales chat gets an HTML message in which nothing the visitor typed is markup", async () => {
    const api = await fakeBotApi();
    const lead = makeLead({
      name: `Иван ${HOSTILE}`,
      message: `Нужен пилот\n${HOSTILE}`,
      pageTitle: "<b>Цены</b>",
      pageUrl: `https://videumlab.ru/contact?a=1&b="x"`,
      utm: { utm_source: "<vk>" },
    });
    await telegramNotifier("123:ABC", "-100500", api.url).send(lead, deliveryContext().context);

    expect(api.requests).toHaveLength(1);
    const { url, body } = api.requests[0];
    expect(url).toBe("/bot123:ABC/sendMessage");
    expect(body).toMatchObject({ chat_id: "-100500", parse_mode: "HTML", disable_web_page_preview: true });
    const text = body.text as string;
    expect(text).not.toContain("<script>");
    // The only tags are the ones the server writes: the heading and the links.
    expect(text.replace(/<\/?b>|<a href="[^"<>]*">|<\/a>/g, "")).not.toMatch(/[<>]/);
    expect(text).toContain("<b>Новая заявка с сайта</b>");
    expect(text).toContain(`Имя: Иван ${HOSTILE_ESCAPED}`);
    expect(text).toContain(`Сообщение: Нужен пилот\n${HOSTILE_ESCAPED}`);
    expect(text).toContain("Телефон: +7 916 555-12-34\n");
    expect(text).toContain('Страница: <a href="https://videumlab.ru/contact?a=1&amp;b=&quot;x&quot;">&lt;b&gt;Цены&lt;/b&gt;</a>');
    expect(text).toContain("UTM: utm_source=&lt;vk&gt;");
    expect(text).toContain("Получена: 20.11.2026, 13:00 (МСК)");
    expect(text).toContain(`ID: ${lead.id}`);
  });

  test("a subscription is headed as such and shows the subscriber's e-mail", async () => {
    const text = await sentText(
      makeLead({ kind: "newsletter", name: null, phone: null, phoneE164: null, message: null, email: "client@example.com" }),
    );
    expect(text).toMatch(/^<b>Подписка на рассылку<\/b>\nE-mail: client@example\.com\n/);
    expect(text).not.toContain("Сообщение");
  });

  test("a message too long for Telegram is cut so the chat still gets the lead", async () => {
    const long = await sentText(makeLead({ message: "Съешь же ещё этих мягких французских булок. ".repeat(100).slice(0, 4000) }));
    expect(long.length).toBeLessThanOrEqual(4096);
    expect(long).toContain("Сообщение: Съешь же ещё этих мягких французских булок.");
    expect(long).toContain("…");

    // Worst case: every field at the form's size limit and made of characters that grow when escaped.
    const worst = await sentText(
      makeLead({
        name: '"'.repeat(200),
        phone: "<".repeat(320),
        message: "&".repeat(4000),
        pageTitle: ">".repeat(300),
        pageUrl: `https://videumlab.ru/?q=${"&".repeat(1976)}`,
        utm: Object.fromEntries(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"].map((k) => [k, "<".repeat(200)])),
      }),
    );
    expect(worst.length).toBeLessThanOrEqual(4096);
    expect(worst).toMatch(/Сообщение: (&amp;)+…\n/);
  });

  test("a Bot API error fails the delivery with the status, so the outbox retries it", async () => {
    const api = await fakeBotApi(500);
    await expect(telegramNotifier("123:ABC", "-100500", api.url).send(makeLead(), deliveryContext().context)).rejects.toThrow("HTTP 500");
  });
});

describe("e-mail", () => {
  test("the sales mailbox gets the lead: visitor text escaped in the HTML part, as typed in the text part", async () => {
    const smtp = await fakeSmtp();
    const lead = makeLead({ name: `Иван ${HOSTILE}`, message: `Нужен пилот\n${HOSTILE}` });
    await emailNotifier(smtp.url, mailOptions).send(lead, deliveryContext().context);

    expect(smtp.messages).toHaveLength(1);
    const [{ mailFrom, rcptTo, raw }] = smtp.messages;
    expect(mailFrom).toBe("noreply@videumlab.ru");
    expect(rcptTo).toEqual(["sales@videumlab.ru"]);
    expect(decodeWords(header(raw, "Subject") ?? "")).toBe(`Заявка с сайта: Иван ${HOSTILE}`);

    const html = part(raw, "text/html");
    expect(html).not.toContain("<script>");
    expect(html).toContain(`Имя: Иван ${HOSTILE_ESCAPED}`);
    expect(html).toContain(`Нужен пилот<br>\n${HOSTILE_ESCAPED}`);
    expect(html).toContain('<a href="tel:+79165551234">+7 916 555-12-34</a>');

    const text = part(raw, "text/plain");
    expect(text).toContain(`Сообщение: Нужен пилот\n${HOSTILE}`);
    expect(text).toContain("Получена: 20.11.2026, 13:00 (МСК)");
  });

  test("a line break typed into the name cannot add a header or a recipient", async () => {
    const smtp = await fakeSmtp();
    await emailNotifier(smtp.url, mailOptions).send(makeLead({ name: "Иван\r\nBcc: evil@example.com" }), deliveryContext().context);

    const [{ rcptTo, raw }] = smtp.messages;
    expect(rcptTo).toEqual(["sales@videumlab.ru"]);
    expect(headers(raw)).not.toMatch(/^bcc:/im);
    expect(decodeWords(header(raw, "Subject") ?? "")).toBe("Заявка с сайта: Иван Bcc: evil@example.com");
  });

  test("a subscription is mailed with the subscriber as Reply-To", async () => {
    const smtp = await fakeSmtp();
    await emailNotifier(smtp.url, mailOptions).send(
      makeLead({ kind: "newsletter", name: null, phone: null, phoneE164: null, message: null, email: "client@example.com" }),
      deliveryContext().context,
    );

    const [{ rcptTo, raw }] = smtp.messages;
    expect(rcptTo).toEqual(["sales@videumlab.ru"]);
    expect(decodeWords(header(raw, "Subject") ?? "")).toBe("Подписка на рассылку: client@example.com");
    expect(header(raw, "Reply-To")).toBe("client@example.com");
    expect(part(raw, "text/html")).toContain("E-mail: client@example.com");
  });

  test("a mail server refusing the message fails the delivery, so the outbox retries it", async () => {
    const smtp = await fakeSmtp(true);
    await expect(emailNotifier(smtp.url, mailOptions).send(makeLead(), deliveryContext().context)).rejects.toThrow(/550/);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("configuredNotifiers", () => {
  const everything = {
    TELEGRAM_BOT_TOKEN: "123:ABC",
    TELEGRAM_CHAT_ID: "-100500",
    SMTP_URL: "smtp://user:pass@smtp.example.com:587",
    LEADS_EMAIL_TO: "sales@videumlab.ru, director@videumlab.ru",
    LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads",
  };

  test("with every channel configured, leads go to Telegram, e-mail and the webhook", () => {
    expect(configuredNotifiers(loadConfig(everything)).map((n) => n.name)).toEqual(["telegram", "email", "webhook"]);
  });

  test("SMTP_URL without LEADS_EMAIL_TO stops the start with a message naming LEADS_EMAIL_TO", () => {
    expect(() => configuredNotifiers(loadConfig({ ...everything, LEADS_EMAIL_TO: undefined }))).toThrow(/LEADS_EMAIL_TO/);
  });
});
