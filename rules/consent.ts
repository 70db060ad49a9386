/**
 * Consent to personal-data processing (152-ФЗ as amended in 2025): a separate document, given actively
 * with an unticked checkbox. Every lead records the version of the text the visitor agreed to.
 */
export const CONSENT_VERSION = "2026-11-01";
export const CONSENT_PATH = "/consent";
export const PRIVACY_PATH = "/privacy.pdf";
