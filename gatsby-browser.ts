import { rememberVisit } from "./src/lib/visit";

export { wrapPageElement, wrapRootElement } from "./src/root-wrapper";

/** Each full page load: keep the visit's UTM tags and referring site for the leads it may send. */
export const onClientEntry = () => rememberVisit(window.location, document.referrer);
