/**
 * Decap's preview pane, drawn with the site's own page components and styles: the hero, the content
 * sections, the specification table, the dataset gallery, an article's text. styled-components writes
 * its rules into the preview frame's head (StyleSheetManager), the site's base styles and fonts go in
 * as the frame's style sheet. Pictures come from Decap (getAsset), which also resolves a new upload.
 * What needs the build (Gatsby's image sizes, Markdown typography, related cards) is approximated:
 * the preview shows the entry, the live page shows it after publishing.
 */
import React from "react";
import { StyleSheetManager, ThemeProvider } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { DecapCms, PreviewTemplateProps } from "decap-cms-app/dist/decap-cms-app.js";
import { theme } from "../styles/theme";
import { globalCss } from "../styles/global-styles";
import { fallbackFontFaces, fontFaces } from "../styles/fonts";
import { ContactPanelProvider } from "../components/contact/context";
import { PageHero } from "../components/sections/PageHero";
import { ContentSection, SectionBand } from "../components/sections/ContentSections";
import { SpecsTable } from "../components/sections/SpecsTable";
import { Prose } from "../components/blog/ArticleBody/styled";
import type { SectionInput } from "../../content-model/schema";

/** What an entry being edited may hold: anything may still be missing. */
interface EntryDraft {
  title?: string;
  hero?: { title?: string; lead?: string };
  image?: string;
  imageAlt?: string;
  facts?: { label?: string; value?: string }[];
  sections?: Partial<SectionInput>[];
  specs?: { label?: string; value?: string }[];
  samples?: { image?: string; alt?: string }[];
  category?: string;
  // Article front matter.
  cover?: string;
  coverAlt?: string;
  description?: string;
  publicationDate?: string;
}

/** A picture Decap resolved, in the shape the site's image component takes (no widths: the build makes them). */
function pictureOf(url: string): IGatsbyImageData {
  return { layout: "constrained", width: 1200, height: 800, images: { fallback: { src: url } } };
}

function assetUrl(getAsset: PreviewTemplateProps["getAsset"], value: string | undefined): string | null {
  if (!value) return null;
  return String(getAsset(value));
}

/** The site's providers and styles inside the preview frame. */
function InFrame({ document, children }: { document: Document; children: React.ReactNode }) {
  return (
    <StyleSheetManager target={document.head}>
      <ThemeProvider theme={theme}>
        <ContactPanelProvider>
          <main>{children}</main>
        </ContactPanelProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}

const filled = <T extends { label?: string; value?: string }>(rows: T[] | undefined) =>
  (rows ?? []).filter((row): row is T & { label: string; value: string } => Boolean(row.label && row.value));

/** A section as the page component takes it, with what is not filled in yet left out. */
function sectionOf(section: Partial<SectionInput>): SectionInput | null {
  if (!section.kind || !section.title) return null;
  return {
    kind: section.kind,
    title: section.title,
    lead: section.lead || undefined,
    paragraphs: section.paragraphs?.filter(Boolean),
    items: section.items?.filter((item) => item?.title),
  } as SectionInput;
}

function EntryPreview({ entry, getAsset, document }: PreviewTemplateProps) {
  const data = (entry.getIn(["data"]) as { toJS(): EntryDraft } | undefined)?.toJS() ?? {};
  const image = assetUrl(getAsset, data.image);
  const sections = (data.sections ?? []).map(sectionOf).filter((s): s is SectionInput => s !== null);
  const specs = filled(data.specs);
  const samples = (data.samples ?? []).filter((s) => s.image);
  return (
    <InFrame document={document}>
      <article>
        <PageHero
          title={data.hero?.title || data.title || "Без заголовка"}
          lead={data.hero?.lead || ""}
          eyebrow={data.category}
          image={image ? pictureOf(image) : null}
          imageAlt={data.imageAlt}
          facts={filled(data.facts)}
        />
        {sections.map((section, position) => (
          // The page component renders GraphQL's nulls and the file's omissions alike.
          <ContentSection key={`${position}-${section.title}`} section={section as never} position={position} />
        ))}
        {specs.length > 0 && (
          <SectionBand id="specs" title="Характеристики" position={sections.length}>
            <SpecsTable rows={specs} />
          </SectionBand>
        )}
        {samples.length > 0 && (
          <SectionBand id="samples" title="Примеры кадров" position={sections.length + 1}>
            <ul style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", padding: 0, listStyle: "none" }}>
              {samples.map((sample) => (
                <li key={sample.image}>
                  <img src={assetUrl(getAsset, sample.image) ?? ""} alt={sample.alt ?? ""} style={{ width: "100%", height: "auto", borderRadius: 12 }} />
                </li>
              ))}
            </ul>
          </SectionBand>
        )}
      </article>
    </InFrame>
  );
}

function ArticlePreview({ entry, getAsset, document, widgetFor }: PreviewTemplateProps & { widgetFor(name: string): React.ReactNode }) {
  const data = (entry.getIn(["data"]) as { toJS(): EntryDraft } | undefined)?.toJS() ?? {};
  const cover = assetUrl(getAsset, data.cover);
  return (
    <InFrame document={document}>
      <article>
        <PageHero title={data.title || "Без заголовка"} lead={data.description || ""} image={cover ? pictureOf(cover) : null} imageAlt={data.coverAlt} />
        <SectionBand id="article" title={data.publicationDate ? `Опубликовано ${data.publicationDate.split("-").reverse().join(".")}` : "Текст статьи"} position={0}>
          <ArticleBodyFromWidget>{widgetFor("body")}</ArticleBodyFromWidget>
        </SectionBand>
      </article>
    </InFrame>
  );
}

/** Decap renders the Markdown body itself; the site's article typography is put around it. */
function ArticleBodyFromWidget({ children }: { children: React.ReactNode }) {
  return <Prose>{children}</Prose>;
}

/** Registers the previews and the site's base styles for the frame. */
export function registerPreviews(cms: DecapCms, collections: { entries: readonly string[]; articles: string; pages: string }): void {
  cms.registerPreviewStyle(`${fontFaces}\n${fallbackFontFaces}\n${globalCss}`, { raw: true });
  for (const name of [...collections.entries, collections.pages]) cms.registerPreviewTemplate(name, EntryPreview);
  cms.registerPreviewTemplate(collections.articles, ArticlePreview as never);
}
