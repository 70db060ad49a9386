/** Build-time settings read from the environment once (see README, "Configuration"). */
export const SITE_URL = (process.env.SITE_URL || "https://videumlab.ru").replace(/\/+$/, "");
