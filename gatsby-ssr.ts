import type { GatsbySSR } from "gatsby";

export { wrapRootElement } from "./src/root-wrapper";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "ru" });
};
