// Prints the file name prebuild-install would download better-sqlite3's binary as, for the Node that
// runs this script (version, ABI, platform, architecture): scripts/ensure-deps.sh keeps the machine's
// compiled binary under it, scripts/with-node.sh the one compiled for another Node line.
const path = require("path");
const dir = path.join(__dirname, "..", "node_modules", "better-sqlite3");
const from = (id) => require(require.resolve(id, { paths: [dir] }));
const pkg = require(path.join(dir, "package.json"));
const opts = { ...from("prebuild-install/rc")(pkg), pkg };
console.log(path.basename(from("prebuild-install/util").getDownloadUrl(opts)));
