import React from "react";
import type { GatsbySSR } from "gatsby";
import { fallbackFontFaces, fontFaces, PRELOADED_FONTS } from "./src/styles/fonts";

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "ru" });
  // The @font-face rules live in a static style of their own, outside styled-components' sheet: there,
  // every rule the page inserted later (a dialog opening, hydration) made Chromium re-resolve the
  // fonts, and the text flickered into the fallback font and back, shifting the page.
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: `${fontFaces}\n${fallbackFontFaces}` }} />,
  ]);
};
