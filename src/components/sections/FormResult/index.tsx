import React from "react";
import { ButtonLink } from "../../ui/ButtonLink";
import { Actions, Screen, Text, Title } from "./styled";

/** The page a form sent without JavaScript leads to: what happened, what next, and the form again if needed. */
export function FormResult({
  title,
  children,
  form,
  actions = [],
}: {
  title: string;
  children: React.ReactNode;
  form?: React.ReactNode;
  actions?: { to: string; label: string }[];
}) {
  return (
    <Screen>
      <Title>{title}</Title>
      <Text>{children}</Text>
      {form}
      {actions.length > 0 && (
        <Actions>
          {actions.map((action) => (
            <ButtonLink key={action.to} to={action.to}>
              {action.label}
            </ButtonLink>
          ))}
        </Actions>
      )}
    </Screen>
  );
}
