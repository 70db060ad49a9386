import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_URL } from "../rules/routes";

/**
 * The Bitrix24 inbound webhook's base URL path: /rest/<user id>/<secret code>/ (the trailing slash
 * optional); the channel calls it with "<method>.json" appended (server/leads/notifiers/bitrix24-api.ts).
 */
export const BITRIX24_WEBHOOK_PATH = /^\/rest\/\d+\/[A-Za-z0-9_-]+\/?$/;

/** How long the name of a lead's source may be in a CRM (Bitrix24's ORIGINATOR_ID, ORIGIN_ID): the site's host. */
export const CRM_ORIGIN_LENGTH = 255;

/** An empty variable ("AMOCRM_PIPELINE_ID=") counts as unset. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

/** A positive integer id from the environment (a CRM's pipeline, user or field id). */
const optionalId = z.preprocess(unsetIfEmpty, z.coerce.number({ error: "expected a number" }).int().positive().optional());

/** https, or http to this machine only (a local proxy, the tests' fake CRM). */
function secureOrLoopback(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The Bitrix24 inbound webhook, normalised to end in "/" so that "<method>.json" can be appended. */
const bitrix24WebhookUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .trim()
    .refine((value) => {
      const url = parseUrl(value);
      return Boolean(url && secureOrLoopback(url) && BITRIX24_WEBHOOK_PATH.test(url.pathname) && !url.search && !url.hash);
    }, "expected the inbound webhook's address, https://<portal>/rest/<user id>/<webhook code>/ (without a method name)")
    .transform((value) => (value.endsWith("/") ? value : `${value}/`))
    .optional(),
);

