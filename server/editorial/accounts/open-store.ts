import type { ServerConfig } from "../../config";
import { createPostgresEditorStore } from "./postgres-store";
import { createSqliteEditorStore } from "./sqlite-store";
import type { EditorStore } from "./types";

/** Where the leads are: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file LEADS_DB. */
export async function openEditorStore(config: Pick<ServerConfig, "DATABASE_URL" | "LEADS_DB">): Promise<EditorStore> {
  return config.DATABASE_URL ? createPostgresEditorStore(config.DATABASE_URL) : createSqliteEditorStore(config.LEADS_DB);
}
