import crypto from "node:crypto";
import { postJson } from "./http";
import type { Notifier } from "./types";

/** Header carrying the HMAC-SHA256 of the exact body, hex, keyed with LEADS_WEBHOOK_SECRET. */
export const SIGNATURE_HEADER = "x-videum-signature";

export function signBody(body: string, secret: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * The whole lead as JSON to the company's own endpoint. With a secret, the body is signed so the
 * receiver can check it came from this server.
 */
export function webhookNotifier(url: string, secret?: string): Notifier {
  return {
    name: "webhook",
    send: (lead) => {
      const body = JSON.stringify({ event: "lead.created", lead });
      return postJson(url, body, secret ? { [SIGNATURE_HEADER]: signBody(body, secret) } : {});
    },
  };
}
