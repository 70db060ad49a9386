/**
 * Each page rendered from one content entry records, in its context (and so in its page-data.json), the
 * digest Gatsby's data layer holds for the entry's file: gatsby-source-filesystem's MD5 of the file. The
 * publish compares it with the file on disk before it switches (server/publish/verify-build.ts), so a page
 * rendered from an older version of its entry — a cache trusted after a killed build — never goes live
 * unnoticed. A changed digest also changes the page's context, which makes Gatsby run its query again.
 */
import type { GatsbyNode, Node } from "gatsby";
import { SOURCE_DIGEST_KEY } from "../../content-model/contract/page-source";

/** The entry node's parent, as the pages' GraphQL asks for it. */
export interface SourceFile {
  internal: { contentDigest: string };
}

/** The fields of an entry node that lead to its file's digest. */
export const SOURCE_FILE_FIELDS = "parent { internal { contentDigest } }";

export function sourceContext(parent: SourceFile | null | undefined): Record<string, string> {
  return parent ? { [SOURCE_DIGEST_KEY]: parent.internal.contentDigest } : {};
}

/**
 * The pages of src/pages/ render content/pages/<name>.json, the entry whose `path` is theirs: their
 * context gets that file's digest too.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType, getNode }) => {
  if (page.context && SOURCE_DIGEST_KEY in page.context) return;
  const entry = getNodesByType("ContentPage").find((node: Node) => node.path === page.path);
  const file = entry?.parent ? getNode(entry.parent) : undefined;
  if (!file) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...sourceContext(file) } });
};
