import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { safeEqual } from "../lib/safe-equal";
import { MISSING_SIGNATURE, WRONG_SIGNATURE, WRONG_TOKEN, hmacHex, verifyDelivery } from "./webhook-signature";

const SECRET = "s3cret-for-tests";
const body = Buffer.from(JSON.stringify({ ref: "refs/heads/main", after: "a".repeat(40) }));
const sign = (content: Buffer | string, secret = SECRET) => crypto.createHmac("sha256", secret).update(content).digest("hex");

describe("safeEqual", () => {
  it("compares strings of any lengths without throwing", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcdef")).toBe(false);
    expect(safeEqual("", "x")).toBe(false);
  });

  it("hmacHex is the hex HMAC-SHA256", () => {
    expect(hmacHex(SECRET, body)).toBe(sign(body));
  });
});

describe("verifyDelivery: GitHub", () => {
  const headers = (signature: string, event = "push"): IncomingHttpHeaders => ({
    "content-type": "application/json",
    "x-hub-signature-256": signature,
    "x-github-event": event,
    "x-github-delivery": "gh-1",
  });

  it("accepts the body's HMAC with the sha256= prefix", () => {
    expect(verifyDelivery(headers(`sha256=${sign(body)}`), body, SECRET)).toEqual({ ok: true, host: "github", event: "push", deliveryId: "gh-1" });
  });

  it("names ping and other events", () => {
    expect(verifyDelivery(headers(`sha256=${sign(body)}`, "ping"), body, SECRET)).toMatchObject({ ok: true, event: "ping" });
    expect(verifyDelivery(headers(`sha256=${sign(body)}`, "issues"), body, SECRET)).toMatchObject({ ok: true, event: "other" });
  });

  it("refuses another secret's HMAC, a changed body, a missing prefix or garbage", () => {
    expect(verifyDelivery(headers(`sha256=${sign(body, "other")}`), body, SECRET)).toEqual({ ok: false, reason: WRONG_SIGNATURE });
    expect(verifyDelivery(headers(`sha256=${sign(body)}`), Buffer.from(`${body} `), SECRET)).toEqual({ ok: false, reason: WRONG_SIGNATURE });
    expect(verifyDelivery(headers(sign(body)), body, SECRET)).toEqual({ ok: false, reason: WRONG_SIGNATURE });
    expect(verifyDelivery(headers("sha256=zz"), body, SECRET)).toEqual({ ok: false, reason: WRONG_SIGNATURE });
  });

  it("checks the form-encoded body as sent", () => {
    const form = Buffer.from(new URLSearchParams({ payload: body.toString() }).toString());
    const formHeaders = { ...headers(`sha256=${sign(form)}`), "content-type": "application/x-www-form-urlencoded" };
    expect(verifyDelivery(formHeaders, form, SECRET)).toMatchObject({ ok: true, host: "github" });
  });
});

describe("verifyDelivery: Gitea / Forgejo", () => {
  it("accepts the bare hex HMAC and is named Gitea even with GitHub's headers alongside", () => {
    const headers: IncomingHttpHeaders = {
      "content-type": "application/json",
      "x-gitea-signature": sign(body),
      "x-gitea-event": "push",
      "x-gitea-delivery": "gt-1",
      "x-hub-signature-256": `sha256=${sign(body)}`,
      "x-github-event": "push",
      "x-github-delivery": "gt-1",
    };
    expect(verifyDelivery(headers, body, SECRET)).toEqual({ ok: true, host: "gitea", event: "push", deliveryId: "gt-1" });
  });

  it("accepts a form-encoded delivery signed over the JSON in its payload field (as Gitea signs it)", () => {
    const form = Buffer.from(new URLSearchParams({ payload: body.toString() }).toString());
    const headers: IncomingHttpHeaders = {
      "content-type": "application/x-www-form-urlencoded",
      "x-gitea-signature": sign(body),
      "x-gitea-event": "push",
    };
    expect(verifyDelivery(headers, form, SECRET)).toEqual({ ok: true, host: "gitea", event: "push", deliveryId: null });
  });

  it("refuses a wrong signature", () => {
    expect(verifyDelivery({ "x-gitea-signature": sign(body, "nope"), "x-gitea-event": "push" }, body, SECRET)).toEqual({
      ok: false,
      reason: WRONG_SIGNATURE,
    });
  });
});

describe("verifyDelivery: GitLab", () => {
  const headers = (token: string, extra: IncomingHttpHeaders = {}): IncomingHttpHeaders => ({
    "x-gitlab-token": token,
    "x-gitlab-event": "Push Hook",
    "x-gitlab-event-uuid": "gl-uuid",
    ...extra,
  });

  it("accepts the secret token and takes the event UUID as the delivery id", () => {
    expect(verifyDelivery(headers(SECRET), body, SECRET)).toEqual({ ok: true, host: "gitlab", event: "push", deliveryId: "gl-uuid" });
  });

  it("prefers Idempotency-Key, which survives retries", () => {
    expect(verifyDelivery(headers(SECRET, { "idempotency-key": "gl-key" }), body, SECRET)).toMatchObject({ deliveryId: "gl-key" });
  });

  it("names other events", () => {
    expect(verifyDelivery(headers(SECRET, { "x-gitlab-event": "Merge Request Hook" }), body, SECRET)).toMatchObject({ event: "other" });
  });

  it("refuses another token, a prefix of it or a longer one", () => {
    for (const token of ["wrong", SECRET.slice(0, -1), `${SECRET}x`]) {
      expect(verifyDelivery(headers(token), body, SECRET)).toEqual({ ok: false, reason: WRONG_TOKEN });
    }
  });
});

describe("verifyDelivery: no signature", () => {
  it("refuses, naming the headers expected", () => {
    expect(verifyDelivery({ "x-github-event": "push" }, body, SECRET)).toEqual({ ok: false, reason: MISSING_SIGNATURE });
    expect(verifyDelivery({ "x-hub-signature-256": "  " }, body, SECRET)).toEqual({ ok: false, reason: MISSING_SIGNATURE });
  });

  it("refuses everything when the server has no secret", () => {
    expect(verifyDelivery({ "x-gitlab-token": "" }, body, "")).toMatchObject({ ok: false });
    expect(verifyDelivery({ "x-hub-signature-256": `sha256=${sign(body, "")}` }, body, "")).toMatchObject({ ok: false });
  });
});
