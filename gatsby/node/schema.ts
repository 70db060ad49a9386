import type { GatsbyNode } from "gatsby";
import { COLLECTIONS, collectionByDir, collectionByType, entryPath } from "../../rules/routes";
import { typografText } from "../typograf";
import { anchorHeadings, articlePath, countWords, readingMinutes } from "../../rules/blog";

const ENTRY_FIELDS = `
  id: ID!
  slug: String!
  title: String! @typograf
  description: String! @typograf
  path: String!
  seo: SeoMeta!
  hero: Hero!
  facts: [Fact!]
  sections: [Section!]!
  image: File
  imageAlt: String @typograf
`;

const catalogueType = (type: string, extra = "") => `
  type ${type} implements Node & ContentEntry & CatalogueEntry @dontInfer {
    ${ENTRY_FIELDS.replace("path: String!", "path: String! @entryPath").replace("image: File", "image: File! @fileByRelativePath").replace("imageAlt: String @typograf", "imageAlt: String! @typograf")}
    order: Int!
    relatedModules: [Module!] @link(by: "slug")
    relatedProjects: [Project!] @link(by: "slug")
    relatedServices: [Service!] @link(by: "slug")
    ${extra}
  }
`;

/**
 * Explicit GraphQL types for everything in content/ (no inference: an empty or odd file never changes
 * the schema). Text fields pass through typograf for Russian typography; `path` is computed from the
 * route table so no file repeats its own address.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const { createTypes, createFieldExtension } = actions;

  createFieldExtension({
    name: "typograf",
    extend: () => ({
      resolve(source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string }) {
        const value = source[info.fieldName];
        if (typeof value === "string") return typografText(value);
        if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? typografText(v) : v));
        return value;
      },
    }),
  });

  createFieldExtension({
    name: "entryPath",
    extend: () => ({
      resolve(source: { slug: string }, _args: unknown, _context: unknown, info: { parentType: { name: string } }) {
        const collection = collectionByType(info.parentType.name);
        if (!collection) throw new Error(`${info.parentType.name} is not a content collection`);
        return entryPath(collection, source.slug);
      },
    }),
  });

  createTypes(`
    type SeoMeta @dontInfer {
      title: String! @typograf
      description: String! @typograf
      keywords: [String!]!
      image: File @fileByRelativePath
    }
    type Hero @dontInfer { title: String! @typograf lead: String! @typograf }
    type Fact @dontInfer { label: String! @typograf value: String! @typograf }
    type SectionItem @dontInfer {
      title: String! @typograf
      text: String @typograf
      value: String @typograf
      link: String
    }
    type Section @dontInfer {
      kind: String!
      title: String! @typograf
      lead: String @typograf
      paragraphs: [String!] @typograf
      items: [SectionItem!]
    }

    "Anything with its own page: catalogue entries and the pages of content/pages."
    interface ContentEntry implements Node { ${ENTRY_FIELDS} }

    "An entry of a catalogue collection (modules, services, industries, datasets, cases)."
    interface CatalogueEntry implements Node & ContentEntry {
      ${ENTRY_FIELDS}
      order: Int!
      relatedModules: [Module!]
      relatedProjects: [Project!]
      relatedServices: [Service!]
    }

    "A frame of a dataset with its annotation drawn on."
    type DatasetSample @dontInfer { image: File! @fileByRelativePath alt: String! @typograf }

    ${catalogueType("Module", "specs: [Fact!]!")}
    ${catalogueType("Industry")}
    ${catalogueType("Dataset", "specs: [Fact!]!\n samples: [DatasetSample!]!")}
    ${catalogueType("Project", "category: String! @typograf\n client: String! @typograf")}
    ${catalogueType("Service", "subEntries: [ContentEntry!]!\n subEntriesTitle: String")}

    type ContentPage implements Node & ContentEntry @dontInfer {
      ${ENTRY_FIELDS.replace("image: File", "image: File @fileByRelativePath")}
    }

    type Social @dontInfer { id: String! name: String! link: String! icon: String! }
    type SiteSettings implements Node @dontInfer {
      companyName: String!
      legalName: String!
      productName: String!
      email: String!
      phone: String!
      address: String! @typograf
      foundedYear: Int!
      projectsDelivered: Int!
      accreditation: String! @typograf
      messengerChannel: String!
      socials: [Social!]!
    }

    type NavLink @dontInfer { name: String! url: String! newTab: Boolean }
    type NavHeaderItem @dontInfer { name: String! url: String! newTab: Boolean submenu: String }
    type NavGroup @dontInfer { name: String! url: String links: [NavLink!]! }
    type Navigation implements Node @dontInfer { header: [NavHeaderItem!]! footer: [NavGroup!]! }

    type InfoCard @dontInfer { title: String! @typograf text: String! @typograf linkText: String! link: String! }
    type SystemsItem @dontInfer { path: String! hideBelow: String entry: ContentEntry }
    type SystemsBlock @dontInfer { title: String! @typograf lead: String @typograf items: [SystemsItem!]! }
    type MessengerSection @dontInfer { title: String! @typograf description: String! @typograf footnote: String @typograf }
    type ExtendedBottom @dontInfer {
      routes: [String!]!
      infoCard: InfoCard!
      systems: SystemsBlock!
      messenger: MessengerSection!
    }
    type SiteLayout implements Node @dontInfer { extendedBottom: ExtendedBottom! }

    type SearchSynonymGroup @dontInfer { words: [String!]! }
    type SearchSynonyms implements Node @dontInfer { groups: [SearchSynonymGroup!]! }

    "A blog article's frontmatter (content/blog/<slug>/index.md), checked by content-model/articles.ts."
    type ArticleFrontmatter @dontInfer {
      title: String! @typograf
      slug: String!
      publicationDate: Date! @dateformat
      description: String! @typograf
      cover: File! @fileByRelativePath
      coverAlt: String! @typograf
      tags: [String!]!
      timeToRead: Int
      viewsCount: Int
    }
    type MarkdownRemark implements Node { frontmatter: ArticleFrontmatter! }
  `);
};

/** The collection listed under a service's own address (industries, datasets), if any. */
function subCollection(serviceSlug: string) {
  const services = collectionByDir("services");
  return services && COLLECTIONS.find((c) => c.basePath === entryPath(services, serviceSlug));
}

