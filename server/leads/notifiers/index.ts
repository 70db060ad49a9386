/** The sales team's channels: one file per channel; the outbox delivers each stored lead through them. */
export type { DeliveryContext, Notifier } from "./types";
export { DeliveryError, FAILURE_KINDS, type FailureKind } from "./errors";
export { leadSummary } from "./lead-text";
export { telegramMessage, telegramNotifier } from "./telegram";
export { emailNotifier } from "./email";
export { SIGNATURE_HEADER, signBody, webhookNotifier } from "./webhook";
export { bitrix24Notifier, type Bitrix24Options } from "./bitrix24";
export { amoCrmNotifier, type AmoCrmOptions } from "./amocrm";

/** Channels that keep a record of each lead on their side (its id is kept with the delivery). */
export const CRM_NOTIFIERS = {
  bitrix24: { label: "Битрикс24", record: "лид" },
  amocrm: { label: "amoCRM", record: "сделка" },
} as const;
