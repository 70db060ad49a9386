import type { DemoKind } from "./protocol";

/**
 * Photos are scaled down to this many pixels on the long side before detection. Faces are searched tile
 * by tile at full size, so a 12-megapixel phone photo keeps its small faces; people and vehicles are
 * looked at whole, where 1280 px is enough. Camera frames are asked for at 640 × 480.
 */
export const MAX_SIDE: Readonly<Record<DemoKind, number>> = { faces: 4096, objects: 1280 };
/** Smaller pictures (an icon, a logo) give the model nothing to find but false faces. */
export const MIN_SIDE = 64;
/** A search that takes longer than this shows how far it is. */
export const PROGRESS_AFTER_MS = 1000;