/** The amoCRM account's address, normalised to its origin. */
const amoCrmUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .trim()
    .refine((value) => {
      const url = parseUrl(value);
      return Boolean(url && secureOrLoopback(url) && (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash);
    }, "expected the account's address with https and nothing after it, e.g. https://company.amocrm.ru")
    .transform((value) => new URL(value).origin)
    .optional(),
);

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
  /**
   * Releases of the site (npm run publish): RELEASES_DIR/<id>/ and the pointer RELEASES_DIR/current. When
   * it holds a current release the server serves that and follows its switches; otherwise PUBLIC_DIR.
   */
  RELEASES_DIR: z.string().min(1).default("data/releases").transform((dir) => path.resolve(dir)),
  /** Releases kept by npm run publish (the current one always is); older ones' hashed assets stay reachable meanwhile. */
  RELEASES_KEEP: z.coerce.number().int().min(1).default(10),
  /**
   * The content folder the site is built from and the CMS saves to, relative to the project folder:
   * content/, or a checkout of a content repository of its own. The build reads the same setting.
   */
  CONTENT_DIR: z.string().trim().min(1).default("content"),
  /** Publish by itself when files in content/ change (after they settle for 2 s). */
  PUBLISH_WATCH: z.preprocess(unsetIfEmpty, z.enum(["0", "1", "true", "false"], { error: "expected 1 or 0" }).default("0").transform((v) => v === "1" || v === "true")),
  /**
   * Minutes a publish started by the server may take (content check, build, release) before it is
   * stopped and recorded as failed, the live site unchanged; so a hung build cannot hold up the next edit.
   */
  PUBLISH_TIMEOUT_MINUTES: z.coerce.number().positive().max(1440).default(30),
  /** Bearer token of GET /api/publish/status; the status API is off without it. */
  PUBLISH_TOKEN: z.preprocess(unsetIfEmpty, z.string().regex(/^\S{24,}$/, "expected at least 24 characters without spaces (openssl rand -hex 24)").optional()),
  /** Secret of the git hosts' webhook POST /api/publish (GitHub, Gitea: HMAC key; GitLab: secret token); the webhook is off without it. */
  PUBLISH_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().regex(/^\S{24,}$/, "expected at least 24 characters without spaces (openssl rand -hex 32)").optional()),
  /** Branch whose pushes publish; by default the branch content/ has checked out. */
  PUBLISH_WEBHOOK_BRANCH: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^(refs\/heads\/)?[^\s~^:?*[\\]+$/, "expected a branch name such as main")
      .transform((branch) => branch.replace(/^refs\/heads\//, ""))
      .optional(),
  ),
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
  /**
   * Leads straight into the sales team's CRM. Bitrix24: the inbound webhook (scope `crm`) and what
   * every lead is created with; amoCRM: the account, a long-lived token, where deals go, and the ID
   * of the deals' text field the site's lead id is written to (what a lost answer is looked up by).
   */
  BITRIX24_WEBHOOK_URL: bitrix24WebhookUrl,
  BITRIX24_SOURCE_ID: z.string().trim().regex(/^[A-Za-z0-9_|]+$/, "expected a source id such as WEB or CALLBACK").default("WEB"),
  BITRIX24_ASSIGNED_BY_ID: optionalId,
  AMOCRM_URL: amoCrmUrl,
  AMOCRM_TOKEN: z.preprocess(unsetIfEmpty, z.string().trim().regex(/^\S+$/, "expected the long-lived token, one line").optional()),
  AMOCRM_MODE: z.enum(["deal", "unsorted"]).default("deal"),
  AMOCRM_PIPELINE_ID: optionalId,
  AMOCRM_STATUS_ID: optionalId,
  AMOCRM_RESPONSIBLE_USER_ID: optionalId,
  AMOCRM_LEAD_ID_FIELD_ID: optionalId,
  /** Tags of every deal, comma-separated. */
  AMOCRM_TAGS: z.string().default("Сайт"),
  /** Newsletter subscriptions in the CRMs: as leads of their own kind ("lead") or not at all ("skip"). */
  CRM_NEWSLETTER: z.enum(["lead", "skip"]).default("lead"),
  /** How often the outbox retries deliveries that are due. */
  OUTBOX_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
  /** Pause after a failed delivery, doubled on each further failure up to an hour. */
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
  /** How long a delivery being sent is held from other instances; a crashed holder's deliveries return after it. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().positive().default(300),
  /** SQLite file of the lead store; created on first use. */
  LEADS_DB: z.string().min(1).default("data/leads.sqlite").transform((file) => (file === ":memory:" ? file : path.resolve(file))),
  /** PostgreSQL lead store instead of SQLite, for several server instances. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "expected postgres://user:password@host:port/database")
    .optional(),
  /** Leads older than this many days are deleted automatically (152-ФЗ: no longer than needed). */
  LEADS_RETENTION_DAYS: z.coerce.number().int().positive().default(1095),
  /** Lifetime of an editor's session in /admin, in hours; every request (at most once a minute) extends it by as much. */
  ADMIN_SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
}).superRefine((config, ctx) => {
  // Half a CRM configuration would silently leave leads out of the CRM: each is refused, naming what is missing.
  const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (config.AMOCRM_TOKEN && !config.AMOCRM_URL) missing("AMOCRM_URL", "AMOCRM_TOKEN is set, but not the account's address");
  if (config.AMOCRM_URL && !config.AMOCRM_TOKEN) missing("AMOCRM_TOKEN", "AMOCRM_URL is set, but not the long-lived token");
  if (config.AMOCRM_URL && !config.AMOCRM_LEAD_ID_FIELD_ID) {
    missing("AMOCRM_LEAD_ID_FIELD_ID", "required with AMOCRM_URL: the ID of the deals' text field «ID заявки на сайте» (see docs/operations/leads.md)");
  }
  if (config.AMOCRM_STATUS_ID && !config.AMOCRM_PIPELINE_ID) missing("AMOCRM_PIPELINE_ID", "AMOCRM_STATUS_ID is a stage of a pipeline: set the pipeline too");
  if (config.AMOCRM_STATUS_ID && config.AMOCRM_MODE === "unsorted") {
    missing("AMOCRM_STATUS_ID", "incoming leads (AMOCRM_MODE=unsorted) always land in «Неразобранное»: leave the stage unset");
  }
  if (config.AMOCRM_URL && crmTags(config.AMOCRM_TAGS).some((tag) => tag.length > 100)) missing("AMOCRM_TAGS", "a tag is longer than 100 characters");
  if (new URL(config.SITE_URL).host.length > CRM_ORIGIN_LENGTH) missing("SITE_URL", "the host is too long to name the source of CRM leads");
});

/** AMOCRM_TAGS as a list. */
export function crmTags(value: string): string[] {
  return value.split(",").map((tag) => tag.trim()).filter(Boolean);
}

export type ServerConfig = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const details = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid server configuration: ${details}`);
  }
  return result.data;
}
