import { startThrowawayPostgres, type ThrowawayPostgres } from "../server/test/postgres";

declare global {
  // eslint-disable-next-line no-var
  var __THROWAWAY_POSTGRES__: ThrowawayPostgres | undefined;
}

/** The server tests run every lead-store test against PostgreSQL too: one throwaway cluster per run. */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return; // given from outside (an existing test cluster)
  const cluster = await startThrowawayPostgres();
  globalThis.__THROWAWAY_POSTGRES__ = cluster;
  process.env.TEST_DATABASE_URL = cluster.url;
}
