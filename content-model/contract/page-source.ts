/**
 * The key under which the build records, in the context of each page rendered from one content entry,
 * the digest of that entry's file (gatsby/node/source-digest.ts); the publish reads it back from the
 * page's page-data.json to check that the page was built from the file as it is (server/publish/verify-build.ts).
 */
export const SOURCE_DIGEST_KEY = "sourceDigest";
