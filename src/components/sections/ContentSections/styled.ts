import styled from "styled-components";
import { media } from "../../../styles/media";
import { CardGrid } from "../../cards/CardGrid";

export const Band = styled.section<{ $tinted: boolean }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : theme.colors.background)};
  ${media.down("sm")} { padding: ${({ theme }) => theme.space.xxl} 0; }
`;

export { SectionTitle as Heading, SectionLead } from "../../ui/SectionHeading";

export const Paragraphs = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The site's card grid (3 / 2 / 1 per row), set off from the heading above it. */
export const Grid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

export const CardText = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Up to four steps share a row; five or more wrap three to a row so no column gets too narrow for its words. */
export const Steps = styled.ol<{ $count: number }>`
  list-style: none;
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count <= 4 ? $count : 3)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.down("md")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.down("xs")} { grid-template-columns: minmax(0, 1fr); }
`;

export const Step = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border-top: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
`;

export const StepNumber = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * How many figures a row holds: the most, up to `max`, that the count divides into, so no row is left
 * part-empty (four figures are 4, or 2×2 — never 3 and one alone); a prime count of five or more, which
 * no width divides, gets rows of up to three.
 */
export function evenColumns(count: number, max: number): number {
  for (let columns = Math.min(count, max); columns > 1; columns -= 1) if (count % columns === 0) return columns;
  return count >= 5 ? Math.min(max, 3) : 1;
}

export const Stats = styled.dl<{ $count: number }>`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => evenColumns($count, 4)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${media.down("md")} { grid-template-columns: repeat(${({ $count }) => evenColumns($count, 3)}, minmax(0, 1fr)); }
  ${media.down("sm")} { grid-template-columns: repeat(${({ $count }) => evenColumns($count, 2)}, minmax(0, 1fr)); }
  ${media.down("xs")} { grid-template-columns: minmax(0, 1fr); }
`;

export const Stat = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StatValue = styled.dd`
  order: -1;
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A figure's explanation: part of its definition, so the list stays a valid <dl>. */
export const StatText = styled(CardText).attrs({ as: "dd" })`
  margin-inline-start: 0;
`;

export const StatTitle = styled.dt`
  font-weight: 600;
`;

export const Faq = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  max-width: 56rem;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Question = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    font-weight: 600;
    min-height: ${({ theme }) => theme.layout.buttonHeight}px;
  }
`;

export const Answer = styled.p`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Checklist = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  ${media.down("sm")} { grid-template-columns: minmax(0, 1fr); }
  li {
    padding-left: 2rem;
    position: relative;
  }
  li::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0.35rem;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 4px ${({ theme }) => theme.colors.background};
    border: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;
