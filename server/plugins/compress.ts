import fp from "fastify-plugin";
import compress from "@fastify/compress";
import { constants } from "node:zlib";

/** Brotli or gzip for text responses over 1 KB; brotli at a level that costs little CPU per request. */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: "compression" },
);
