import styled from "styled-components";
import { media } from "../../../styles/media";

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight}px;
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  ${media.down("md")} { grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xl}; }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export { SectionTitle as Title, SectionLead as Text } from "../../ui/SectionHeading";

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Step = styled.li`
  padding-left: 0.25rem;
  &::marker { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.down("sm")} { padding: ${({ theme }) => theme.space.lg}; }
`;
