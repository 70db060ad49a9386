import styled from "styled-components";
import { media } from "../../../styles/media";

export const Band = styled.section`
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  ${media.down("sm")} { padding-top: ${({ theme }) => theme.space.xl}; }
`;

export const Inner = styled.div<{ $withImage: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withImage }) => ($withImage ? "minmax(0, 1.05fr) minmax(0, 1fr)" : "minmax(0, 1fr)")};
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.down("md")} { grid-template-columns: minmax(0, 1fr); }
`;

export const Text = styled.div`
  max-width: 44rem;
`;

export const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceDarkRaised};
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${media.down("sm")} { font-size: 2rem; }
  ${media.down("xs")} { font-size: 1.75rem; }
`;

export const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  ${media.down("sm")} { font-size: ${({ theme }) => theme.fontSizes.md}; }
  a { color: ${({ theme }) => theme.colors.textOnDark}; }
  a:hover { color: ${({ theme }) => theme.colors.accentOnDark}; }
`;

export const Buttons = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export const Figure = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const Facts = styled.dl`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  ${media.down("md")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.down("sm")} { gap: ${({ theme }) => theme.space.sm}; }
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * `$wide`: a phone or an e-mail address, which never breaks: a whole row on a phone, and a smaller size
 * in a column of four, where «hello@videumlab.ru» at the figures' size ran into the card's edge.
 */
export const Fact = styled.div<{ $wide: boolean }>`
  display: flex;
  ${({ $wide, theme }) => $wide && `dd { font-size: clamp(${theme.fontSizes.md}, 1.6vw, ${theme.fontSizes.lg}); }`}
  ${media.down("sm")} {
    padding: ${({ theme }) => theme.space.md};
    ${({ $wide }) => $wide && "grid-column: 1 / -1;"}
  }
  flex-direction: column-reverse;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceDarkRaised};
`;

export const FactValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.textOnDark};
  ${media.down("sm")} { font-size: ${({ theme }) => theme.fontSizes.md}; }
  a { color: inherit; text-decoration-color: ${({ theme }) => theme.colors.borderOnDark}; }
  a:hover { color: ${({ theme }) => theme.colors.accentOnDark}; }
`;

export const FactLabel = styled.dt`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
