import React, { useEffect, useRef, useState } from "react";
import { PROJECTS_LISTING_PATH, projectsBlockView } from "../../../lib/projects-block";
import { Container } from "../../ui/Container";
import { Reveal } from "../../ui/Reveal";
import { InfoCard, type InfoCardProps } from "./InfoCard";
import { ProjectCard, type ProjectCardProps } from "./ProjectCard";
import { Band, Cards, Grid, Fade, Actions, More } from "./styled";

export interface ProjectsBlockProps {
  /** Route of the page: decides the current case and whether the block starts expanded. */
  path: string;
  projects: readonly ProjectCardProps[];
  infoCard: Omit<InfoCardProps, "titleId" | "showLink">;
}

const TITLE_ID = "projects-title";
const LIST_ID = "projects-list";

/**
 * SPEC §2 Projects block: the 'Готовые проекты' info card over the cases, less the current one. Collapsed to about two rows at first ('Показать больше'), then a link to
 * the listing; expanded and without a button on the listing itself.
 */
export function ProjectsBlock({ path, projects, infoCard }: ProjectsBlockProps) {
  const view = projectsBlockView(projects, path);
  const [opened, setOpened] = useState(false);
  // The expand button needs JavaScript; the server's HTML links to the listing in its place.
  const [scripted, setScripted] = useState(false);
  const toListing = useRef<HTMLAnchorElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  /** The first card the collapsed block kept under its fade: the first one «Показать больше» reveals. */
  const firstShown = useRef(-1);
  const expanded = view.expanded || opened;

  useEffect(() => setScripted(true), []);
  // The button is gone: the focus goes to the first card it revealed, which stands where the fade was,
  // and the page stays where it is. Focusing the link below all the cards scrolled her past them.
  useEffect(() => {
    if (!opened) return;
    const card = grid.current?.children[firstShown.current];
    const target = card?.querySelector<HTMLElement>("a, button") ?? toListing.current;
    target?.focus({ preventScroll: true });
  }, [opened]);

  const open = () => {
    const cards = Array.from(grid.current?.children ?? []);
    firstShown.current = cards.findIndex((card) => getComputedStyle(card).pointerEvents === "none");
    setOpened(true);
  };

  return (
    <Reveal>
      <Band id="projects" aria-labelledby={TITLE_ID}>
        <Container>
          <InfoCard {...infoCard} titleId={TITLE_ID} showLink={!view.expanded} />
          <Cards>
            <Grid as="ul" ref={grid} id={LIST_ID} $collapsed={!expanded}>
              {view.projects.map((project) => (
                <ProjectCard key={project.link ?? project.title} {...project} />
              ))}
            </Grid>
            {!expanded && <Fade />}
          </Cards>
          {!view.expanded && (
            <Actions>
              {opened ? (
                <More ref={toListing} href={PROJECTS_LISTING_PATH} target="_blank" rel="noopener noreferrer" $variant="secondary">
                  Ко всем проектам
                </More>
              ) : scripted ? (
                <More as="button" type="button" aria-expanded="false" aria-controls={LIST_ID} onClick={open} $variant="secondary">
                  Показать больше
                </More>
              ) : (
                <More href={PROJECTS_LISTING_PATH} $variant="secondary">
                  Показать больше
                </More>
              )}
            </Actions>
          )}
        </Container>
      </Band>
    </Reveal>
  );
}
