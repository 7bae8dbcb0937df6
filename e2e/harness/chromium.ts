// Debian's Chromium driven by playwright-core (no browser download), as the browser tests and the
// benches that load pages launch it. The flags keep Chromium off the network this machine does not
// have, and let it run as root in CI. Nothing else is imported here, so a bench can use it too.
import { type Browser, chromium } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
