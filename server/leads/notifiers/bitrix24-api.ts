/**
 * The part of the Bitrix24 REST API (v2, inbound webhook) the Bitrix24 channel uses, as documented in
 * the official REST reference: crm.lead.add, crm.lead.list, and the error answer every method shares.
 * One schema per shape: the channel builds its requests from these types and reads the answers
 * through these schemas; the fake portal in the tests checks requests with the same schemas.
 *
 * A call is `POST https://<portal>/rest/<user>/<webhook key>/<method>.json` with a JSON body (the
 * webhook's form is checked with the settings: server/config.ts, BITRIX24_WEBHOOK_PATH).
 */
import { z } from "zod";
import { CRM_ORIGIN_LENGTH } from "../../config";

/** Lengths the portal keeps (its database columns); longer values are shortened before sending. */
export const BITRIX24_LIMITS = {
  TITLE: 255,
  NAME: 50,
  /** A value of a multi-field (PHONE, EMAIL). */
  MULTIFIELD: 250,
  UTM: 255,
  /** ORIGINATOR_ID and ORIGIN_ID: the site's host names the source; its settings are checked against it. */
  ORIGIN: CRM_ORIGIN_LENGTH,
  SOURCE_DESCRIPTION: 4000,
  /** COMMENTS is a text column; the rendered HTML is kept well within it. */
  COMMENTS: 20_000,
} as const;

/** Default stage names of SOURCE_ID; a portal may add its own (crm.status.list, ENTITY_ID=SOURCE). */
export const BITRIX24_DEFAULT_SOURCES = [
  "CALL", "EMAIL", "WEB", "ADVERTISING", "PARTNER", "RECOMMENDATION", "TRADE_SHOW", "WEBFORM", "CALLBACK",
  "RC_GENERATOR", "STORE", "OTHER",
] as const;

/** A value of a multiple field such as PHONE or EMAIL (crm_multifield). */
export const multiFieldSchema = z.strictObject({
  VALUE: z.string().min(1).max(BITRIX24_LIMITS.MULTIFIELD),
  VALUE_TYPE: z.enum(["WORK", "MOBILE", "HOME", "OTHER"]),
});

const utm = z.string().min(1).max(BITRIX24_LIMITS.UTM).optional();

/** crm.lead.add: `{fields, params}`; the answer's `result` is the new lead's ID. */
export const leadAddRequestSchema = z.strictObject({
  fields: z.strictObject({
    TITLE: z.string().min(1).max(BITRIX24_LIMITS.TITLE),
    NAME: z.string().min(1).max(BITRIX24_LIMITS.NAME).optional(),
    PHONE: z.array(multiFieldSchema).min(1).optional(),
    EMAIL: z.array(multiFieldSchema).min(1).optional(),
    COMMENTS: z.string().max(BITRIX24_LIMITS.COMMENTS).optional(),
    SOURCE_ID: z.string().min(1),
    SOURCE_DESCRIPTION: z.string().max(BITRIX24_LIMITS.SOURCE_DESCRIPTION).optional(),
    STATUS_ID: z.string().min(1).optional(),
    OPENED: z.enum(["Y", "N"]).optional(),
    ASSIGNED_BY_ID: z.number().int().positive().optional(),
    ORIGINATOR_ID: z.string().min(1).max(BITRIX24_LIMITS.ORIGIN),
    ORIGIN_ID: z.string().min(1).max(BITRIX24_LIMITS.ORIGIN),
    UTM_SOURCE: utm,
    UTM_MEDIUM: utm,
    UTM_CAMPAIGN: utm,
    UTM_CONTENT: utm,
    UTM_TERM: utm,
  }),
  params: z.strictObject({ REGISTER_SONET_EVENT: z.enum(["Y", "N"]) }).optional(),
});
export type LeadAddRequest = z.infer<typeof leadAddRequestSchema>;

/** Timing block every answer carries. */
const timeSchema = z.object({ start: z.number(), finish: z.number() }).loose();

export const leadAddResponseSchema = z.object({ result: z.number().int().positive(), time: timeSchema.optional() });
export type LeadAddResponse = z.infer<typeof leadAddResponseSchema>;

/**
 * crm.lead.list with an exact filter (no prefix means "equals") and the fields to select; pages of 50.
 * Used to find the lead an earlier, unanswered crm.lead.add may have created: by ORIGINATOR_ID and ORIGIN_ID.
 */
export const leadListRequestSchema = z.strictObject({
  filter: z.strictObject({ ORIGINATOR_ID: z.string().min(1), ORIGIN_ID: z.string().min(1) }),
  select: z.array(z.string().min(1)).min(1),
  start: z.number().int().min(0).optional(),
});
export type LeadListRequest = z.infer<typeof leadListRequestSchema>;

/** IDs come back as strings ("ID": "5"), as every field of a list answer does. */
export const leadListResponseSchema = z.object({
  result: z.array(z.object({ ID: z.string().regex(/^\d+$/) }).loose()),
  total: z.number().int().min(0),
  next: z.number().int().optional(),
  time: timeSchema.optional(),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** Any error, method-specific or of the REST API itself; `error` may be empty ("Access denied."). */
export const errorResponseSchema = z.object({ error: z.string(), error_description: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * System error codes (documented with their HTTP status) that mean the webhook, its rights or the
 * portal's access to the REST API is the problem: the operator must act.
 */
export const AUTH_ERRORS = [
  "NO_AUTH_FOUND",
  "INVALID_CREDENTIALS",
  "INVALID_REQUEST",
  "OVERLOAD_LIMIT",
  "ACCESS_DENIED",
  "insufficient_scope",
  "expired_token",
  "user_access_error",
  "PORTAL_DELETED",
  // A method missing from the webhook's scope is reported as not found.
  "ERROR_METHOD_NOT_FOUND",
] as const;

/** Request intensity (503) or resource (429) limits: wait, then call again. */
export const LIMIT_ERRORS = ["QUERY_LIMIT_EXCEEDED", "OPERATION_TIME_LIMIT"] as const;
