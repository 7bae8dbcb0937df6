// A page's Content-Security-Policy: the site's (http/security.ts), with this response's nonce
// added to script-src so the router's inline scripts (the dehydrated data the browser hydrates
// from) run and nothing else inline does.
import { securityHeaders } from "../http/security.ts";

const basePolicy = securityHeaders["content-security-policy"] ?? "";

export function pageSecurityHeaders(nonce: string): Record<string, string> {
  const policy = basePolicy.replace(
    /script-src ([^;]*)/,
    (_whole, sources: string) => `script-src ${sources} 'nonce-${nonce}'`,
  );
  return { "content-security-policy": policy };
}
