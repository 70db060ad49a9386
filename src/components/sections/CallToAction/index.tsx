import React from "react";
import { RequestButton } from "../../contact/RequestButton";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { ButtonLink } from "../../ui/ButtonLink";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { Panel, Title, Text, Actions } from "./styled";

/** The closing invitation of a page: leave a request or write to the company. */
export function CallToAction() {
  const site = useSiteSettings();
  return (
    <Reveal>
      <Container as="section" aria-labelledby="cta-title">
        <Panel>
          <div>
            <Title id="cta-title">Обсудим вашу задачу</Title>
            <Text>
              Расскажите, что нужно распознавать или автоматизировать. Ответим в течение рабочего дня, оценим сроки
              и предложим формат пилота.
            </Text>
          </div>
          <Actions>
            <RequestButton />
            <ButtonLink to={`mailto:${site.email}`} variant="onDark">
              {site.email}
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Reveal>
  );
}
