/** build/demo/manifest.json, served at DEMO_MANIFEST_URL: where this build's worker and models are. */
export interface DemoManifest {
  /** "/demo/<hash>/": the folder, named by the hash of everything in it. */
  base: string;
  /** The worker's script, in that folder. */
  worker: string;
}

export const DEMO_MANIFEST_URL = "/demo/manifest.json";
