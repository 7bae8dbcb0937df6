import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "./root.ts";

/** The OpenAPI 3 description of every REST path, served at /api/openapi.json. */
export function openApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: "Chamber API",
    version: "1.0.0",
    description:
      "The Ojai Valley Chamber of Commerce data: businesses, events, news, board, pages, settings, contact messages and newsletter subscriptions. Admin operations need `Authorization: Bearer <token>` from POST /api/auth/login or an API token.",
    baseUrl,
    securitySchemes: {
      Authorization: {
        type: "http",
        scheme: "bearer",
        description: "A session token from POST /api/auth/login, or an API token.",
      },
    },
  });
}
