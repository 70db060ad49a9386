import { MODEL_SIDE, isPlain, mergeBoxes, planTiles, type Tile, type TileFound } from "./tiles";

const covers = (tiles: Tile[], side: number, width: number, height: number) => {
  // Every point of the photo lies in some tile of this scale.
  const level = tiles.filter((t) => t.side === side);
  for (let y = 0; y < height; y += 7) for (let x = 0; x < width; x += 7) if (!level.some((t) => x >= t.x && x < t.x + side && y >= t.y && y < t.y + side)) return false;
  return true;
};

test("a 2300×800 group photo is covered at full size, at half and at a quarter, then looked at whole", () => {
  const tiles = planTiles(2300, 800);
  expect([...new Set(tiles.map((t) => t.side))]).toEqual([256, 512, 1024, 2048, 2300]);
  for (const side of [256, 512, 1024, 2048]) expect(covers(tiles, side, 2300, 800)).toBe(true);
  expect(tiles[tiles.length - 1]).toEqual({ x: 0, y: 0, side: 2300 });
});

test("neighbouring tiles overlap by at least 30 %: a face cut by one tile's edge is whole in the next", () => {
  const row = planTiles(2300, 800).filter((t) => t.side === MODEL_SIDE && t.y === 0);
  for (let i = 1; i < row.length; i++) expect(row[i - 1].x + MODEL_SIDE - row[i].x).toBeGreaterThanOrEqual(0.3 * MODEL_SIDE - 1);
  // The last tile ends at the photo's edge, not past it.
  expect(row[row.length - 1].x + MODEL_SIDE).toBe(2300);
});

test("a panorama of 10,000×1,000 (scaled to 4096×410) is tiled along its length, not squashed", () => {
  const tiles = planTiles(4096, 410);
  expect(tiles.filter((t) => t.side === MODEL_SIDE).length).toBeGreaterThan(2 * (4096 / MODEL_SIDE));
  expect(covers(tiles, MODEL_SIDE, 4096, 410)).toBe(true);
});

test("a photo no larger than one tile is looked at once", () => {
  expect(planTiles(200, 150)).toEqual([{ x: 0, y: 0, side: 200 }]);
});

const found = (x: number, y: number, size: number, score: number, tile: Tile): TileFound => ({ x, y, width: size, height: size, score, label: "лицо", tile });

test("a face found in two overlapping tiles and again at the next scale is boxed once, by its best box", () => {
  const a = { x: 0, y: 0, side: 256 };
  const b = { x: 180, y: 0, side: 256 };
  const big = { x: 0, y: 0, side: 512 };
  const merged = mergeBoxes([found(200, 100, 40, 0.8, a), found(202, 98, 41, 0.9, b), found(198, 99, 44, 0.7, big)], 1000, 600);
  expect(merged).toEqual([{ x: 202, y: 98, width: 41, height: 41, score: 0.9, label: "лицо" }]);
});

test("a face cut by a tile's inner edge is dropped there (it is whole in the neighbour); at the photo's own edge it is kept", () => {
  const left = { x: 0, y: 0, side: 256 };
  const cut = found(230, 100, 26, 0.95, left); // touches x = 256, an edge inside the photo
  const whole = found(225, 98, 50, 0.7, { x: 180, y: 0, side: 256 });
  expect(mergeBoxes([cut, whole], 1000, 600).map((box) => box.x)).toEqual([225]);
  const atPhotoEdge = found(0, 100, 30, 0.9, left);
  expect(mergeBoxes([atPhotoEdge], 1000, 600)).toHaveLength(1);
});

test("two faces side by side stay two", () => {
  const tile = { x: 0, y: 0, side: 256 };
  expect(mergeBoxes([found(40, 100, 40, 0.9, tile), found(84, 100, 40, 0.85, tile)], 1000, 600)).toHaveLength(2);
});

test("a box reaching past the photo (the black padding of an edge tile) is clipped to it", () => {
  const tile = { x: 0, y: 0, side: 700 };
  expect(mergeBoxes([found(560, 500, 80, 0.9, tile)], 600, 550)).toEqual([{ x: 560, y: 500, width: 40, height: 50, score: 0.9, label: "лицо" }]);
});

test("a box below the face score is not a face (a name tag in one tile); the threshold can be lowered for a camera frame", () => {
  const tile = { x: 0, y: 0, side: 256 };
  const weak = found(40, 100, 40, 0.6, tile);
  expect(mergeBoxes([weak], 1000, 600)).toEqual([]);
  expect(mergeBoxes([weak], 1000, 600, { minScore: 0.5 })).toHaveLength(1);
});

describe("plain tiles are not shown to the model", () => {
  const SIDE = 64;
  /** A grey tile with JPEG-like noise of ±6, and optionally a 20 px «face»: a light oval with dark eyes and mouth. */
  function tile({ face }: { face: boolean }) {
    const rgba = new Uint8ClampedArray(SIDE * SIDE * 4);
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % 13) - 6;
    for (let y = 0; y < SIDE; y++)
      for (let x = 0; x < SIDE; x++) {
        let value = 120 + noise();
        if (face) {
          const inOval = ((x - 32) / 8) ** 2 + ((y - 32) / 10) ** 2 <= 1;
          const feature = (y === 29 && (x === 29 || x === 35)) || (y === 37 && x >= 30 && x <= 34);
          if (inOval) value = feature ? 40 : 200;
        }
        rgba.set([value, value, value, 255], (y * SIDE + x) * 4);
      }
    return rgba;
  }

  test("a wall with sensor noise, or the black past the photo's edge, is plain", () => {
    expect(isPlain(tile({ face: false }), SIDE, SIDE)).toBe(true);
    expect(isPlain(new Uint8ClampedArray(SIDE * SIDE * 4), SIDE, SIDE)).toBe(true);
  });

  test("the same wall with one 20 px face on it is not", () => {
    expect(isPlain(tile({ face: true }), SIDE, SIDE)).toBe(false);
  });
});
