import React from "react";
import { Table, Row, Label, Value } from "./styled";

export interface SpecsTableProps {
  rows: readonly { label: string; value: string }[];
}

/** A technical specification or a dataset's passport: one labelled row per property. */
export function SpecsTable({ rows }: SpecsTableProps) {
  return (
    <Table>
      {rows.map((row) => (
        <Row key={row.label}>
          <Label>{row.label}</Label>
          <Value>{row.value}</Value>
        </Row>
      ))}
    </Table>
  );
}
