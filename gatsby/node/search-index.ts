import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { COLLECTIONS, type CollectionName } from "../../rules/routes";
import { buildSearchIndex } from "../../rules/search/engine";
import { SEARCH_INDEX_DIR, SEARCH_POINTER_FILE, type SearchPointer } from "../../rules/search/files";
import { htmlText, searchDocuments, type EntryContent, type SearchContent } from "../search/documents";

const SECTIONS = "sections { title lead paragraphs items { title text value } }";
const ENTRY = `slug title description seo { keywords } hero { title lead } facts { label value } ${SECTIONS}`;
const EXTRA: Partial<Record<CollectionName, string>> = { modules: "specs { label value }", datasets: "specs { label value }", projects: "client category" };

interface ArticleNode {
  html: string;
  headings: { value: string; depth: number }[];
  frontmatter: { slug: string; title: string; description: string; tags: string[] };
}

type SearchQuery = Record<string, { nodes: EntryContent[] }> & {
  allMarkdownRemark: { nodes: ArticleNode[] };
  searchSynonyms: { groups: { words: string[] }[] } | null;
};

/** The search's content through GraphQL: the same (typografed) texts the pages render. */
export async function querySearchContent(graphql: CreatePagesArgs["graphql"]): Promise<{ content: SearchContent; synonyms: string[][] }> {
  const collections = COLLECTIONS.map((c) => `${c.dir}: all${c.type}(sort: { order: ASC }) { nodes { ${ENTRY} ${EXTRA[c.dir] ?? ""} } }`).join("\n");
  const result = await graphql<SearchQuery>(`{
    ${collections}
    allMarkdownRemark(sort: { frontmatter: { publicationDate: DESC } }) {
      nodes { html headings { value depth } frontmatter { slug title description tags } }
    }
    searchSynonyms { groups { words } }
  }`);
  if (result.errors || !result.data) throw new Error(`search index: ${JSON.stringify(result.errors)}`);
  const data = result.data;
  return {
    content: {
      entries: COLLECTIONS.flatMap((c) => (data[c.dir]?.nodes ?? []).map((entry) => ({ collection: c.dir, entry }))),
      articles: data.allMarkdownRemark.nodes.map((node) => ({
        ...node.frontmatter,
        headings: node.headings.filter((h) => h.depth >= 2 && h.depth <= 3).map((h) => h.value),
        text: htmlText(node.html),
      })),
    },
    synonyms: (data.searchSynonyms?.groups ?? []).map((g) => g.words),
  };
}

/**
 * Writes the index under the hash of its bytes (unchanged content → the same name, which the publisher
 * hard-links and browsers keep) and the pointer to it; removes indexes of earlier builds from public/.
 */
export async function writeSearchIndex(publicDir: string, content: SearchContent, synonyms: string[][]): Promise<SearchPointer & { bytes: number }> {
  const documents = searchDocuments(content);
  const json = JSON.stringify(buildSearchIndex(documents, synonyms));
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 20);
  const dir = path.join(publicDir, SEARCH_INDEX_DIR);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${hash}.json`;
  for (const old of await fs.promises.readdir(dir)) if (!old.startsWith(hash)) await fs.promises.rm(path.join(dir, old), { force: true });
  await fs.promises.writeFile(path.join(dir, name), json);
  const pointer: SearchPointer = { index: `${SEARCH_INDEX_DIR}/${name}`, documents: documents.length };
  const pointerFile = path.join(publicDir, SEARCH_POINTER_FILE);
  await fs.promises.mkdir(path.dirname(pointerFile), { recursive: true });
  await fs.promises.writeFile(pointerFile, JSON.stringify(pointer));
  return { ...pointer, bytes: Buffer.byteLength(json) };
}
