import styled from "styled-components";
import { media } from "../../../styles/media";

export const Bar = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

export const BrandName = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  line-height: 1.1;
`;

export const BrandTag = styled.span`
  display: block;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  white-space: nowrap;
  ${media.down("xs")} a { padding-left: 1rem; padding-right: 1rem; }
`;

export const Phone = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${media.down("sm")} { display: none; }
`;
