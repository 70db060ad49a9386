import React from "react";
import { EntryCardGrid } from "../../cards/EntryCardGrid";
import { ButtonLink } from "../../ui/ButtonLink";
import { Cards, More } from "./styled";

export interface ModulesOverviewProps {
  modules: readonly Queries.EntryCardFragment[];
  /** How many modules there are in all, for the link to the catalogue. */
  total: number;
}

/** The first modules of the catalogue as cards, and the way to all of them. */
export function ModulesOverview({ modules, total }: ModulesOverviewProps) {
  return (
    <>
      <Cards>
        <EntryCardGrid entries={modules} />
      </Cards>
      <More>
        <ButtonLink to="/modules" variant="secondary">
          Все модули ({total})
        </ButtonLink>
      </More>
    </>
  );
}
