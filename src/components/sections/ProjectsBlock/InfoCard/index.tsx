import React from "react";
import { Link } from "gatsby";
import { useSiteSettings } from "../../../../hooks/use-site-settings";
import { projectsNoun } from "../../../../lib/projects-block";
import { Card, Figure, FigureValue, FigureLabel, Body, Title, Text, More } from "./styled";

export interface InfoCardProps {
  /** Id of the heading, which names the whole Projects block. */
  titleId: string;
  title: string;
  text: string;
  linkText: string;
  link: string;
  /** Off on the page the link leads to. */
  showLink: boolean;
}

/** SPEC §2 info card 'Готовые проекты': the delivered-projects claim, its figures from the site settings. */
export function InfoCard({ titleId, title, text, linkText, link, showLink }: InfoCardProps) {
  const site = useSiteSettings();
  return (
    <Card>
      <Figure>
        <FigureValue>{site.projectsDelivered}</FigureValue>
        <FigureLabel>
          {projectsNoun(site.projectsDelivered)} с {site.foundedYear} года
        </FigureLabel>
      </Figure>
      <Body>
        <Title id={titleId}>{title}</Title>
        <Text>{text}</Text>
        {showLink && (
          <More as={Link} to={link}>
            {linkText}
          </More>
        )}
      </Body>
    </Card>
  );
}
