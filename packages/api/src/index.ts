export type { Admin } from "./auth/authenticate.ts";
export { type AdminBootstrap, DEFAULT_ADMIN_EMAIL, ensureAdmin } from "./auth/bootstrap.ts";
export { hashPassword } from "./auth/passwords.ts";
export { API_TOKEN_PREFIX, hashToken, newToken } from "./auth/tokens.ts";
export { bearerToken, type Context, type ContextOptions, contextFactory, createInnerContext } from "./context.ts";
export { openApiDocument } from "./openapi.ts";
export { noopCache, type ReadCache } from "./read-cache.ts";
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from "./root.ts";
