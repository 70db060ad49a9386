import crypto from "node:crypto";
import type { LeadRecord } from "../leads/types";

/** A contact lead as the form endpoint stores it; tests override what they need. */
export function makeLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: crypto.randomUUID(),
    receivedAt: "2026-11-20T10:00:00.000Z",
    kind: "contact",
    name: "Анна Петрова",
    phone: "+7 916 555-12-34",
    phoneE164: "+79165551234",
    email: null,
    message: "Пилот на 4 камерах",
    pageTitle: "Контакты | AI лаборатория Видеум",
    pageUrl: "https://videumlab.ru/contact",
    referrer: null,
    utm: { utm_source: "vk" },
    userAgent: "jest",
    clientHash: "c".repeat(64),
    consentVersion: "2026-11-01",
    consentAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
