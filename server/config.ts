import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_URL } from "../src/lib/routes";
import { emailNotifier, telegramNotifier, webhookNotifier, type Notifier } from "./leads/notifiers";

/** Everything the server reads from the environment, validated once at start-up. */
const schema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(9000),
  /** The built site (gatsby build output); relative paths are taken from the working directory. */
  PUBLIC_DIR: z.string().min(1).default("public").transform((dir) => path.resolve(dir)),
  /**
   * Megabytes of the built site kept in memory (files and their .br/.gz copies, each read on its first
   * request); the rest, and any file over 2 MB, is streamed from disk. 0 streams everything.
   */
  STATIC_MEMORY_MB: z.coerce.number().min(0).default(256),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds to let in-flight requests finish after SIGTERM before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
  /** Origins the browser may talk to besides our own (form endpoint or content API on another host). */
  GATSBY_FORM_ENDPOINT: z.string().default("/api/form"),
  GATSBY_CONTENT_API_URL: z.string().default("/"),
  /** Analytics counters the build was made with: their hosts are let into the Content-Security-Policy. */
  GATSBY_YANDEX_METRIKA_ID: z.string().optional(),
  GATSBY_TOPMAILRU_ID: z.string().optional(),
  /** The site's own origin: forms may always post from it. */
  SITE_URL: z.string().url().default(DEFAULT_SITE_URL),
  /** Other origins allowed to post forms from a browser, comma-separated. */
  FORM_ALLOWED_ORIGINS: z.string().default(""),
  /** Form submissions per client address per minute. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Lead notifiers: each is on when its settings are present. */
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHAT_ID: z.string().optional(),
  TELEGRAM_API_URL: z.string().url().default("https://api.telegram.org"),
  LEADS_WEBHOOK_URL: z.string().url().optional(),
  /** Key of the webhook's HMAC-SHA256 signature header. */
  LEADS_WEBHOOK_SECRET: z.string().optional(),
  /** E-mail notifier: smtp(s)://user:pass@host:port, the sales mailbox(es), comma-separated, and the sender. */
  SMTP_URL: z.string().url().optional(),
  LEADS_EMAIL_TO: z.string().optional(),
  LEADS_EMAIL_FROM: z.string().default("Сайт Видеум Лаб <noreply@videumlab.ru>"),
  /** How often the outbox retries deliveries that are due. */
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
  /** Pause after a failed delivery, doubled on each further failure up to an hour. */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  /** SQLite file of the lead store; created on first use. */
  LEADS_DB: z.string().min(1).default("data/leads.sqlite").transform((file) => (file === ":memory:" ? file : path.resolve(file))),
  /** PostgreSQL lead store instead of SQLite, for several server instances. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "expected postgres://user:password@host:port/database")
    .optional(),
  /** Leads older than this many days are deleted automatically (152-ФЗ: no longer than needed). */
  LEADS_RETENTION_DAYS: z.coerce.number().int().positive().default(1095),
});

export type ServerConfig = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid server configuration: ${details}`);
  }
  return result.data;
}

/** The notifiers the configuration turns on. */
export function configuredNotifiers(config: ServerConfig): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHAT_ID) {
    notifiers.push(telegramNotifier(config.TELEGRAM_BOT_TOKEN, config.TELEGRAM_CHAT_ID, config.TELEGRAM_API_URL));
  }
  if (config.SMTP_URL) {
    // Half a configuration would silently leave the sales mailbox without leads: refuse to start instead.
    if (!config.LEADS_EMAIL_TO?.trim()) {
      throw new Error("Invalid server configuration: SMTP_URL is set but LEADS_EMAIL_TO is not (the sales mailbox(es), comma-separated)");
    }
    notifiers.push(emailNotifier(config.SMTP_URL, { from: config.LEADS_EMAIL_FROM, to: config.LEADS_EMAIL_TO }));
  }
  if (config.LEADS_WEBHOOK_URL) notifiers.push(webhookNotifier(config.LEADS_WEBHOOK_URL, config.LEADS_WEBHOOK_SECRET));
  return notifiers;
}
