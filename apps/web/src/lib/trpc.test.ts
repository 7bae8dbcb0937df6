import type { AppRouter } from "@chamber/api";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authToken, memberToken } from "./auth-token.ts";
import { isMemberCall, sessionTokenLink } from "./trpc.ts";

/** A stand-in for the server: refuses the dead token as the auth middleware does, answers the rest. */
const server: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      // The token the batch of this call carries (createTrpcClient's split).
      const token = (isMemberCall(op.path) ? memberToken : authToken).get();
      setTimeout(() => {
        if (token === "dead-token") {
          observer.error(
            TRPCClientError.from({
              error: { message: "Not signed in", code: -32001, data: { code: "UNAUTHORIZED", httpStatus: 401 } },
            }),
          );
        } else {
          observer.next({ result: { type: "data", data: { token } } });
          observer.complete();
        }
      }, 5);
    });

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("the API client's session token link", () => {
  const refresh = vi.fn<(url: string) => Promise<Response>>();

  beforeEach(() => {
    vi.stubGlobal("window", { sessionStorage: storage(), localStorage: storage() });
    vi.stubGlobal("fetch", refresh);
    refresh.mockReset();
    // Signed in with the password in this browser; the tab's token has since died (a slept laptop).
    authToken.signedIn({ token: "dead-token", expiresAt: inAnHour() });
  });
  afterEach(() => vi.unstubAllGlobals());

  const client = () => createTRPCClient<AppRouter>({ links: [sessionTokenLink, server] });

  it("answers every call refused together with one new token from the session cookie", async () => {
    refresh.mockResolvedValue(Response.json({ token: "new-token", expiresAt: inAnHour() }));
    const api = client();
    const answers = await Promise.all([api.news.list.query({}), api.setting.list.query({}), api.auth.me.query({})]);
    expect(answers).toEqual([{ token: "new-token" }, { token: "new-token" }, { token: "new-token" }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(authToken.get()).toBe("new-token");
  });

  it("passes the refusal on when the cookie has no session left", async () => {
    refresh.mockResolvedValue(Response.json({ message: "Not signed in" }, { status: 401 }));
    const api = client();
    const calls = [api.news.list.query({}), api.setting.list.query({})];
    for (const call of calls) await expect(call).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("sends a member's calls with the member's token, refreshed from the member's cookie", async () => {
    memberToken.signedIn({ token: "dead-token", expiresAt: inAnHour() });
    refresh.mockResolvedValue(Response.json({ token: "member-token", expiresAt: inAnHour() }));
    const api = client();
    await expect(api.account.me.query({})).resolves.toEqual({ token: "member-token" });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh.mock.calls[0]?.[0]).toBe("/api/account/refresh");
    // The staff's token is the staff's own still: a member's sign-in did not replace it.
    expect(authToken.get()).toBe("dead-token");
    memberToken.set(null);
  });

  it("sends a public page's calls as they are: no session loaded, no token asked for", async () => {
    // A fresh module graph without lib/auth-token.ts, as on a page that does not sign in.
    vi.resetModules();
    const publicPage = await import("./trpc.ts");
    const api = createTRPCClient<AppRouter>({ links: [publicPage.sessionTokenLink, server] });
    await expect(api.news.list.query({})).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("does not retry a visitor's call, who holds no token", async () => {
    authToken.set(null);
    await expect(client().news.list.query({})).resolves.toEqual({ token: null });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("which calls are a member's", () => {
  it("counts the account's, a member's own deals and jobs and the deals' pages' reads, not the staff's", () => {
    const members = ["account.me", "accountInquiry.list", "deal.mine", "job.submit", "deal.updateOwn", "deal.byId"];
    for (const path of [...members, "job.extendOwn", "deal.listPage"]) expect(isMemberCall(path), path).toBe(true);
    for (const path of ["job.listPage", "job.byId", "deal.list", "deal.update", "job.approve", "news.list"]) {
      expect(isMemberCall(path), path).toBe(false);
    }
  });
});
