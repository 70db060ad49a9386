import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "ru" });
};
