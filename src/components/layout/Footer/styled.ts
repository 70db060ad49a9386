import styled from "styled-components";
import { media } from "../../../styles/media";
import { iconButton, rowButton } from "../../../styles/mixins";

/** Accordions at 1200 px and below (SPEC §9). */
const accordion = media.down("lg");
const wide = media.up("lg");

export const Band = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.textOnDark};
  /* At the end of the page the last line sits above «Наверх» (ScrollUp: fixed, a gutter from the corner),
     which otherwise covered the requisites and, on phones, the accordions' chevrons. */
  padding: ${({ theme }) => theme.space.xxl} 0 calc(${({ theme }) => theme.layout.buttonHeightSmall}px + 2 * ${({ theme }) => theme.layout.gutter});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: ${({ theme }) => theme.colors.textOnDark}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.accentOnDark}; text-decoration: underline; }
`;

export const Promo = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceDarkRaised};
  ${media.down("sm")} { flex-direction: column; align-items: flex-start; padding: ${({ theme }) => theme.space.lg}; }
`;

export const PromoIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const PromoText = styled.div`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const PromoTitle = styled.p`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

export const PromoButton = styled.a`
  && {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.buttonHeight}px;
    padding: 0 1.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-weight: 600;
    text-decoration: none;
  }
  &&:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xxl};
  ${accordion} { grid-template-columns: 1fr; gap: 0; }
`;

export const Company = styled.div`
  ${accordion} { margin-bottom: ${({ theme }) => theme.space.lg}; }
`;

export const CompanyName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

export const Muted = styled.p`
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const Contacts = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

export const Group = styled.section`
  ${accordion} { border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark}; }
`;

export const GroupHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The plain title on wide screens; the toggle takes its place in accordion mode. */
export const GroupTitle = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.md};
  ${accordion} { display: none; }
`;

export const GroupToggle = styled.button`
  ${rowButton}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
  ${wide} { display: none; }
`;

export const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.625rem;
  /* the author display rule would otherwise beat the browser's [hidden] rule */
  &[hidden] { display: none; }
  ${accordion} { padding-bottom: ${({ theme }) => theme.space.lg}; }
  ${wide} { &[hidden] { display: grid; } }
`;

export const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  ${media.down("md")} { flex-direction: column; align-items: flex-start; }
`;

export const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

/** 'Настройки cookie' opens the cookie notice rather than a page: a button that reads as a link. */
export const LegalButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textOnDark};
  font: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.accentOnDark}; text-decoration: underline; }
`;

export const Socials = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Social = styled.a`
  && {
    ${iconButton}
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceDarkRaised};
  }
  &&:hover { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.textOnDark}; }
`;

export const Accreditation = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
