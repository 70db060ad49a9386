/**
 * Faces in groups and crowds: BlazeFace looks at a 256×256 picture, so a whole group photo squeezed into
 * it leaves each face a few pixels wide (and a panorama squashed). The worker therefore looks at square
 * tiles of the photo at several scales — 256 px of the photo per tile, then 512, 1024… up to the whole
 * photo padded to a square — and merges what the tiles found. Pure geometry, no TF.js: tested on its own.
 */
import type { Found } from "../protocol";

/** The detector's input side: every tile is drawn at this size. */
export const MODEL_SIDE = 256;

/** A square of the photo, in its pixels; it may reach past the photo's right or bottom edge (drawn black). */
export interface Tile {
  x: number;
  y: number;
  side: number;
}

/**
 * A box found in a tile is a face from this score on. BlazeFace's own threshold (0.5, kept for camera
 * frames) lets through boxes on a name tag, a medal ribbon or a flag in one tile out of dozens; bench:demo
 * measured on the labelled set: from 0.7 every face stays and nearly all of those boxes go.
 */
export const MIN_FACE_SCORE = 0.7;

export interface TilePlan {
  /** See MIN_FACE_SCORE. */
  minScore?: number;
  /** See MergeOptions. */
  inside?: number;
  /** Plain tiles (isPlain) are not shown to the model; bench:demo turns this off to compare. */
  skipPlain?: boolean;
  /** The smallest tile's side in photo pixels: MODEL_SIDE looks at the photo at full size. */
  smallest?: number;
  /** Neighbouring tiles share this part of their side, so a face cut by one edge is whole in the next tile. */
  overlap?: number;
}

/** Where along one side tiles of `side` start: evenly spread, the last flush with the far edge. */
function starts(length: number, side: number, overlap: number): number[] {
  if (length <= side) return [0];
  const count = Math.ceil((length - side) / (side * (1 - overlap))) + 1;
  const step = (length - side) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/**
 * The tiles to look at, small to large: at each scale the photo is covered with overlapping squares; the
 * last is the whole photo (large faces, a portrait filling the frame). The smallest scale finds faces of
 * about 20–60 px, each next one faces twice as large.
 */
export function planTiles(width: number, height: number, { smallest = MODEL_SIDE, overlap = 0.3 }: TilePlan = {}): Tile[] {
  const longest = Math.max(width, height);
  const tiles: Tile[] = [];
  for (let side = smallest; side < longest; side *= 2) {
    for (const y of starts(height, side, overlap)) for (const x of starts(width, side, overlap)) tiles.push({ x, y, side });
  }
  tiles.push({ x: 0, y: 0, side: longest });
  return tiles;
}

/** Neighbouring pixels differing by more than this in brightness (0–255) are an edge. */
const EDGE = 24;
/** A tile with fewer edge pixels than this (on every other row) holds no face: a 20 px face alone has its outline on ten of them. */
const MIN_EDGES = 12;

/**
 * Whether a tile is plain — a wall, sky, the black padding past the photo's edge — and need not be shown
 * to the model: a phone photo is mostly such tiles. `rgba` is the tile as drawn (getImageData); every
 * other row is looked at, left to right.
 */
export function isPlain(rgba: Uint8ClampedArray, width: number, height: number): boolean {
  let edges = 0;
  for (let y = 0; y < height; y += 2) {
    let previous = -1;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const light = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
      if (previous >= 0 && Math.abs(light - previous) > EDGE && ++edges >= MIN_EDGES) return false;
      previous = light;
    }
  }
  return true;
}

/** A box found in a tile, already in the photo's pixels, with the tile it was found in. */
export interface TileFound extends Found {
  tile: Tile;
}

const area = (b: Found) => Math.max(0, b.width) * Math.max(0, b.height);

function intersection(a: Found, b: Found): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A tile's edge inside the photo (a neighbour tile of the same scale continues past it). */
function cutByTile(box: Found, tile: Tile, width: number, height: number): boolean {
  const margin = tile.side * 0.01;
  const right = tile.x + tile.side;
  const bottom = tile.y + tile.side;
  return (
    (tile.x > 0 && box.x <= tile.x + margin) ||
    (tile.y > 0 && box.y <= tile.y + margin) ||
    (right < width && box.x + box.width >= right - margin) ||
    (bottom < height && box.y + box.height >= bottom - margin)
  );
}

export interface MergeOptions {
  /** Boxes below this score are not faces (MIN_FACE_SCORE). */
  minScore?: number;
  /** Two boxes overlapping this much (intersection over union) are one face. */
  iou?: number;
  /**
   * …or when this much of the smaller lies inside the larger: a face found whole and cut, at two scales,
   * or a box on the chin of one face and the forehead of the one below it in a crowd (bench:demo: 0.6
   * left three such boxes on the labelled set, 0.3 none; two real faces hide a third of each other rarely).
   */
  inside?: number;
}

/**
 * One box per face: boxes below the score are dropped, and boxes touching an inner edge of their tile are dropped (the face is cut there and
 * whole in the overlapping tile or at a larger scale), then, best score first, a box that overlaps one
 * already kept is the same face. Boxes are clipped to the photo.
 */
export function mergeBoxes(found: readonly TileFound[], width: number, height: number, { minScore = MIN_FACE_SCORE, iou = 0.3, inside = 0.3 }: MergeOptions = {}): Found[] {
  const whole = found.filter((box) => box.score >= minScore && !cutByTile(box, box.tile, width, height));
  const sorted = [...whole].sort((a, b) => b.score - a.score);
  const kept: Found[] = [];
  for (const candidate of sorted) {
    const box = clip(candidate, width, height);
    if (area(box) === 0) continue;
    const same = kept.some((other) => {
      const common = intersection(box, other);
      return common / (area(box) + area(other) - common) > iou || common / Math.min(area(box), area(other)) > inside;
    });
    if (!same) kept.push(box);
  }
  return kept;
}

function clip({ x, y, width, height, score, label }: Found, maxX: number, maxY: number): Found {
  const left = Math.max(0, x);
  const top = Math.max(0, y);
  return { x: left, y: top, width: Math.min(maxX, x + width) - left, height: Math.min(maxY, y + height) - top, score, label };
}
