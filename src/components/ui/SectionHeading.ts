import styled from "styled-components";
import { media } from "../../styles/media";

/** The h2 of a page section and the lead under it: one size and measure across the site. */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  max-width: 48rem;
  ${media.down("sm")} { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

export const SectionLead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
