/*
 * Everything the search loads on demand, as one chunk: the header's combobox, the engine and the index
 * loader. The header and the /search page import this same module, so the browser's first JavaScript
 * names one more chunk, not three.
 */
export { HeaderCombobox } from "./SearchCombobox/header";
export { reportMiss, siteSearch } from "./load-search";
