/** An editor of the site's content, as the operator's tools and the admin show them. */
export interface Editor {
  id: string;
  /** Lower-case, trimmed: one address is one account whatever its spelling. */
  email: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
}

export interface EditorWithHash extends Editor {
  /** argon2id, PHC string. */
  passwordHash: string;
}

/** A login session. `id` is the SHA-256 of the cookie's token: the database alone gives no usable cookie. */
export interface EditorSession {
  id: string;
  editorId: string;
  csrfToken: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

/** Failed logins of one key ("email:…" or "ip:…") in the current window, and the lock they earned. */
export interface LoginFailures {
  key: string;
  failures: number;
  firstFailureAt: string;
  lockedUntil: string | null;
}

export interface FailurePolicy {
  /** Failures older than this start a new count. */
  windowMs: number;
  /** The failure that reaches this count locks the key… */
  maxFailures: number;
  /** …for this long. */
  lockMs: number;
}

export class EditorExistsError extends Error {
  constructor(email: string) {
    super(`Редактор ${email} уже есть`);
  }
}

/**
 * Accounts, sessions and failed logins of the editors, in the lead store's database (SQLite file
 * LEADS_DB or PostgreSQL DATABASE_URL) through a connection of their own. Times are ISO-8601 UTC text.
 */
export interface EditorStore {
  readonly engine: "sqlite" | "postgres";
  /** Throws EditorExistsError when the e-mail (in any letter case) is taken. */
  addEditor(editor: { email: string; name: string; passwordHash: string }, now: Date): Promise<Editor>;
  findByEmail(email: string): Promise<EditorWithHash | undefined>;
  /** By e-mail. */
  list(): Promise<Editor[]>;
  /** undefined when there is no such editor. */
  setPassword(email: string, passwordHash: string, now: Date): Promise<Editor | undefined>;
  /** Removes the editor and their sessions; false when there was no such editor. */
  removeEditor(email: string): Promise<{ removed: boolean; sessions: number }>;

  /** Stores the session and records the login on the editor. */
  createSession(session: EditorSession): Promise<void>;
  /** The session and its editor, if it exists and has not expired at `now`. */
  findSession(id: string, now: Date): Promise<{ session: EditorSession; editor: Editor } | undefined>;
  /** Slides the session: seen now, expiring later. */
  touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  deleteSession(id: string): Promise<void>;
  /** Ends the editor's sessions except `keep`; returns how many ended. */
  deleteSessionsOf(editorId: string, keep?: string): Promise<number>;
  purgeExpiredSessions(now: Date): Promise<number>;

  /** The key's failures, if any are recorded. */
  loginFailures(key: string): Promise<LoginFailures | undefined>;
  /** Counts one failure atomically (several instances share the count) and locks the key when it reaches the limit. */
  recordLoginFailure(key: string, now: Date, policy: FailurePolicy): Promise<LoginFailures>;
  clearLoginFailures(key: string): Promise<void>;
  /** Drops counts that neither lock nor count any more (window and lock both over before `before`). */
  purgeLoginFailures(before: Date): Promise<number>;

  close(): Promise<void>;
}
