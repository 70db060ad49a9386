import type { DemoKind } from "./protocol";

/** The module pages that show a demo, by slug (in the module template's code: kept this small). */
export const DEMO_OF_MODULE: Readonly<Record<string, DemoKind>> = { faces: "faces", cars: "objects" };
