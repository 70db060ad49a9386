import path from "node:path";
import { z } from "zod";

/** Everything the server reads from the environment, validated once at start-up. */
const schema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(9000),
  /** The built site (gatsby build output); relative paths are taken from the working directory. */
  PUBLIC_DIR: z.string().min(1).default("public").transform((dir) => path.resolve(dir)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds to let in-flight requests finish after SIGTERM before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
  /** Origins the browser may talk to besides our own (form endpoint or content API on another host). */
  GATSBY_FORM_ENDPOINT: z.string().default("/api/form"),
  GATSBY_CONTENT_API_URL: z.string().default("/"),
  /** The site's own origin: forms may always post from it. */
  SITE_URL: z.string().url().default("https://videumlab.ru"),
  /** Other origins allowed to post forms from a browser, comma-separated. */
  FORM_ALLOWED_ORIGINS: z.string().default(""),
  /** Form submissions per client address per minute. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** SQLite file of the lead store; created on first use. */
  LEADS_DB: z.string().min(1).default("data/leads.sqlite").transform((file) => (file === ":memory:" ? file : path.resolve(file))),
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
