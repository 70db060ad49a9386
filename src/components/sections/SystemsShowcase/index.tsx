import React from "react";
import { EntryCard } from "../../cards/EntryCard";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { Band, Title, Lead, Grid, Cell } from "./styled";

export interface SystemsShowcaseProps {
  title: string;
  lead?: string | null;
  items: readonly { hideBelow: string | null; entry: Queries.EntryCardFragment | null }[];
}

/** SPEC §2 systems showcase: three cards a row, two under 1200 px, one under 767 px; some drop out on small screens. */
export function SystemsShowcase({ title, lead, items }: SystemsShowcaseProps) {
  return (
    <Reveal>
      <Band aria-labelledby="systems-title">
        <Container>
          <Title id="systems-title">{title}</Title>
          {lead && <Lead>{lead}</Lead>}
          <Grid>
            {items.map(({ entry, hideBelow }) =>
              entry ? (
                <Cell key={entry.path} $hideBelow={hideBelow === "lg" || hideBelow === "sm" ? hideBelow : null}>
                  <EntryCard entry={entry} />
                </Cell>
              ) : null,
            )}
          </Grid>
        </Container>
      </Band>
    </Reveal>
  );
}
