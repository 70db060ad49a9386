import type { Editor, EditorSession, LoginFailureCount } from "./types";

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
  // Issue #35: a per-account lockout let anyone who knew an editor's e-mail lock her out. Failures are now
  // counted per (account, address), per address and per account (server/editorial/accounts/throttle.ts);
  // the old counts and their locks are dropped with their table. email '' is "any account", address ''
  // "any address".
  `DROP TABLE login_failures;
   CREATE TABLE login_throttle (
     email TEXT NOT NULL,
     address TEXT NOT NULL,
     failures INTEGER NOT NULL,
     last_failure_at TEXT NOT NULL,
     PRIMARY KEY (email, address)
   );
   CREATE INDEX login_throttle_address ON login_throttle (address);
   CREATE INDEX login_throttle_last_failure ON login_throttle (last_failure_at);`,
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
  email: string;
  address: string;
  failures: number | string;
  last_failure_at: string;
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

export function fromFailureRow(row: FailureRow): LoginFailureCount {
  return { email: row.email, address: row.address, failures: Number(row.failures), lastFailureAt: row.last_failure_at };
}

/**
 * One failure counted in one statement, so several instances share the count: a count whose last
 * failure is at or before @forgetBefore starts again at 1; the last failure's time only moves forward.
 * Named parameters: @email, @address, @now, @forgetBefore (SQLite), turned into $1…$4 for PostgreSQL.
 */
export const RECORD_FAILURE_SQL = `
  INSERT INTO login_throttle (email, address, failures, last_failure_at)
  VALUES (@email, @address, 1, @now)
  ON CONFLICT (email, address) DO UPDATE SET
    failures = CASE WHEN login_throttle.last_failure_at <= CAST(@forgetBefore AS TEXT) THEN 1 ELSE login_throttle.failures + 1 END,
    last_failure_at = CASE WHEN login_throttle.last_failure_at > excluded.last_failure_at THEN login_throttle.last_failure_at
                           ELSE excluded.last_failure_at END
  RETURNING email, address, failures, last_failure_at`;

/** Values of RECORD_FAILURE_SQL, by name. */
export function failureParams({ email, address }: { email: string; address: string }, now: Date, forgetBefore: Date) {
  return { email, address, now: now.toISOString(), forgetBefore: forgetBefore.toISOString() };
}

/** RECORD_FAILURE_SQL for PostgreSQL: named parameters become $1…$4 in failureParams' order. */
export const RECORD_FAILURE_SQL_PG = ["email", "address", "now", "forgetBefore"].reduce(
  (sql, name, i) => sql.replaceAll(`@${name}`, `$${i + 1}`),
  RECORD_FAILURE_SQL,
);

/**
 * The WHERE of clearLoginFailures for SQLite (`?`) or PostgreSQL (`$n`): one pair, or every count of
 * an e-mail or of an address, with its values in order.
 */
export function clearFailuresWhere(match: { email?: string; address?: string }, placeholder: (n: number) => string) {
  const columns = (["email", "address"] as const).filter((column) => match[column] !== undefined);
  if (columns.length === 0) throw new Error("clearLoginFailures: an e-mail, an address or both");
  return {
    where: columns.map((column, i) => `${column} = ${placeholder(i + 1)}`).join(" AND "),
    values: columns.map((column) => match[column] as string),
  };
}
