// The admin's calls outside the tRPC client (a CSV download, a CSV upload): a plain fetch cannot
// use the client's token link (lib/trpc.ts), so this takes the same care — a fresh token first and,
// refused as unauthorized, one more try with a new one from the session cookie.
import { authToken } from "#web/lib/auth-token.ts";

/** A call the server refused, with its status (a 401 ends the session: lib/admin/session.ts). */
export class RequestRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "RequestRefused";
    this.status = status;
  }
}

function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return fetch(path, { ...init, headers });
}

/** `fetch(path, init)` with the admin's token; its body must be one that can be sent twice (FormData, a string). */
export async function fetchWithToken(path: string, init: RequestInit = {}): Promise<Response> {
  await authToken.ensureFresh();
  const sentWith = authToken.get();
  const response = await send(path, init, sentWith);
  if (response.status !== 401 || !sentWith) return response;
  const renewed = await authToken.refresh();
  return renewed ? send(path, init, renewed) : response;
}
