import { evenColumns } from "./styled";

test.each([
  [4, 4, 4],
  [4, 3, 2],
  [4, 2, 2],
  [3, 4, 3],
  [3, 3, 3],
  [3, 2, 1],
  [6, 4, 3],
  [2, 3, 2],
  [5, 4, 3],
])("%i figures with room for %i a row: %i a row", (count, max, columns) => {
  expect(evenColumns(count, max)).toBe(columns);
});
