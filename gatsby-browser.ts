import "@fontsource/golos-text/400.css";
import "@fontsource/golos-text/600.css";
import "@fontsource/golos-text/700.css";

export { wrapRootElement } from "./src/root-wrapper";
