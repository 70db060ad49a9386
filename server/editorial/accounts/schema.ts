import type { Editor, EditorSession, LoginFailures } from "./types";

/**
 * The editors' tables, in order, the same for SQLite and PostgreSQL. Versions are kept in a table of
 * their own (the lead store's schema_migrations lives in the same database), each runs once in a
 * transaction. Append, never edit an applied one.
 */
export const EDITOR_MIGRATIONS: readonly string[] = [
  `CREATE TABLE editors (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     last_login_at TEXT
   );
   CREATE UNIQUE INDEX editors_email ON editors (lower(email));
   CREATE TABLE editor_sessions (
     id TEXT PRIMARY KEY,
     editor_id TEXT NOT NULL REFERENCES editors (id) ON DELETE CASCADE,
     csrf_token TEXT NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL
   );
   CREATE INDEX editor_sessions_editor ON editor_sessions (editor_id);
   CREATE INDEX editor_sessions_expires ON editor_sessions (expires_at);
   CREATE TABLE login_failures (
     key TEXT PRIMARY KEY,
     failures INTEGER NOT NULL,
     first_failure_at TEXT NOT NULL,
     locked_until TEXT
   );`,
];

export const EDITOR_COLUMNS = "id, email, name, created_at, updated_at, last_login_at";

export interface EditorRow {
  id: string;
  email: string;
  name: string;
  password_hash?: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

export interface SessionRow {
  id: string;
  editor_id: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface FailureRow {
  key: string;
  failures: number | string;
  first_failure_at: string;
  locked_until: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function fromEditorRow(row: EditorRow): Editor {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLoginAt: row.last_login_at,
  };
}

export function fromSessionRow(row: SessionRow): EditorSession {
  return {
    id: row.id,
    editorId: row.editor_id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
  };
}

/** A session with its editor's columns, prefixed e_ (SESSION_WITH_EDITOR). */
export interface JoinedSessionRow extends SessionRow {
  e_email: string;
  e_name: string;
  e_created_at: string;
  e_updated_at: string;
  e_last_login_at: string | null;
}

/** Sessions joined with their editors; each store adds its WHERE with its own placeholders. */
export const SESSION_WITH_EDITOR = `SELECT s.*, e.email AS e_email, e.name AS e_name, e.created_at AS e_created_at, e.updated_at AS e_updated_at,
            e.last_login_at AS e_last_login_at
     FROM editor_sessions s JOIN editors e ON e.id = s.editor_id`;

export function fromJoinedSessionRow(row: JoinedSessionRow): { session: EditorSession; editor: Editor } {
  return {
    session: fromSessionRow(row),
    editor: fromEditorRow({
      id: row.editor_id,
      email: row.e_email,
      name: row.e_name,
      created_at: row.e_created_at,
      updated_at: row.e_updated_at,
      last_login_at: row.e_last_login_at,
    }),
  };
}

export function fromFailureRow(row: FailureRow): LoginFailures {
  return { key: row.key, failures: Number(row.failures), firstFailureAt: row.first_failure_at, lockedUntil: row.locked_until };
}

/**
 * One failure counted in one statement: a count whose window is over starts again at 1; the failure
 * that reaches the limit sets the lock. Named parameters: @key, @now, @windowStart, @max, @lockedUntil
 * (SQLite), turned into $1…$5 for PostgreSQL.
 */
export const RECORD_FAILURE_SQL = `
  INSERT INTO login_failures (key, failures, first_failure_at, locked_until)
  VALUES (@key, 1, @now, CASE WHEN 1 >= CAST(@max AS INTEGER) THEN CAST(@lockedUntil AS TEXT) ELSE NULL END)
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE WHEN login_failures.first_failure_at <= CAST(@windowStart AS TEXT) THEN 1 ELSE login_failures.failures + 1 END,
    first_failure_at = CASE WHEN login_failures.first_failure_at <= CAST(@windowStart AS TEXT) THEN excluded.first_failure_at
                            ELSE login_failures.first_failure_at END,
    locked_until = CASE
      WHEN (CASE WHEN login_failures.first_failure_at <= CAST(@windowStart AS TEXT) THEN 1 ELSE login_failures.failures + 1 END)
           >= CAST(@max AS INTEGER)
        THEN CAST(@lockedUntil AS TEXT)
      ELSE login_failures.locked_until END
  RETURNING key, failures, first_failure_at, locked_until`;

/** Values of RECORD_FAILURE_SQL, by name. */
export function failureParams(key: string, now: Date, policy: { windowMs: number; maxFailures: number; lockMs: number }) {
  return {
    key,
    now: now.toISOString(),
    windowStart: new Date(now.getTime() - policy.windowMs).toISOString(),
    max: policy.maxFailures,
    lockedUntil: new Date(now.getTime() + policy.lockMs).toISOString(),
  };
}

/** RECORD_FAILURE_SQL for PostgreSQL: named parameters become $1…$5 in failureParams' order. */
export const RECORD_FAILURE_SQL_PG = ["key", "now", "windowStart", "max", "lockedUntil"].reduce(
  (sql, name, i) => sql.replaceAll(`@${name}`, `$${i + 1}`),
  RECORD_FAILURE_SQL,
);
