import React from "react";
import { ButtonLink } from "../../ui/ButtonLink";
import { Screen, Code, Title, Text } from "./styled";

/** SPEC §2: the not-found screen with its exact texts and the way back home. */
export function NotFound() {
  return (
    <Screen>
      <Code aria-hidden="true">404</Code>
      <Title>Страница не найдена</Title>
      <Text>Похоже, страница, которую вы искали, больше не существует.</Text>
      <ButtonLink to="/">Вернуться на главную</ButtonLink>
    </Screen>
  );
}
