import React from "react";
import { RequestButton } from "../../contact/RequestButton";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { AnimatedWords } from "../../ui/AnimatedWords";
import { Container } from "../../ui/Container";
import { ContactText, hasContact } from "../../ui/ContactText";
import { Band, Inner, Text, Eyebrow, Title, Lead, Buttons, Figure, Facts, Fact, FactValue, FactLabel } from "./styled";

export interface PageHeroProps {
  title: string;
  lead: string;
  /** A short label above the heading (a case's category). */
  eyebrow?: string | null;
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
  facts?: readonly { label: string; value: string }[] | null;
}

/** The first screen of a page: the h1, the lead, the request button, the illustration and key figures. */
export function PageHero({ title, lead, eyebrow, image, imageAlt, facts }: PageHeroProps) {
  return (
    <Band>
      <Container>
        <Inner $withImage={Boolean(image)}>
          <Text>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>
              <AnimatedWords text={title} />
            </Title>
            <Lead>
              <ContactText text={lead} />
            </Lead>
            <Buttons>
              <RequestButton />
            </Buttons>
          </Text>
          {image && (
            <Figure>
              <ResponsiveImage image={image} alt={imageAlt ?? ""} priority />
            </Figure>
          )}
        </Inner>
        {facts && facts.length > 0 && (
          <Facts>
            {facts.map((fact) => (
              <Fact key={fact.label} $wide={hasContact(fact.value)}>
                <FactLabel>{fact.label}</FactLabel>
                <FactValue>
                  <ContactText text={fact.value} />
                </FactValue>
              </Fact>
            ))}
          </Facts>
        )}
      </Container>
    </Band>
  );
}
