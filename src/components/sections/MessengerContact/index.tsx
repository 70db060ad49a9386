import React from "react";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { TelegramIcon } from "../../ui/icons";
import { Panel, Title, Description, Actions, Write, Mail, Footnote } from "./styled";

export interface MessengerContactProps {
  title: string;
  description: string;
  footnote?: string | null;
}

/** SPEC §2 messenger contact section: write to the company's Telegram, or by e-mail. */
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
            <Mail href={`mailto:${site.email}`}>{site.email}</Mail>
          </Actions>
          {footnote && <Footnote>{footnote}</Footnote>}
        </Panel>
      </Container>
    </Reveal>
  );
}
