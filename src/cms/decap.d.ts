/**
 * The part of Decap CMS's API the admin uses. decap-cms-app's own typings point at decap-cms-core, which
 * npm resolves to a release built for React 19; the admin bundles the package's prebuilt 3.6.4 file
 * (React 18 as a peer) instead, so these declarations describe that file.
 */
declare module "decap-cms-app/dist/decap-cms-app.js" {
  import type { ComponentType } from "react";

  export interface PreviewTemplateProps {
    entry: { getIn(path: string[]): unknown; get(key: string): unknown; toJS(): unknown };
    /** Resolves an image path stored in the entry to a URL the preview can show (blob: for new uploads). */
    getAsset(path: string): { toString(): string } | string;
    document: Document;
    window: Window;
  }

  export interface CmsEventListener {
    name: "prePublish" | "postPublish" | "preUnpublish" | "postUnpublish" | "preSave" | "postSave";
    handler: (event: { entry: unknown; author: unknown }) => unknown;
  }

  /** What Decap keeps for a registered backend: `init` makes the backend object. */
  export interface DecapBackendFactory {
    init(...args: unknown[]): { logout(): unknown; [method: string]: unknown };
  }

  /** A registered widget: its form control, its preview and its config schema. */
  export interface DecapWidget {
    control: ComponentType<Record<string, unknown>>;
    preview?: ComponentType<Record<string, unknown>>;
    schema?: object;
  }

  export interface DecapCms {
    getWidget(name: string): DecapWidget | undefined;
    registerWidget(name: string, control: ComponentType<Record<string, unknown>>, preview?: ComponentType<Record<string, unknown>>, schema?: object): void;
    getBackend(name: string): DecapBackendFactory | undefined;
    registerBackend(name: string, backend: new (...args: unknown[]) => object): void;
    init(options: { config: object }): void;
    registerLocale(name: string, phrases: object): void;
    registerPreviewTemplate(collection: string, component: ComponentType<PreviewTemplateProps>): void;
    registerPreviewStyle(href: string, options?: { raw?: boolean }): void;
    registerEventListener(listener: CmsEventListener): void;
  }

  export const DecapCmsApp: DecapCms;
  const CMS: DecapCms;
  export default CMS;
}

declare module "decap-cms-locales/dist/esm/ru/index.js" {
  const ru: object;
  export default ru;
}
