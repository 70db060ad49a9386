/**
 * Who sent a webhook delivery and whether it knew the secret: GitHub and Gitea/Forgejo sign the payload
 * with HMAC-SHA256, GitLab sends the secret itself. Every comparison takes the same time whatever the
 * header holds, so an attacker learns nothing from timing.
 */
import crypto from "node:crypto";
import { safeEqual } from "../lib/safe-equal";
import type { IncomingHttpHeaders } from "node:http";

export type WebhookHost = "github" | "gitea" | "gitlab";
export type WebhookEvent = "push" | "ping" | "other";

export type Delivery =
  | { ok: true; host: WebhookHost; event: WebhookEvent; deliveryId: string | null }
  | { ok: false; reason: string };

export const MISSING_SIGNATURE = "Нет подписи: ожидается X-Hub-Signature-256, X-Gitea-Signature или X-Gitlab-Token";
export const WRONG_SIGNATURE = "Подпись запроса не совпадает";
export const WRONG_TOKEN = "Секретный токен X-Gitlab-Token не совпадает";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}


export function hmacHex(secret: string, content: string | Buffer): string {
  return crypto.createHmac("sha256", secret).update(content).digest("hex");
}

export function isFormBody(headers: IncomingHttpHeaders): boolean {
  return header(headers, "content-type")?.split(";")[0].trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/**
 * What a host may have signed. GitHub signs the body as sent; Gitea, for a form-encoded delivery,
 * signs the JSON inside its `payload` field. Either way only that JSON is used afterwards.
 */
function signedContents(headers: IncomingHttpHeaders, rawBody: Buffer): Buffer[] {
  if (!isFormBody(headers)) return [rawBody];
  const payload = new URLSearchParams(rawBody.toString("utf8")).get("payload");
  return payload === null ? [rawBody] : [rawBody, Buffer.from(payload, "utf8")];
}

function signatureMatches(given: string, secret: string, contents: Buffer[]): boolean {
  const normalised = given.toLowerCase();
  // Every candidate is compared (no early exit), so the time does not tell which one matched.
  return contents.map((content) => safeEqual(normalised, hmacHex(secret, content))).includes(true);
}

function eventOf(host: WebhookHost, name: string | undefined): WebhookEvent {
  if (host === "gitlab") return name === "Push Hook" ? "push" : "other";
  if (name === "push") return "push";
  if (name === "ping") return "ping";
  return "other";
}

/**
 * Checks a delivery before anything of its body is parsed. Gitea and Forgejo also send GitHub's headers,
 * so X-Gitea-Signature is looked at first to name the host right.
 */
export function verifyDelivery(headers: IncomingHttpHeaders, rawBody: Buffer, secret: string): Delivery {
  if (!secret) return { ok: false, reason: "Секрет вебхука не настроен на сервере" };

  const gitea = header(headers, "x-gitea-signature");
  if (gitea !== undefined) {
    if (!signatureMatches(gitea, secret, signedContents(headers, rawBody))) return { ok: false, reason: WRONG_SIGNATURE };
    return {
      ok: true,
      host: "gitea",
      event: eventOf("gitea", header(headers, "x-gitea-event")),
      deliveryId: header(headers, "x-gitea-delivery") ?? null,
    };
  }

  const github = header(headers, "x-hub-signature-256");
  if (github !== undefined) {
    const match = /^sha256=(.*)$/i.exec(github);
    if (!match || !signatureMatches(match[1], secret, signedContents(headers, rawBody))) {
      return { ok: false, reason: WRONG_SIGNATURE };
    }
    return {
      ok: true,
      host: "github",
      event: eventOf("github", header(headers, "x-github-event")),
      deliveryId: header(headers, "x-github-delivery") ?? null,
    };
  }

  const gitlab = header(headers, "x-gitlab-token");
  if (gitlab !== undefined) {
    if (!safeEqual(gitlab, secret)) return { ok: false, reason: WRONG_TOKEN };
    return {
      ok: true,
      host: "gitlab",
      event: eventOf("gitlab", header(headers, "x-gitlab-event")),
      // Idempotency-Key (GitLab 17.4+) stays the same when a delivery is retried; the event UUID is older.
      deliveryId: header(headers, "idempotency-key") ?? header(headers, "x-gitlab-event-uuid") ?? null,
    };
  }

  return { ok: false, reason: MISSING_SIGNATURE };
}
