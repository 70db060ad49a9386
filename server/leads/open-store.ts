import type { ServerConfig } from "../config";
import { createPostgresStore } from "./postgres-store";
import { createSqliteStore } from "./sqlite-store";
import type { LeadStore } from "./types";

/** PostgreSQL when DATABASE_URL is set (several instances), otherwise the SQLite file LEADS_DB. */
export async function openLeadStore(config: Pick<ServerConfig, "DATABASE_URL" | "LEADS_DB">): Promise<LeadStore> {
  return config.DATABASE_URL ? createPostgresStore(config.DATABASE_URL) : createSqliteStore(config.LEADS_DB);
}
