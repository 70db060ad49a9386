import { DEFAULT_SITE_URL } from "../../src/lib/routes";

/** Build-time settings read from the environment once (see README, "Configuration"). */
export const SITE_URL = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
