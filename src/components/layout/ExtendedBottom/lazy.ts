import { lazyWhenNear } from "../LoadWhenNear";

/** The projects block, the systems showcase and the messenger section: loaded as the visitor nears them. */
export const LazyExtendedBottom = lazyWhenNear(() => import(/* webpackChunkName: "extended-bottom" */ "./index").then((module) => module.ExtendedBottom));
