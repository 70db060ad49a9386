import { graphql, useStaticQuery } from "gatsby";

/** Every published case (content/projects), in their order: the cards of the Projects block. */
export function useProjects() {
  const data = useStaticQuery<Queries.AllProjectsQuery>(graphql`
    query AllProjects {
      allProject(sort: { order: ASC }) {
        nodes {
          ...EntryCard
          category
        }
      }
    }
  `);
  return data.allProject.nodes;
}
