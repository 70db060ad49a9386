import React from "react";
import { graphql, Link } from "gatsby";
import { Container } from "../../ui/Container";
import { ContactText } from "../../ui/ContactText";
import { Reveal } from "../../ui/Reveal";
import {
  Band, Heading, SectionLead, Paragraphs, Grid, Card, CardTitle, CardText, Steps, Step, StepNumber,
  Stats, Stat, StatValue, StatTitle, StatText, Faq, Question, Answer, Checklist,
} from "./styled";

type Section = Queries.ContentSectionFragment;
type Item = NonNullable<Section["items"]>[number];

function ItemTitle({ item }: { item: Item }) {
  if (!item.link) return <>{item.title}</>;
  // tel: and mailto: are not pages of the site: a plain link, not the router's.
  return item.link.startsWith("/") ? <Link to={item.link}>{item.title}</Link> : <a href={item.link}>{item.title}</a>;
}

/** An item's text, with its phone numbers and addresses as links unless its title is the link already. */
const ItemText = ({ item }: { item: Item }) => (item.text ? <>{item.link ? item.text : <ContactText text={item.text} />}</> : null);

function SectionBody({ section }: { section: Section }) {
  const items = section.items ?? [];
  switch (section.kind) {
    case "text":
      return (
        <Paragraphs>
          {section.paragraphs?.map((p) => (
            <p key={p}>
              <ContactText text={p} />
            </p>
          ))}
        </Paragraphs>
      );
    case "steps":
      return (
        <Steps $count={items.length}>
          {items.map((item, i) => (
            <Step key={item.title}>
              <StepNumber aria-hidden="true">{String(i + 1).padStart(2, "0")}</StepNumber>
              <CardTitle><ItemTitle item={item} /></CardTitle>
              {item.text && <CardText><ItemText item={item} /></CardText>}
            </Step>
          ))}
        </Steps>
      );
    case "stats":
      return (
        <Stats $count={items.length}>
          {items.map((item) => (
            <Stat key={item.title}>
              <StatTitle>{item.title}</StatTitle>
              <StatValue>{item.value}</StatValue>
              {item.text && <StatText>{item.text}</StatText>}
            </Stat>
          ))}
        </Stats>
      );
    case "faq":
      return (
        <Faq>
          {items.map((item) => (
            <Question key={item.title}>
              <summary>{item.title}</summary>
              <Answer>{item.text && <ContactText text={item.text} />}</Answer>
            </Question>
          ))}
        </Faq>
      );
    case "list":
      return (
        <Checklist>
          {items.map((item) => (
            <li key={item.title}>
              <CardTitle><ItemTitle item={item} /></CardTitle>
              {item.text && <CardText><ItemText item={item} /></CardText>}
            </li>
          ))}
        </Checklist>
      );
    default:
      return (
        <Grid>
          {items.map((item) => (
            <Card key={item.title}>
              <CardTitle><ItemTitle item={item} /></CardTitle>
              {item.text && <CardText><ItemText item={item} /></CardText>}
            </Card>
          ))}
        </Grid>
      );
  }
}

export interface SectionBandProps {
  /** Id of the heading, which labels the band. */
  id: string;
  title: string;
  lead?: string | null;
  /** Place of the band on the page: every other band is tinted. */
  position: number;
  children: React.ReactNode;
}

/** One band of a page's body: heading, optional lead, content; revealed on scroll. */
export function SectionBand({ id, title, lead, position, children }: SectionBandProps) {
  return (
    <Reveal>
      <Band $tinted={position % 2 === 1} aria-labelledby={id}>
        <Container>
          <Heading id={id}>{title}</Heading>
          {lead && <SectionLead>{lead}</SectionLead>}
          {children}
        </Container>
      </Band>
    </Reveal>
  );
}

/** One section of a content file in its band; `position` is its place among the page's bands. */
export function ContentSection({ section, position }: { section: Section; position: number }) {
  return (
    <SectionBand id={`section-${position}`} title={section.title} lead={section.lead} position={position}>
      <SectionBody section={section} />
    </SectionBand>
  );
}

export const query = graphql`
  fragment ContentSection on Section {
    kind
    title
    lead
    paragraphs
    items {
      title
      text
      value
      link
    }
  }
`;
