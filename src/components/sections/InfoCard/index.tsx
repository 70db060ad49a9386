import React from "react";
import { Link } from "gatsby";
import { useSiteSettings } from "../../../hooks/use-site-settings";
import { Container } from "../../ui/Container";
import { Card, Figure, FigureValue, FigureLabel, Body, Title, Text, More } from "./styled";

export interface InfoCardProps {
  title: string;
  text: string;
  linkText: string;
  link: string;
}

/** SPEC §2 info card 'Готовые проекты': the delivered-projects claim with its figure. */
export function InfoCard({ title, text, linkText, link }: InfoCardProps) {
  const site = useSiteSettings();
  return (
    <Container as="section" aria-labelledby="info-card-title">
      <Card>
        <Figure>
          <FigureValue>{site.projectsDelivered}</FigureValue>
          <FigureLabel>AI-проекта с {site.foundedYear} года</FigureLabel>
        </Figure>
        <Body>
          <Title id="info-card-title">{title}</Title>
          <Text>{text}</Text>
          <More as={Link} to={link}>
            {linkText}
          </More>
        </Body>
      </Card>
    </Container>
  );
}
