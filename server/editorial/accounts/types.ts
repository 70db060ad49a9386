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

/**
 * Whose failed sign-ins a count holds: an (account, address) pair when both are set, one address over
 * every account when `email` is "", one account over every address when `address` is "". The e-mail
 * is normalised (lower case, trimmed), known to us or not; the address is throttleSource's.
 */
export interface ThrottleKey {
  email: string;
  address: string;
}

export interface LoginFailureCount extends ThrottleKey {
  failures: number;
  lastFailureAt: string;
}

/** Which counts clearLoginFailures deletes: one pair (both), or every count of an e-mail or of an address. */
export type FailureMatch = { email: string; address?: string } | { email?: string; address: string };

export class EditorExistsError extends Error {
  constructor(email: string) {
    super(`Редактор ${email} уже есть`);
  }
}

/**
 * Accounts, sessions and failed sign-in counts of the editors, in the lead store's database (SQLite file
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

  /** The key's count, if one is recorded (a forgotten one too: throttle.ts judges its age). */
  loginFailures(key: ThrottleKey): Promise<LoginFailureCount | undefined>;
  /**
   * Counts one failure atomically (several instances share the count); a count whose last failure is
   * at or before `forgetBefore` starts again at 1.
   */
  recordLoginFailure(key: ThrottleKey, now: Date, forgetBefore: Date): Promise<LoginFailureCount>;
  /** Deletes the matching counts (a successful sign-in, an operator's command); returns how many. */
  clearLoginFailures(match: FailureMatch): Promise<number>;
  /** Drops counts whose last failure is before `before` (forgotten: they slow nothing down any more). */
  purgeLoginFailures(before: Date): Promise<number>;

  close(): Promise<void>;
}
