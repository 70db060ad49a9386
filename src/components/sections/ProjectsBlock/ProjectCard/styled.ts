import styled from "styled-components";
import { Body as EntryBody, Label as EntryLabel } from "../../../cards/EntryCard/styled";

/** The catalogue card's shell, image box and text (EntryCard), as a list item that fills its grid cell. */
export { Card, Media, Title, Text } from "../../../cards/EntryCard/styled";

export const Body = styled(EntryBody)`
  flex: 1;
`;

/** The catalogue card's label with the category's icon before it. */
export const Category = styled(EntryLabel)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  svg { flex: none; }
`;

/** The title link or button stretches over the whole card: one click target, one tab stop. */
export const Target = styled.a`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &::after { content: ""; position: absolute; inset: 0; }
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; }
`;
