/** Scoring a detector's boxes against the labelled set's: which found box is which face. */
import type { Box } from "./set/set";

/**
 * A found box is a face's when each box's centre lies inside the other: the detector's boxes are larger
 * than the hand-marked ones (they take in the hair and chin), so overlap ratios would punish a good hit.
 * Greedy, best score first; one found box per face.
 */
export function match(found: readonly (Box & { score: number })[], faces: readonly Box[]): { hits: number; misses: number; extra: number } {
  const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
  const inside = (p: { x: number; y: number }, b: Box) => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;
  const taken = new Set<number>();
  let hits = 0;
  for (const box of [...found].sort((a, b) => b.score - a.score)) {
    const face = faces.findIndex((f, i) => !taken.has(i) && inside(centre(f), box) && inside(centre(box), f));
    if (face < 0) continue;
    taken.add(face);
    hits++;
  }
  return { hits, misses: faces.length - hits, extra: found.length - hits };
}
