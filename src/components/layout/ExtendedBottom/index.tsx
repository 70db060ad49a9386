import React from "react";
import { ProjectsBlock } from "../../sections/ProjectsBlock";
import { projectCardFromEntry } from "../../sections/ProjectsBlock/ProjectCard";
import { MessengerContact } from "../../sections/MessengerContact";
import { SystemsShowcase } from "../../sections/SystemsShowcase";
import { useProjects } from "../../../hooks/use-projects";
import type { useSiteLayout } from "../../../hooks/use-site-layout";

export interface ExtendedBottomProps {
  /** Route of the page: the Projects block leaves out its case and opens fully on the listing. */
  path: string;
  blocks: ReturnType<typeof useSiteLayout>;
}

/** What the extended-bottom layout adds before the footer (SPEC §2): projects with the info card, systems, messenger section. */
export function ExtendedBottom({ path, blocks }: ExtendedBottomProps) {
  const projects = useProjects();
  return (
    <>
      <ProjectsBlock path={path} projects={projects.map(projectCardFromEntry)} infoCard={blocks.infoCard} />
      <SystemsShowcase {...blocks.systems} />
      <MessengerContact {...blocks.messenger} />
    </>
  );
}
