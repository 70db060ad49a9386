/**
 * The requests of Decap CMS's proxy backend (decap-cms-backend-proxy 3.x: `POST <proxy_url>` with
 * `{ action, params }`, params carrying `branch`), one zod schema per action. A request that does not
 * fit is a 400 with a Russian message. Unknown keys are dropped: newer clients add a few.
 */
import { z } from "zod";
import { CmsError } from "./errors";

const filePath = z.string("путь должен быть строкой").min(1, "пустой путь").max(500, "слишком длинный путь");
const branch = z.string("ветка должна быть строкой").min(1).max(200);
/** Decap's collection names and slugs end up in branch names (cms/<collection>/<slug>). */
export const COLLECTION_NAME = /^[a-z][a-z0-9_-]{0,63}$/;
/**
 * An entry's slug as Decap names it: "faces", or for a collection kept in folders (the blog's path
 * "{{slug}}/index") "biometrics-152-fz/index". Every segment starts with a letter or digit: no "." or "..".
 */
export const ENTRY_SLUG = /^[a-z0-9][a-z0-9_-]{0,127}(?:\/[a-z0-9][a-z0-9_-]{0,127})?$/;
const SLUG_RULE = "slug: строчные латинские буквы, цифры, - и _ (для статей — «адрес/index»)";
const collection = z.string().regex(COLLECTION_NAME, "имя коллекции: строчные латинские буквы, цифры, - и _");
const slug = z.string().regex(ENTRY_SLUG, SLUG_RULE);
const commitMessage = z.string().max(10_000).optional();
export const WORKFLOW_STATUSES = ["draft", "pending_review", "pending_publish"] as const;
const labelPrefix = z
  .string()
  .regex(/^[A-Za-z0-9/_-]{0,64}$/, "cmsLabelPrefix: латинские буквы, цифры, /, - и _")
  .optional();

const asset = z.object({
  path: filePath,
  content: z.string("содержимое файла должно быть строкой"),
  encoding: z.literal("base64", "файлы передаются в base64"),
});

const dataFile = z.object({
  path: filePath,
  slug: z.string().max(200),
  raw: z.string("текст записи должен быть строкой").max(2 * 1024 * 1024, "запись длиннее 2 МБ"),
  newPath: filePath.optional(),
});

const base = { branch };

export const actions = {
  info: z.object({}).optional(),
  entriesByFolder: z.object({ ...base, folder: filePath, extension: z.string().max(20), depth: z.number().int().min(1).max(5) }),
  entriesByFiles: z.object({ ...base, files: z.array(z.object({ path: filePath, label: z.string().max(500).optional() })).max(500) }),
  getEntry: z.object({ ...base, path: filePath }),
  unpublishedEntries: z.object(base),
  unpublishedEntry: z
    .object({
      ...base,
      id: z.string().max(300).optional(),
      collection: collection.optional(),
      slug: slug.optional(),
      cmsLabelPrefix: labelPrefix,
      /** Our admin's own flag: no draft is an answer (null), not a 404. Decap's protocol answers 404. */
      ifExists: z.boolean().optional(),
    })
    .refine((p) => p.id !== undefined || (p.collection !== undefined && p.slug !== undefined), "нужны id или collection и slug"),
  unpublishedEntryDataFile: z.object({ ...base, collection, slug, path: filePath, id: z.string().max(300).nullish() }),
  unpublishedEntryMediaFile: z.object({ ...base, collection, slug, path: filePath, id: z.string().max(300).nullish() }),
  deleteUnpublishedEntry: z.object({ ...base, collection, slug }),
  persistEntry: z.object({
    ...base,
    dataFiles: z.array(dataFile).min(1, "нет файлов записи").max(20).optional(),
    /** decap-server's older form: one data file. */
    entry: dataFile.optional(),
    assets: z.array(asset).max(20).default([]),
    options: z.object({
      commitMessage,
      collectionName: collection.optional(),
      useWorkflow: z.boolean().default(false),
      status: z.enum(WORKFLOW_STATUSES).optional(),
      newEntry: z.boolean().optional(),
      unpublished: z.boolean().optional(),
    }),
    cmsLabelPrefix: labelPrefix,
  }).refine((p) => p.dataFiles !== undefined || p.entry !== undefined, "нет файлов записи"),
  updateUnpublishedEntryStatus: z.object({ ...base, collection, slug, newStatus: z.enum(WORKFLOW_STATUSES, "неизвестный статус"), cmsLabelPrefix: labelPrefix }),
  publishUnpublishedEntry: z.object({ ...base, collection, slug }),
  getMedia: z.object({
    ...base,
    mediaFolder: filePath,
    /**
     * Only these files of the folder: the pictures an entry being opened names (our admin's backend,
     * src/cms/backend.ts). Decap's own listing of a folder sends none and gets every file.
     */
    names: z.array(z.string().min(1).max(255)).max(100).optional(),
  }),
  getMediaFile: z.object({ ...base, path: filePath }),
  persistMedia: z.object({ ...base, asset, options: z.object({ commitMessage }).default({}) }),
  deleteFile: z.object({ ...base, path: filePath, options: z.object({ commitMessage }).default({}) }),
  deleteFiles: z.object({ ...base, paths: z.array(filePath).min(1, "нет файлов").max(100), options: z.object({ commitMessage }).default({}) }),
  getDeployPreview: z.object({ ...base, collection, slug }),
} as const;

export type ActionName = keyof typeof actions;
export type Params<A extends ActionName> = z.output<(typeof actions)[A]>;
export type CmsRequest = { [A in ActionName]: { action: A; params: Params<A> } }[ActionName];

const envelope = z.object({
  action: z.string("нет поля action").max(64),
  params: z.unknown().optional(),
  branch: z.string().max(200).optional(),
});

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** The request as the client sent it, checked; throws a 400 CmsError otherwise. */
export function parseRequest(body: unknown): CmsRequest {
  const outer = envelope.safeParse(body);
  if (!outer.success) throw new CmsError(400, `Неверный запрос CMS: ${describe(outer.error)}`);
  const { action } = outer.data;
  if (!Object.hasOwn(actions, action)) throw new CmsError(400, `Неизвестное действие CMS «${action.slice(0, 64)}»`);
  const schema = actions[action as ActionName];
  const params = outer.data.params ?? (action === "info" ? undefined : {});
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new CmsError(400, `Неверный запрос CMS (${action}): ${describe(parsed.error)}`);
  return { action, params: parsed.data } as CmsRequest;
}
