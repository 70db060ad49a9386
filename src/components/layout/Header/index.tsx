import React, { useEffect, useReducer } from "react";
import { Link } from "gatsby";
import logoUrl from "../../../images/logo.svg";
import { useNavigation, type HeaderItem } from "../../../hooks/use-navigation";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { RequestButton } from "../../contact/RequestButton";
import { HeaderSearch } from "../../search/HeaderSearch";
import { ArrowLeftIcon, ChevronIcon, MailIcon, TelegramIcon } from "../../ui/icons";
import { initialMenuState, menuReducer } from "./menu-state";
import { useHeaderScroll } from "./use-header-scroll";
import * as S from "./styled";

/** The line under the company's name in the logo. */
const BRAND_TAG = "AI лаборатория";

function newTabProps(item: { newTab: boolean }) {
  return item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

function NavLink({ item, ...rest }: { item: { name: string; url: string; newTab: boolean } } & Record<string, unknown>) {
  if (item.newTab) {
    return (
      <a href={item.url} {...newTabProps(item)} {...rest}>
        {item.name}
      </a>
    );
  }
  return (
    <Link to={item.url} {...rest}>
      {item.name}
    </Link>
  );
}

export interface HeaderProps {
  /** Current route: the menu closes after every route change. */
  path: string;
}

/** SPEC §2 header: logo, menu with the modules and services submenus, contact icons, request button. */
export function Header({ path }: HeaderProps) {
  const site = useSiteSettings();
  const { header } = useNavigation();
  const [menu, dispatch] = useReducer(menuReducer, initialMenuState);
  const { scrolled, hidden } = useHeaderScroll();
  const mobileOpen = menu.menuState === "open";

  useEffect(() => dispatch({ type: "reset" }), [path]);

  useEffect(() => {
    if (!mobileOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [mobileOpen]);

  const submenuItem = header.find((item) => item.id === menu.submenuId);
  const burgerLabel = menu.isSubmenuShown ? "Назад" : mobileOpen ? "Закрыть меню" : "Открыть меню";

  const desktopItem = (item: HeaderItem) => {
    if (!item.submenu) {
      return (
        <S.TopItem key={item.id}>
          <NavLink item={item} aria-current={path === item.url ? "page" : undefined} />
        </S.TopItem>
      );
    }
    const open = menu.activeItem === item.id;
    return (
      <S.TopItem
        key={item.id}
        onMouseEnter={() => dispatch({ type: "hover", id: item.id })}
        onMouseLeave={() => dispatch({ type: "hover", id: null })}
        onKeyDown={(e: React.KeyboardEvent<HTMLElement>) => {
          if (e.key !== "Escape" || !open) return;
          dispatch({ type: "hover", id: null });
          // The focus may be on a link of the closing submenu: back to its toggle, not into a hidden list.
          e.currentTarget.querySelector<HTMLElement>("button[aria-controls]")?.focus();
        }}
      >
        <NavLink item={item} aria-current={path.startsWith(item.url) ? "page" : undefined} />
        <S.Disclosure
          type="button"
          aria-expanded={open}
          aria-controls={`submenu-${item.id.slice(1)}`}
          aria-label={`${item.name}: показать разделы`}
          onClick={() => dispatch({ type: "hover", id: open ? null : item.id })}
        >
          <ChevronIcon size={16} />
        </S.Disclosure>
        <S.Dropdown id={`submenu-${item.id.slice(1)}`} $open={open} $wide={item.submenu.length > 10}>
          {item.submenu.map((sub) => (
            <li key={sub.url}>
              <Link to={sub.url}>{sub.name}</Link>
            </li>
          ))}
        </S.Dropdown>
      </S.TopItem>
    );
  };

  return (
    <S.Bar data-scrolled={scrolled} data-hidden={hidden && !mobileOpen}>
      <S.Fixed $scrolled={scrolled || mobileOpen} $hidden={hidden && !mobileOpen}>
        <S.Inner>
          {/* The name starts with the words on screen, so a voice command that reads them finds the link. */}
          <S.Brand as={Link} to="/" aria-label={`${site.productName} ${BRAND_TAG} — на главную`}>
            <img src={logoUrl} width={40} height={40} alt="" />
            <span>
              <S.BrandName>{site.productName}</S.BrandName>
              <S.BrandTag>{BRAND_TAG}</S.BrandTag>
            </span>
          </S.Brand>

          <S.DesktopNav aria-label="Основное меню">
            <S.TopList>{header.map(desktopItem)}</S.TopList>
          </S.DesktopNav>

          <S.Actions>
            <HeaderSearch path={path} />
            <S.IconLink href={site.messengerChannel} target="_blank" rel="noopener noreferrer" aria-label="Telegram-канал компании">
              <TelegramIcon />
            </S.IconLink>
            <S.IconLink href={`mailto:${site.email}`} aria-label={`Написать на ${site.email}`}>
              <MailIcon />
            </S.IconLink>
            <S.Request>
              <RequestButton />
            </S.Request>
            <S.Burger
              type="button"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              aria-label={burgerLabel}
              onClick={() => dispatch({ type: "toggleMenu" })}
            >
              {menu.isSubmenuShown ? <ArrowLeftIcon /> : <S.BurgerLines $open={mobileOpen} aria-hidden="true" />}
            </S.Burger>
          </S.Actions>
        </S.Inner>
      </S.Fixed>

      <S.MobileMenu id="mobile-menu" $open={mobileOpen} aria-label="Меню" hidden={!mobileOpen}>
        {submenuItem?.submenu ? (
          <>
            <S.SubmenuTitle>{submenuItem.name}</S.SubmenuTitle>
            <S.MobileList>
              {submenuItem.submenu.map((sub) => (
                <li key={sub.url}>
                  <Link to={sub.url}>{sub.name}</Link>
                </li>
              ))}
              <li>
                <S.AllLink to={submenuItem.url}>Смотреть все</S.AllLink>
              </li>
            </S.MobileList>
          </>
        ) : (
          <S.MobileList>
            {header.map((item) =>
              item.submenu ? (
                <li key={item.id}>
                  <S.MobileSubmenuButton type="button" onClick={() => dispatch({ type: "openSubmenu", id: item.id })}>
                    {item.name}
                    <ChevronIcon size={18} />
                  </S.MobileSubmenuButton>
                </li>
              ) : (
                <li key={item.id}>
                  <NavLink item={item} />
                </li>
              ),
            )}
          </S.MobileList>
        )}
        <S.MobileRequest>
          <RequestButton />
        </S.MobileRequest>
      </S.MobileMenu>
    </S.Bar>
  );
}
