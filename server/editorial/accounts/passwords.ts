import crypto from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import { normaliseEmail } from "./schema";

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; a const enum, which isolated modules cannot read from the declarations.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const MIN_PASSWORD_LENGTH = 12;
/** argon2 takes any length; a megabyte of "password" would only cost us time. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why the password cannot be used, or null when it can. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `Пароль должен быть не короче ${MIN_PASSWORD_LENGTH}\u00a0символов`;
  if (length > MAX_PASSWORD_LENGTH) return `Пароль должен быть не длиннее ${MAX_PASSWORD_LENGTH}\u00a0символов`;
  if (normaliseEmail(password) === normaliseEmail(email)) return "Пароль не должен совпадать с электронной почтой";
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** The library compares in constant time; a malformed stored hash counts as a wrong password. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters: an unknown e-mail is checked against it so
 * that its answer takes as long as a wrong password's.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(32).toString("base64url"));
  return dummy;
}
