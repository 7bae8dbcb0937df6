// JSON bodies as integrators actually send them. Many HTTP clients put
// `Content-Type: application/json` on every call, body or not; Fastify refuses an empty body with
// that header, so an empty body is read as no body. A body-less POST without any content type
// (POST /api/auth/logout from curl) is treated the same way. Fastify's own parser, which guards
// against prototype poisoning, handles everything else.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook("onRequest", async (request) => {
    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody && !request.headers["content-type"] && ["POST", "PUT", "PATCH"].includes(request.method)) {
      request.headers["content-type"] = "application/json";
    }
  });
});
