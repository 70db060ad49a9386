/**
 * Preloaded (`node --require`) by the publisher's Gatsby build, scripts/publish.ts. Before every build
 * Gatsby parses with Babel each source file that might hold a GraphQL query (src/, and the files of
 * plugins that depend on Gatsby): 145 files, 1.7 s of each publish, though only 30 of them have a query.
 * Gatsby keeps what it found in memory only, so each build starts again. This remembers, on disk and by
 * content, which files were found to hold nothing for Gatsby — no query, no slice, not a page component
 * — and answers for them without parsing. A file whose text changes is parsed again; so is every file
 * after a Gatsby upgrade, and the list is gone with `gatsby clean`.
 */
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const { isGatsbyBuild, requireFromSite } = require("./build-process");

/** Where the list lives, relative to the site's root (the build's working directory). */
const LIST = path.join(".cache", "caches", "query-extraction", "nothing-to-extract.json");

/**
 * Wraps Gatsby's FileParser (the class its query compiler instantiates for every build) of the site at
 * `root`; returns a function that restores it.
 */
function install(root, listFile = path.join(root, LIST)) {
  const gatsby = requireFromSite(root);
  const gatsbyVersion = gatsby("gatsby/package.json").version;
  const FileParser = gatsby("gatsby/dist/query/file-parser").default;
  const { store } = gatsby("gatsby/dist/redux");
  const { getPathToLayoutComponent } = gatsby("gatsby-core-utils");

  let known = new Set();
  try {
    const saved = JSON.parse(fs.readFileSync(listFile, "utf8"));
    if (saved.gatsby === gatsbyVersion && Array.isArray(saved.keys)) known = new Set(saved.keys);
  } catch {
    // no list yet, or an unreadable one: every file is parsed, and the list written anew
  }
  const seen = new Set();

  const keyOf = (file, text) => crypto.createHash("sha1").update(file).update("\0").update(text).digest("hex");
  const isComponent = (file) => {
    const components = store.getState().components;
    return components.has(file) || components.has(file.replace(/\\/g, "/"));
  };

  const parseFile = FileParser.prototype.parseFile;
  FileParser.prototype.parseFile = async function parseFileUnlessKnownEmpty(file, addError) {
    let text;
    try {
      text = await fs.promises.readFile(getPathToLayoutComponent(file), "utf8");
    } catch {
      return parseFile.call(this, file, addError); // Gatsby reports the unreadable file its own way
    }
    const key = keyOf(file, text);
    if (isComponent(file)) return parseFile.call(this, file, addError);
    if (known.has(key)) {
      seen.add(key);
      return { astDefinitions: [], pageSlices: null };
    }
    // Gatsby's own parse reads the file again: 145 small reads, not worth copying its code for.
    const result = await parseFile.call(this, file, addError);
    if (result && result.astDefinitions.length === 0 && result.pageSlices == null) seen.add(key);
    return result;
  };

  const parseFiles = FileParser.prototype.parseFiles;
  FileParser.prototype.parseFiles = async function parseFilesAndRemember(files, addError) {
    const documents = await parseFiles.call(this, files, addError);
    // Only what this build saw, so the list never grows with files long gone or changed.
    const temporary = `${listFile}.${process.pid}`;
    fs.mkdirSync(path.dirname(listFile), { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify({ gatsby: gatsbyVersion, keys: [...seen].sort() }));
    fs.renameSync(temporary, listFile);
    return documents;
  };

  return () => {
    FileParser.prototype.parseFile = parseFile;
    FileParser.prototype.parseFiles = parseFiles;
  };
}

if (isGatsbyBuild()) install(process.cwd());

module.exports = { install, LIST };
