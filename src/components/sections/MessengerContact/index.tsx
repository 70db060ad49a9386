import React from "react";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { RequestButton } from "../../contact/RequestButton";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { TelegramIcon } from "../../ui/icons";
import { Panel, Title, Description, Actions, Write, Mail, Footnote } from "./styled";

export interface MessengerContactProps {
  title: string;
  description: string;
  footnote?: string | null;
}

/**
 * SPEC §2 messenger contact section: write to the company's Telegram, or by e-mail. It closes the
 * extended-bottom pages, which have no call-to-action band, so it also offers 'Оставить заявку'.
 */
export function MessengerContact({ title, description, footnote }: MessengerContactProps) {
  const site = useSiteSettings();
  return (
    <Reveal>
      <Container as="section" aria-labelledby="messenger-title">
        <Panel>
          <Title id="messenger-title">{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <Write href={site.messengerChannel} target="_blank" rel="noopener noreferrer">
              <TelegramIcon />
              Написать в телеграм
            </Write>
            <RequestButton variant="onDark" />
            <Mail href={`mailto:${site.email}`}>{site.email}</Mail>
          </Actions>
          {footnote && <Footnote>{footnote}</Footnote>}
        </Panel>
      </Container>
    </Reveal>
  );
}
