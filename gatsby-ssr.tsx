import React from "react";
import type { GatsbySSR } from "gatsby";
import { SITE_URL } from "./gatsby/config/env";
import { websiteJsonLd } from "./src/lib/seo";
import { fallbackFontFaces, fontFaces } from "./src/styles/fonts";
import { globalCss } from "./src/styles/global-styles";
import { EARLY_TAP_RECORDER } from "./src/lib/early-tap-recorder";

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper";

/** content/site/site.json's companyName, defined by gatsby/node/webpack.ts (no `fs` here: see there why). */
declare const __SITE_COMPANY_NAME__: string;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: "ru" });
  // The home page's WebSite with the site search (SearchAction). Written into the HTML here, not by the
  // page's Head: the data never changes in the browser, and a Head would carry it in the page's JavaScript.
  if (pathname === "/") {
    const data = JSON.stringify(websiteJsonLd(SITE_URL, __SITE_COMPANY_NAME__));
    setHeadComponents([<script key="website-ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />]);
  }
};

/**
 * Static styles ahead of every other head element, styled-components' sheet included, so component
 * classes keep the last word over the element defaults.
 * The @font-face rules live in a static style of their own, outside styled-components' sheet: there,
 * every rule the page inserted later (a dialog opening, hydration) made Chromium re-resolve the fonts,
 * and the text flickered into the fallback font and back, shifting the page.
 * No font preloads: preloading the three files put them ahead of the hero picture (Lighthouse mobile LCP
 * about 250 ms later, measured; with `font-display: optional`, TBT about 100 ms higher too). The swap is
 * kept small by the metric-matched fallback (src/styles/fonts.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents([
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: `${fontFaces}\n${fallbackFontFaces}` }} />,
    <style key="global" dangerouslySetInnerHTML={{ __html: globalCss }} />,
    // Before any markup a visitor can tap: remembers a button tapped before the page's code runs.
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: EARLY_TAP_RECORDER }} />,
    ...getHeadComponents(),
  ]);
};
