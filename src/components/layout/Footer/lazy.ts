import { lazyWhenNear } from "../LoadWhenNear";

/** The footer with its newsletter form: about 7 KB (gzip) of code that loads as the visitor nears it. */
export const LazyFooter = lazyWhenNear(() => import(/* webpackChunkName: "footer" */ "./index").then((module) => module.Footer));
