import React from "react";
import { EntryCard } from "../EntryCard";
import { CardGrid } from "../CardGrid";

export interface EntryCardGridProps {
  entries: readonly (Queries.EntryCardFragment & { category?: string | null })[];
}

/** Cards of catalogue entries in the site's grid; a case shows its category above the title. */
export function EntryCardGrid({ entries }: EntryCardGridProps) {
  return (
    <CardGrid>
      {entries.map((entry) => (
        <EntryCard key={entry.path} entry={entry} label={entry.category} />
      ))}
    </CardGrid>
  );
}
