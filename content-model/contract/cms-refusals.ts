/**
 * What the CMS API tells the admin app beyond Decap's proxy protocol: the body of a refused save, and
 * the SEO texts of the live site the form checks a title against before sending. One shape for the
 * server (server/editorial/cms/routes.ts) and the admin (src/cms/).
 */
import type { ContentProblem } from "../problems";

/** The body of every refusal of POST /api/cms; `problems` when the content check refused a save (422). */
export interface CmsRefusalBody {
  /** Russian, as Decap's client shows it: for a 422, the first problems as «file:line: поле «path»: message». */
  error: string;
  message: string;
  statusCode: number;
  problems?: ContentProblem[];
}

/** GET: the SEO texts of every entry and page on the live branch (editors only). */
export const SEO_TEXTS_URL = "/api/cms/seo";

export interface SeoText {
  /** The file as Decap names it (from the repository top): "content/modules/faces.json". */
  path: string;
  /** The file as problems name it (from the content folder's parent). */
  file: string;
  title?: string;
  seo: { title?: string; description?: string };
}

export interface SeoTextsBody {
  entries: SeoText[];
}
