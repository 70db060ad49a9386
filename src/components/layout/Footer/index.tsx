import React, { useState } from "react";
import { Link } from "gatsby";
import { useNavigation, type NavLinkItem } from "../../../hooks/use-navigation";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { isAnalyticsConfigured, openCookieSettings } from "../../../lib/analytics";
import { telHref } from "../../../lib/seo";
import { NewsletterForm } from "../../forms/NewsletterForm";
import { Container } from "../../ui/Container";
import { ChevronIcon, SOCIAL_ICONS, TelegramIcon } from "../../ui/icons";
import * as S from "./styled";

function FooterLink({ link }: { link: NavLinkItem }) {
  if (link.newTab || !link.url.startsWith("/")) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {link.name}
      </a>
    );
  }
  return <Link to={link.url}>{link.name}</Link>;
}

/**
 * SPEC §2 footer: messaging-channel promo, the three menu groups (accordions at 1200 px and below,
 * only the first open), contacts, legal line and the four social links.
 */
export function Footer() {
  const site = useSiteSettings();
  const { footer } = useNavigation();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const toggle = (i: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  const year = new Date().getFullYear();

  return (
    <S.Band>
      <Container>
        <S.Promo>
          <S.PromoIcon aria-hidden="true">
            <TelegramIcon size={28} />
          </S.PromoIcon>
          <S.PromoText>
            <S.PromoTitle>Telegram-канал «{site.productName}»</S.PromoTitle>
            <p>Разборы внедрений, новые модули и практика компьютерного зрения — коротко и по делу.</p>
          </S.PromoText>
          <S.PromoButton href={site.messengerChannel} target="_blank" rel="noopener noreferrer">
            Подписаться
          </S.PromoButton>
        </S.Promo>

        <S.Columns>
          <S.Company>
            <S.CompanyName>{site.legalName}</S.CompanyName>
            <S.Muted>{site.address}</S.Muted>
            <S.Contacts>
              <a href={telHref(site.phone)}>{site.phone}</a>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </S.Contacts>
            <NewsletterForm />
          </S.Company>
          {footer.map((group, i) => {
            const open = expanded.has(i);
            const listId = `footer-group-${i}`;
            return (
              <S.Group key={group.name}>
                <S.GroupHeading>
                  <S.GroupTitle>{group.name}</S.GroupTitle>
                  <S.GroupToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => toggle(i)}>
                    {group.name}
                    <ChevronIcon size={18} />
                  </S.GroupToggle>
                </S.GroupHeading>
                <S.GroupList id={listId} hidden={!open}>
                  {group.links.map((link) => (
                    <li key={`${link.url}-${link.name}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </S.GroupList>
              </S.Group>
            );
          })}
        </S.Columns>

        <S.Bottom>
          <S.Legal>
            <span>
              © {site.foundedYear}–{year} {site.legalName}
            </span>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <a href={telHref(site.phone)}>{site.phone}</a>
            <a href="/privacy.pdf">Политика конфиденциальности</a>
            {isAnalyticsConfigured() && (
              <S.LegalButton type="button" onClick={openCookieSettings}>
                Настройки cookie
              </S.LegalButton>
            )}
          </S.Legal>
          <S.Socials aria-label="Компания в соцсетях">
            {site.socials.map((social) => {
              const Icon = SOCIAL_ICONS[social.icon] ?? TelegramIcon;
              return (
                <S.Social key={social.id} href={social.link} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                  <Icon />
                </S.Social>
              );
            })}
          </S.Socials>
        </S.Bottom>
        <S.Accreditation>{site.accreditation}</S.Accreditation>
      </Container>
    </S.Band>
  );
}
