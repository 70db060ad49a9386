/**
 * Schema migrations of our tables in the leads database (SQLite or PostgreSQL): each set (the leads',
 * the editors') is a list of SQL scripts applied in order, once, recorded in its own table.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type pg from "pg";

export interface MigrationSet {
  /** Table recording the versions applied, e.g. schema_migrations. */
  table: string;
  /** Version n is migrations[n - 1]. */
  migrations: readonly string[];
}

const createTable = (table: string) => `CREATE TABLE IF NOT EXISTS ${table} (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`;

/**
 * Our SQLite file (LEADS_DB), created with its folder on first use, migrated: WAL with synchronous=FULL,
 * so what a store writes is on disk before the server answers.
 */
export function openSqlite(file: string, set: MigrationSet): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrateSqlite(db, set);
  return db;
}

export function migrateSqlite(db: Database.Database, { table, migrations }: MigrationSet): void {
  db.exec(createTable(table));
  const applied = new Set(db.prepare(`SELECT version FROM ${table}`).pluck().all() as number[]);
  migrations.forEach((sql, i) => {
    const version = i + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare(`INSERT INTO ${table} (version, applied_at) VALUES (?, ?)`).run(version, new Date().toISOString());
    }).immediate();
  });
}

/** Under an advisory lock (`lockKey`), so instances starting together migrate once; each version in its own transaction. */
export async function migratePostgres(pool: pg.Pool, { table, migrations }: MigrationSet, lockKey: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
    await client.query(createTable(table));
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const [i, sql] of migrations.entries()) {
      const version = i + 1;
      if (applied.has(version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(`INSERT INTO ${table} (version, applied_at) VALUES ($1, $2)`, [version, new Date().toISOString()]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [lockKey]).catch(() => undefined);
    client.release();
  }
}
