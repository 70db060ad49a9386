import styled from "styled-components";
import { media } from "../../../styles/media";

export const Header = styled.header`
  max-width: 47.5rem;
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.hero};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${media.down("sm")} { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

export const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Cover = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  aspect-ratio: 1.6;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceDark};
`;

export const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

export const RelatedTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
