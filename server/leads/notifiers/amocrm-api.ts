/**
 * The part of the amoCRM (Kommo) API v4 the amoCRM channel uses, as documented by amoCRM: complex
 * addition of deals with a contact, incoming leads from forms («Неразобранное»), the deals list with
 * a search query, notes of a deal, and the problem+json error answer. One schema per shape: the
 * channel builds requests from these types and reads answers through these schemas; the fake account
 * in the tests checks requests with the same schemas.
 *
 * Every call goes to https://<account>.amocrm.ru/api/v4/… with `Authorization: Bearer <token>` (a
 * long-lived token of a private integration).
 */
import { z } from "zod";

export const AMOCRM_LIMITS = {
  /** Deal and contact names. */
  NAME: 255,
  /** A text (or tracking) field's value. */
  TEXT_FIELD: 256,
  /** A note's text; the form's message is far shorter, the rest is a margin. */
  NOTE: 20_000,
  TAG: 100,
  /** Values of additional fields one entity may carry in a complex request. */
  FIELDS_PER_ENTITY: 40,
} as const;

const id = z.number().int().positive();

/** One value of an additional field; `enum_code` picks the kind of a phone or e-mail (WORK…). */
export const fieldValueSchema = z.strictObject({
  value: z.string().min(1).max(AMOCRM_LIMITS.TEXT_FIELD),
  enum_code: z.string().min(1).optional(),
});

/** An additional field's values, by the field's code (PHONE, UTM_SOURCE…) or by its ID. */
export const customFieldSchema = z.union([
  z.strictObject({ field_code: z.string().min(1), values: z.array(fieldValueSchema).min(1) }),
  z.strictObject({ field_id: id, values: z.array(fieldValueSchema).min(1) }),
]);
export type CustomField = z.infer<typeof customFieldSchema>;

const customFieldsSchema = z.array(customFieldSchema).min(1).max(AMOCRM_LIMITS.FIELDS_PER_ENTITY);

export const contactSchema = z.strictObject({
  name: z.string().min(1).max(AMOCRM_LIMITS.NAME),
  custom_fields_values: customFieldsSchema.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const tagSchema = z.strictObject({ name: z.string().min(1).max(AMOCRM_LIMITS.TAG) });

/** POST /api/v4/leads/complex: up to 50 deals, each with at most one contact. */
export const complexLeadSchema = z.strictObject({
  name: z.string().min(1).max(AMOCRM_LIMITS.NAME),
  pipeline_id: id.optional(),
  status_id: id.optional(),
  responsible_user_id: id.optional(),
  custom_fields_values: customFieldsSchema.optional(),
  _embedded: z.strictObject({
    contacts: z.array(contactSchema).max(1).optional(),
    tags: z.array(tagSchema).optional(),
  }),
  /** Returned unchanged in the answer and not stored. */
  request_id: z.string().min(1).optional(),
});
export const complexRequestSchema = z.array(complexLeadSchema).min(1).max(50);
export type ComplexRequest = z.infer<typeof complexRequestSchema>;

export const complexResponseSchema = z.array(
  z.object({
    id,
    contact_id: id.nullable().optional(),
    company_id: id.nullable().optional(),
    request_id: z.array(z.string()),
    merged: z.boolean(),
  }),
);
export type ComplexResponse = z.infer<typeof complexResponseSchema>;

/** Metadata of an incoming lead from a form. */
export const formMetadataSchema = z.strictObject({
  form_id: z.string().min(1),
  form_name: z.string().min(1),
  form_page: z.string().min(1),
  /** Unix time the form was sent. */
  form_sent_at: z.number().int().positive(),
  referer: z.string().min(1).optional(),
  ip: z.string().min(1).optional(),
  visitor_uid: z.string().min(1).optional(),
});

/** POST /api/v4/leads/unsorted/forms: incoming leads («Неразобранное») with a deal and a contact. */
export const unsortedFormSchema = z.strictObject({
  source_uid: z.string().min(1),
  source_name: z.string().min(1),
  pipeline_id: id.optional(),
  created_at: z.number().int().positive().optional(),
  metadata: formMetadataSchema,
  _embedded: z.strictObject({
    leads: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(AMOCRM_LIMITS.NAME),
          custom_fields_values: customFieldsSchema.optional(),
          _embedded: z.strictObject({ tags: z.array(tagSchema) }).optional(),
        }),
      )
      .length(1),
    contacts: z.array(contactSchema).max(1),
  }),
  request_id: z.string().min(1).optional(),
});
export const unsortedRequestSchema = z.array(unsortedFormSchema).min(1).max(50);
export type UnsortedRequest = z.infer<typeof unsortedRequestSchema>;

export const unsortedResponseSchema = z.object({
  _total_items: z.number().int(),
  _embedded: z.object({
    unsorted: z.array(
      z.object({
        uid: z.string(),
        request_id: z.string().optional(),
        _embedded: z.object({ leads: z.array(z.object({ id })), contacts: z.array(z.object({ id })) }),
      }),
    ),
  }),
});
export type UnsortedResponse = z.infer<typeof unsortedResponseSchema>;

/**
 * GET /api/v4/leads?query=…: deals whose filled fields match the query. An empty result is
 * 204 No Content, not an empty list.
 */
export const leadsListResponseSchema = z.object({
  _embedded: z.object({
    leads: z.array(
      z.object({
        id,
        name: z.string(),
        custom_fields_values: z
          .array(z.object({ field_id: id, values: z.array(z.object({ value: z.unknown() }).loose()) }).loose())
          .nullable(),
      }).loose(),
    ),
  }),
});
export type LeadsListResponse = z.infer<typeof leadsListResponseSchema>;

/** POST /api/v4/leads/{id}/notes: an ordinary note («Примечание») on a deal. */
export const noteRequestSchema = z
  .array(z.strictObject({ note_type: z.literal("common"), params: z.strictObject({ text: z.string().min(1).max(AMOCRM_LIMITS.NOTE) }) }))
  .min(1);
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const noteResponseSchema = z.object({
  _embedded: z.object({ notes: z.array(z.object({ id, entity_id: id }).loose()) }),
});

/** GET /api/v4/leads/{id}/notes?filter[note_type]=common; 204 when the deal has none. */
export const notesListResponseSchema = z.object({
  _embedded: z.object({
    notes: z.array(z.object({ id, note_type: z.string(), params: z.object({ text: z.string().optional() }).loose() }).loose()),
  }),
});
export type NotesListResponse = z.infer<typeof notesListResponseSchema>;

/** Errors come as application/problem+json; a validation error lists what was refused. */
export const problemSchema = z.object({
  title: z.string(),
  type: z.string().optional(),
  status: z.number().int(),
  detail: z.string().optional(),
  "validation-errors": z
    .array(z.object({ request_id: z.string().optional(), errors: z.array(z.object({ code: z.string(), path: z.string(), detail: z.string() })) }))
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
