// The OpenAPI side of REST list paging (docs/decisions/033-rest-list-paging.md): every list that
// takes a `cursor` says which headers a paged answer carries.
import type { OpenAPIObject } from "trpc-to-openapi";

const pagingHeaders = {
  "X-Total-Count": {
    description: "With `limit`, `cursor` or `updatedSince`: how many rows the filters match, on every page.",
    schema: { type: "integer" },
  },
  Link: {
    description:
      'With `limit`, `cursor` or `updatedSince`, while a next page exists: `</api/…?…&cursor=…>; rel="next"`, this request with the next page\'s cursor.',
    schema: { type: "string" },
  },
};

type ListOperation = { parameters?: { name?: string }[]; responses?: Record<string, { headers?: object }> };

/** Adds the paging headers to the 200 answer of every GET that takes a `cursor`. */
export function describeListPaging(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths ?? {})) {
    const get = (item as { get?: ListOperation }).get;
    const ok = get?.responses?.["200"];
    if (ok && get.parameters?.some((parameter) => parameter.name === "cursor")) {
      ok.headers = { ...ok.headers, ...pagingHeaders };
    }
  }
  return document;
}
