// What every browser-test file starts before its tests and closes after them: the built server
// (on its own copy of the seeded database) and one Chromium, started side by side.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type SmtpPeer, startSmtpPeer } from "../../apps/server/test/mail/smtp-peer.ts";
import { launchChromium } from "./chromium.ts";
import { type RunningServer, startServer } from "./server.ts";

type ServerEnv = Record<string, string>;

export interface SiteAndBrowser {
  /** Readable in hooks and tests once the file's beforeAll has run; reading it sooner throws. */
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the file's beforeAll and afterAll for both. Call it before the file's own hooks: vitest
 * runs beforeAll hooks in the order they were registered and afterAll hooks in reverse, so the
 * file's own setup finds both running and its teardown (an admin's context) runs before the browser
 * closes. The hooks have vitest.config.ts's hookTimeout. `env` is added to the server's
 * environment; as a function it is read when the server starts, for a value known only then (a
 * mail peer's address).
 */
export function useSiteAndBrowser(env: ServerEnv | (() => ServerEnv) = {}): SiteAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Settled, not Promise.all: when one fails to start, the other is still kept, and closed below.
    const [started, launched] = await Promise.allSettled([
      startServer(typeof env === "function" ? env() : env),
      launchChromium(),
    ]);
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    // A server that ended before the file did explains the file's failures: say so, with its log.
    const exited = server?.process.exitCode ?? server?.process.signalCode;
    if (server && exited !== null && exited !== undefined) {
      console.error(`the file's server ended early (${exited}):\n${server.output()}`);
    }
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the server is read before beforeAll started it");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is read before beforeAll launched it");
      return browser;
    },
  };
}

/**
 * The site and browser with a real SMTP server in process as the site's mail relay (its messages
 * in `mail.arrived`), started before the site and closed after it.
 */
export function useSiteWithMail(env: ServerEnv = {}): SiteAndBrowser & { readonly mail: SmtpPeer } {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });
  const site = useSiteAndBrowser(() => ({
    SMTP_URL: started().url,
    MAIL_FROM: "Ojai Chamber <chamber@ojaichamber.example>",
    ...env,
  }));
  const started = () => {
    if (!peer) throw new Error("the mail peer is read before beforeAll started it");
    return peer;
  };
  return {
    get server() {
      return site.server;
    },
    get browser() {
      return site.browser;
    },
    get mail() {
      return started();
    },
  };
}
