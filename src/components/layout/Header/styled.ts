import styled, { css } from "styled-components";
import { Link } from "gatsby";
import { media } from "../../../styles/media";
import { iconButton, rowButton } from "../../../styles/mixins";

/** Desktop menu above 1200 px, burger at 1200 px and below (SPEC §9). */
const mobile = media.down("lg");
const desktop = media.up("lg");

/**
 * The header's place in the page: an in-flow block of the bar's height, so content starts below it.
 * The bar itself is fixed rather than sticky: with the page's scroll-padding-top (anchors land below
 * the header), Chromium scrolled the page by hundreds of pixels whenever a link of a sticky header took
 * the focus — a Tab to the menu, and a header link's click, which then saved the wrong position for Back.
 * A fixed element is never scrolled into view.
 */
export const Bar = styled.header`
  height: ${({ theme }) => theme.layout.headerHeight}px;
`;

export const Fixed = styled.div<{ $scrolled: boolean; $hidden: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  background: ${({ theme }) => theme.colors.background};
  transition: transform ${({ theme }) => theme.motion.base} ease, box-shadow ${({ theme }) => theme.motion.base};
  box-shadow: ${({ $scrolled }) => ($scrolled ? "0 4px 20px rgba(11, 21, 48, 0.08)" : "none")};
  transform: translateY(${({ $hidden }) => ($hidden ? "-100%" : "0")});
`;

export const Inner = styled.div`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.containerWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  flex: none;
  /* Wider than the name in either font: the menu beside it stays put when the web font replaces the fallback. */
  min-width: 9.75rem;
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

export const DesktopNav = styled.nav`
  flex: 1;
  ${mobile} { display: none; }
`;

export const TopList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  /* From the start, not centred: a centred menu moved whenever its box changed width, as the buttons
     after it arrived with the HTML (a desktop layout shift on every load). */
  justify-content: flex-start;
  gap: 0.25rem;
`;

export const TopItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.buttonHeight}px;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  > a:hover, > a[aria-current="page"] { color: ${({ theme }) => theme.colors.primary}; }
`;

export const Disclosure = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: ${({ theme }) => theme.layout.buttonHeight}px;
  margin-left: -0.375rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

export const Dropdown = styled.ul<{ $open: boolean; $wide: boolean }>`
  list-style: none;
  position: absolute;
  top: 100%;
  left: 50%;
  z-index: 60;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  display: ${({ $open }) => ($open ? "grid" : "none")};
  grid-template-columns: ${({ $wide }) => ($wide ? "repeat(3, minmax(13rem, 1fr))" : "minmax(16rem, 1fr)")};
  gap: 0.125rem ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primary}; }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
  flex: none;
`;

export const IconLink = styled.a`
  ${iconButton}
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primary}; }
  ${media.down("sm")} { display: none; }
`;

export const Request = styled.div`
  white-space: nowrap;
  ${media.down("sm")} { display: none; }
`;

export const Burger = styled.button`
  ${iconButton}
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${desktop} { display: none; }
`;

export const BurgerLines = styled.span<{ $open: boolean }>`
  position: relative;
  width: 20px;
  height: 2px;
  background: ${({ $open }) => ($open ? "transparent" : "currentColor")};
  &::before, &::after {
    content: "";
    position: absolute;
    left: 0;
    width: 20px;
    height: 2px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &::before { transform: ${({ $open }) => ($open ? "rotate(45deg)" : "translateY(-6px)")}; }
  &::after { transform: ${({ $open }) => ($open ? "rotate(-45deg)" : "translateY(6px)")}; }
`;

/**
 * Under the bar, down to the bottom of the viewport. A sibling of the bar, not its child: the bar's
 * transform (hide on scroll) would make the bar the containing block of a fixed child, which then got
 * the bar's 82 px of height instead of the viewport's.
 */
export const MobileMenu = styled.nav<{ $open: boolean }>`
  position: fixed;
  z-index: 50;
  top: ${({ theme }) => theme.layout.headerHeight}px;
  left: 0;
  right: 0;
  bottom: 0;
  overflow-y: auto;
  /* A flick at the end of the menu does not scroll the locked page behind it. */
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${desktop} { display: none; }
  ${({ $open }) => !$open && css`display: none;`}
`;

export const MobileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  a, button {
    ${rowButton}
    /* A title on two lines keeps air above its rule, as one-line titles have. */
    padding-block: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    line-height: 1.3;
    text-decoration: none;
  }
  svg { transform: rotate(-90deg); }
`;

export const MobileSubmenuButton = styled.button``;

export const SubmenuTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const AllLink = styled(Link)`
  && { color: ${({ theme }) => theme.colors.primary}; }
`;

export const MobileRequest = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;
