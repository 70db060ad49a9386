import type { FastifyPluginAsync } from "fastify";

/** Liveness for the load balancer and the operator: answers while the process can serve requests. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/healthz",
    {
      schema: {
        response: {
          200: {
            type: "object",
            properties: { status: { type: "string" }, uptime: { type: "number" } },
            required: ["status", "uptime"],
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok", uptime: Math.round(process.uptime()) };
    },
  );
};
