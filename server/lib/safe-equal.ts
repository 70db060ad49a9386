import crypto from "node:crypto";

const sha256 = (value: string | Buffer) => crypto.createHash("sha256").update(value).digest();

/** Constant-time comparison of a presented secret with the expected one (digests, so lengths do not leak). */
export function safeEqual(a: string, b: string): boolean {
  return crypto.timingSafeEqual(sha256(a), sha256(b));
}