interface EntryNode {
  slug: string;
  path?: string;
  internal: { type: string };
}

/** Address of a content node: stored on pages, derived from the route table for catalogue entries. */
function nodePath(node: EntryNode): string | undefined {
  const collection = collectionByType(node.internal.type);
  return collection ? entryPath(collection, node.slug) : node.path;
}

/** Service.subEntries and its heading: the entries of that collection, in their order. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    Service: {
      subEntries: {
        type: "[ContentEntry!]!",
        async resolve(source: { slug: string }, _args: unknown, context: GatsbyResolverContext) {
          const child = subCollection(source.slug);
          if (!child) return [];
          const { entries } = await context.nodeModel.findAll({ type: child.type, query: { sort: { order: "ASC" } } });
          return Array.from(entries);
        },
      },
      subEntriesTitle: {
        type: "String",
        resolve: (source: { slug: string }) => subCollection(source.slug)?.title ?? null,
      },
    },
    MarkdownRemark: {
      path: {
        type: "String!",
        resolve: (source: ArticleSource) => articlePath(source.frontmatter.slug),
      },
      // Up to three other articles, those sharing the most tags first, then the newest.
      related: {
        type: "[MarkdownRemark!]!",
        async resolve(source: ArticleSource & { id: string }, _args: unknown, context: GatsbyResolverContext) {
          const { entries } = await context.nodeModel.findAll({ type: "MarkdownRemark" });
          const tags = new Set(source.frontmatter.tags);
          return (Array.from(entries) as (ArticleSource & { id: string })[])
            .filter((other) => other.id !== source.id)
            .map((other) => ({ other, shared: other.frontmatter.tags.filter((t) => tags.has(t)).length }))
            .sort((a, b) => b.shared - a.shared || String(b.other.frontmatter.publicationDate).localeCompare(String(a.other.frontmatter.publicationDate)))
            .slice(0, 3)
            .map(({ other }) => other);
        },
      },
      readingMinutes: {
        type: "Int!",
        resolve: (source: ArticleSource) => source.frontmatter.timeToRead ?? readingMinutes(countWords(source.rawMarkdownBody)),
      },
      // The article's HTML with Russian typography, like every other text of the site.
      html: {
        async resolve(source: ArticleSource, args: unknown, context: unknown, info: { originalResolver: Resolver }) {
          const html = await info.originalResolver(source, args, context, info);
          return typeof html === "string" ? anchorHeadings(typografText(html)) : html;
        },
      },
    },
    SystemsItem: {
      entry: {
        type: "ContentEntry",
        async resolve(source: { path: string }, _args: unknown, context: GatsbyResolverContext) {
          const { entries } = await context.nodeModel.findAll({ type: "ContentEntry" });
          return Array.from(entries).find((node) => nodePath(node as EntryNode) === source.path) ?? null;
        },
      },
    },
  });
};

interface ArticleSource {
  frontmatter: { slug: string; timeToRead?: number; tags: string[]; publicationDate: string | Date };
  rawMarkdownBody: string;
}

type Resolver = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;

interface GatsbyResolverContext {
  nodeModel: {
    findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<unknown> }>;
  };
}
