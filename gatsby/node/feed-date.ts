import crypto from "node:crypto";
import fs from "node:fs";

const LAST_BUILD_DATE = /<lastBuildDate>[^<]*<\/lastBuildDate>/;

/**
 * The feed's <lastBuildDate> is «the last time the content of the channel changed» (RSS 2.0), but
 * gatsby-plugin-feed writes the build's time: every publish changed rss.xml (0.4 MB, compressed again
 * and copied into each release) and told feed readers of a change that was not there. This puts back
 * the date of the last build whose feed said the same; `stateFile` (in Gatsby's .cache/) remembers it.
 * Returns whether the feed was given the earlier date.
 */
export async function keepFeedDateWhileUnchanged(feedFile: string, stateFile: string): Promise<boolean> {
  let feed: string;
  try {
    feed = await fs.promises.readFile(feedFile, "utf8");
  } catch {
    return false; // no feed built
  }
  const date = LAST_BUILD_DATE.exec(feed)?.[0];
  if (!date) return false;
  const content = crypto.createHash("sha1").update(feed.replace(LAST_BUILD_DATE, "")).digest("hex");
  let previous: { content?: string; date?: string } = {};
  try {
    previous = JSON.parse(await fs.promises.readFile(stateFile, "utf8")) as typeof previous;
  } catch {
    // first build, or after `gatsby clean`
  }
  if (previous.content === content && previous.date && LAST_BUILD_DATE.test(previous.date)) {
    if (previous.date !== date) await fs.promises.writeFile(feedFile, feed.replace(LAST_BUILD_DATE, previous.date));
    return true;
  }
  await fs.promises.writeFile(stateFile, JSON.stringify({ content, date }));
  return false;
}
