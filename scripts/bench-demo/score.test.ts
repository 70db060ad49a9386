import { match } from "./score";

const face = { x: 100, y: 100, width: 50, height: 60 };

test("a box around the face (larger, as the detector draws it) is a hit; one beside it is not", () => {
  expect(match([{ x: 90, y: 85, width: 72, height: 80, score: 0.9 }], [face])).toEqual({ hits: 1, misses: 0, extra: 0 });
  expect(match([{ x: 160, y: 100, width: 50, height: 60, score: 0.9 }], [face])).toEqual({ hits: 0, misses: 1, extra: 1 });
});

test("a face boxed twice counts once: the second box is an extra", () => {
  const boxes = [
    { x: 95, y: 95, width: 60, height: 70, score: 0.8 },
    { x: 98, y: 98, width: 55, height: 64, score: 0.9 },
  ];
  expect(match(boxes, [face])).toEqual({ hits: 1, misses: 0, extra: 1 });
});

test("nothing found on a photo of nobody is neither miss nor extra", () => {
  expect(match([], [])).toEqual({ hits: 0, misses: 0, extra: 0 });
});
