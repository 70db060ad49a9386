/**
 * Bundles the editors' app (src/cms/admin.tsx: Decap CMS, its configuration from the content schemas,
 * the publishing bar) and the sign-in page's script (src/cms/sign-in.ts) into build/admin/, with
 * content hashes in the file names, and writes build/admin/manifest.json for the server's /admin pages.
 * Nothing of it goes into public/: visitor pages never load or link it. `npm run build:admin` (part of
 * `npm run build`).
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { precompress } from "../gatsby/node/precompress";
import { decapPatches } from "./decap-patches";

const ROOT = path.resolve(__dirname, "..");
export const ADMIN_DIR = path.join(ROOT, "build/admin");

export interface AdminManifest {
  script: string;
  style: string;
  /** The sign-in page's script (src/cms/sign-in.ts). */
  signIn: string;
}

async function main() {
  const started = Date.now();
  fs.rmSync(ADMIN_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: { cms: path.join(ROOT, "src/cms/admin.tsx"), "sign-in": path.join(ROOT, "src/cms/sign-in.ts") },
    bundle: true,
    minify: true,
    format: "iife",
    target: ["chrome100", "firefox100", "safari15"],
    outdir: ADMIN_DIR,
    entryNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"', global: "window" },
    // The site's components are previewed without Gatsby's runtime (see the shim).
    alias: { gatsby: path.join(ROOT, "src/cms/gatsby-shim.tsx") },
    legalComments: "linked",
    // As for the site (gatsby/node/webpack.ts): `BUNDLE_SOURCE_MAPS=1` keeps them, through Decap's own, to
    // see in a profile which package a slow function is from.
    sourcemap: process.env.BUNDLE_SOURCE_MAPS ? "linked" : false,
    plugins: [decapPatches],
    metafile: true,
    logLevel: "warning",
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.relative(ADMIN_DIR, path.resolve(ROOT, file)));
  const script = outputs.find((file) => file.startsWith("cms-") && file.endsWith(".js"));
  const style = outputs.find((file) => file.startsWith("cms-") && file.endsWith(".css"));
  const signIn = outputs.find((file) => file.startsWith("sign-in-") && file.endsWith(".js"));
  if (!script || !style || !signIn) throw new Error(`esbuild wrote no script, style sheet or sign-in script: ${outputs.join(", ")}`);
  const manifest: AdminManifest = { script, style, signIn };
  fs.writeFileSync(path.join(ADMIN_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // .br and .gz copies, sent as they are: 5 MB of script is not compressed again on every request.
  await precompress(ADMIN_DIR, path.join(ROOT, ".cache/admin-precompress-digests.json"));
  const size = (file: string) => `${(fs.statSync(path.join(ADMIN_DIR, file)).size / 1e6).toFixed(2)} MB`;
  console.log(`Admin app: ${script} (${size(script)}, brotli ${size(`${script}.br`)}), ${style} (${size(style)}), ${signIn} (${size(signIn)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
