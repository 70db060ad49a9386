/**
 * The sales team's channels this server's configuration turns on: each is on when its settings are
 * present (server/config.ts reads and validates them; the channels are built here, not there).
 */
import { crmTags, type ServerConfig } from "../config";
import { amoCrmNotifier, bitrix24Notifier, emailNotifier, telegramNotifier, webhookNotifier, type Notifier } from "./notifiers";

/** The notifiers the configuration turns on. */
export function configuredNotifiers(config: ServerConfig): Notifier[] {
  const notifiers: Notifier[] = [];
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHAT_ID) {
    notifiers.push(telegramNotifier(config.TELEGRAM_BOT_TOKEN, config.TELEGRAM_CHAT_ID, config.TELEGRAM_API_URL));
  }
  if (config.SMTP_URL) {
    // Half a configuration would silently leave the sales mailbox without leads: refuse to start instead.
    if (!config.LEADS_EMAIL_TO?.trim()) {
      throw new Error("Invalid server configuration: SMTP_URL is set but LEADS_EMAIL_TO is not (the sales mailbox(es), comma-separated)");
    }
    notifiers.push(emailNotifier(config.SMTP_URL, { from: config.LEADS_EMAIL_FROM, to: config.LEADS_EMAIL_TO }));
  }
  if (config.LEADS_WEBHOOK_URL) notifiers.push(webhookNotifier(config.LEADS_WEBHOOK_URL, config.LEADS_WEBHOOK_SECRET));
  const siteHost = new URL(config.SITE_URL).host;
  const newsletters = config.CRM_NEWSLETTER === "lead";
  if (config.BITRIX24_WEBHOOK_URL) {
    notifiers.push(
      bitrix24Notifier({
        webhookUrl: config.BITRIX24_WEBHOOK_URL,
        originatorId: siteHost,
        sourceId: config.BITRIX24_SOURCE_ID,
        assignedById: config.BITRIX24_ASSIGNED_BY_ID,
        newsletters,
      }),
    );
  }
  if (config.AMOCRM_URL && config.AMOCRM_TOKEN && config.AMOCRM_LEAD_ID_FIELD_ID) {
    notifiers.push(
      amoCrmNotifier({
        baseUrl: config.AMOCRM_URL,
        token: config.AMOCRM_TOKEN,
        mode: config.AMOCRM_MODE,
        pipelineId: config.AMOCRM_PIPELINE_ID,
        statusId: config.AMOCRM_STATUS_ID,
        responsibleUserId: config.AMOCRM_RESPONSIBLE_USER_ID,
        leadIdFieldId: config.AMOCRM_LEAD_ID_FIELD_ID,
        tags: crmTags(config.AMOCRM_TAGS),
        siteHost,
        newsletters,
      }),
    );
  }
  return notifiers;
}
