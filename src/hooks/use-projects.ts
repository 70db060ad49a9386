import { graphql } from "gatsby";
import { useSiteData } from "./use-site-data";

/** Every published case (content/projects), in their order: the cards of the Projects block. */
export function useProjects() {
  const data: Queries.AllProjectsFragment = useSiteData();
  return data.allProject.nodes;
}

export const query = graphql`
  fragment AllProjects on Query {
    allProject(sort: { order: ASC }) {
      nodes {
        ...EntryCard
        category
      }
    }
  }
`;
