import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { COLLECTIONS, entryPath } from "../../src/lib/routes";

interface EntryIds {
  nodes: { id: string; slug: string }[];
}

/**
 * One page per catalogue entry, rendered by its collection's template. The context carries only the
 * node id; templates query everything else.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const collection of COLLECTIONS) {
    const field = `all${collection.type}`;
    const result = await graphql<Record<string, EntryIds>>(`{ ${field}(sort: { order: ASC }) { nodes { id slug } } }`);
    const entries = result.data?.[field]?.nodes;
    if (result.errors || !entries) {
      reporter.panicOnBuild(`Не удалось получить записи ${collection.dir}`, result.errors);
      return;
    }
    const component = path.resolve(`src/templates/${collection.template}.tsx`);
    for (const entry of entries) {
      actions.createPage({ path: entryPath(collection, entry.slug), component, context: { id: entry.id } });
    }
  }
};
