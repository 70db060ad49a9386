/**
 * The content's zod schemas as JSON Schema (zod v4's own converter), with what the CMS needs and JSON
 * Schema drops: the Russian messages of the schema's checks and the flags of its regular expressions.
 * Refinements (superRefine) are not representable and are left out by the converter; the server
 * validates every save with the zod schema itself, so they still hold.
 */
import { z } from "zod";

export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: (string | number | boolean | null)[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** Flags of the regular expression behind `pattern` ("i"), which JSON Schema cannot say. */
  "x-pattern-flags"?: string;
  /** The schema's own (Russian) messages for its checks. */
  "x-messages"?: { pattern?: string; minLength?: string; maxLength?: string };
}

interface CheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  error?: (issue: unknown) => unknown;
}

function messageOf(def: CheckDef): string | undefined {
  if (typeof def.error !== "function") return undefined;
  try {
    const out = def.error({});
    if (typeof out === "string") return out;
    if (out && typeof out === "object" && typeof (out as { message?: unknown }).message === "string") {
      return (out as { message: string }).message;
    }
  } catch {
    // A message built from the issue itself: none to show in advance.
  }
  return undefined;
}

/** Adds the messages and regex flags of a string schema's checks to its JSON Schema node. */
function annotate(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const zod = (ctx.zodSchema as { _zod?: { def?: CheckDef & { checks?: { _zod: { def: CheckDef } }[] } } })._zod;
  const def = zod?.def;
  if (!def) return;
  const defs: CheckDef[] = [def, ...(def.checks ?? []).map((c) => c._zod.def)];
  const messages: NonNullable<JsonSchema["x-messages"]> = {};
  for (const check of defs) {
    const message = messageOf(check);
    if (check.check === "string_format" && check.pattern instanceof RegExp) {
      if (ctx.jsonSchema.pattern === check.pattern.source && check.pattern.flags) {
        ctx.jsonSchema["x-pattern-flags"] = check.pattern.flags;
      }
      if (message && messages.pattern === undefined) messages.pattern = message;
    } else if (check.check === "min_length" && message) {
      messages.minLength = message;
    } else if (check.check === "max_length" && message) {
      messages.maxLength = message;
    }
  }
  if (Object.keys(messages).length > 0) ctx.jsonSchema["x-messages"] = messages;
}

/** The input shape of a content schema (what an editor writes), as JSON Schema. */
export function contentJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: annotate }) as JsonSchema & {
    $schema?: string;
  };
  delete json.$schema;
  return json;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/**
 * Decap keeps an optional field the editor cleared as "" or [] (3.6 has no option to omit it), which the
 * schemas reject ("пустое значение", "нужен хотя бы один…"). This drops such empty optional fields, at
 * every depth, before a save is validated; empty required fields stay, so they are still reported.
 */
export function pruneEmptyOptional(schema: JsonSchema, value: unknown): unknown {
  if (schema.type === "array" && Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.map((item) => pruneEmptyOptional(items, item));
  }
  if (schema.type === "object" && value && typeof value === "object" && !Array.isArray(value) && schema.properties) {
    const required = new Set(schema.required ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const property = schema.properties[key];
      if (!property) {
        out[key] = field;
        continue;
      }
      const pruned = pruneEmptyOptional(property, field);
      if (!required.has(key) && isEmpty(pruned)) continue;
      out[key] = pruned;
    }
    return out;
  }
  return value;
}
