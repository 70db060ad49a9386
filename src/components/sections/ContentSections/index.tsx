import React from "react";
import { graphql, Link } from "gatsby";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import {
  Band, Heading, SectionLead, Paragraphs, Grid, Card, CardTitle, CardText, Steps, Step, StepNumber,
  Stats, Stat, StatValue, StatTitle, Faq, Question, Answer, Checklist,
} from "./styled";

type Section = Queries.ContentSectionFragment;
type Item = NonNullable<Section["items"]>[number];

function ItemTitle({ item }: { item: Item }) {
  return item.link ? <Link to={item.link}>{item.title}</Link> : <>{item.title}</>;
}

function SectionBody({ section }: { section: Section }) {
  const items = section.items ?? [];
  switch (section.kind) {
    case "text":
      return <Paragraphs>{section.paragraphs?.map((p) => <p key={p}>{p}</p>)}</Paragraphs>;
    case "steps":
      return (
        <Steps>
          {items.map((item, i) => (
            <Step key={item.title}>
              <StepNumber aria-hidden="true">{String(i + 1).padStart(2, "0")}</StepNumber>
              <CardTitle><ItemTitle item={item} /></CardTitle>
              {item.text && <CardText>{item.text}</CardText>}
            </Step>
          ))}
        </Steps>
      );
    case "stats":
      return (
        <Stats>
          {items.map((item) => (
            <Stat key={item.title}>
              <StatTitle>{item.title}</StatTitle>
              <StatValue>{item.value}</StatValue>
              {item.text && <CardText>{item.text}</CardText>}
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
              <Answer>{item.text}</Answer>
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
              {item.text && <CardText>{item.text}</CardText>}
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
              {item.text && <CardText>{item.text}</CardText>}
            </Card>
          ))}
        </Grid>
      );
  }
}

/** The editable body of a page: each section of the content file in its own band, in file order. */
export function ContentSections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <Reveal key={section.title}>
          <Band $tinted={i % 2 === 1} aria-labelledby={`section-${i}`}>
            <Container>
              <Heading id={`section-${i}`}>{section.title}</Heading>
              {section.lead && <SectionLead>{section.lead}</SectionLead>}
              <SectionBody section={section} />
            </Container>
          </Band>
        </Reveal>
      ))}
    </>
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
