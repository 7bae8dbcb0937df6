// A writer loop for the durability proof: several concurrent clients subscribe unique addresses to
// the newsletter, each from its own client address (X-Forwarded-For, believed from loopback when
// the server runs with TRUST_PROXY=127.0.0.1, so the rate limit does not stop the loop), and
// remember every address the server acknowledged.
export interface WriterLoop {
  /** Emails whose POST was answered 2xx. */
  acknowledged: Set<string>;
  /** Requests sent, answered non-2xx, or failed on the wire (expected once the server dies). */
  stats: { sent: number; refused: number; failed: number };
  /** Stops the loop and waits for the requests in flight to settle. */
  stop(): Promise<void>;
}

export function startWriterLoop(url: string, options: { concurrency?: number; tag?: string } = {}): WriterLoop {
  const acknowledged = new Set<string>();
  const stats = { sent: 0, refused: 0, failed: 0 };
  let running = true;
  let n = 0;
  const tag = options.tag ?? Math.random().toString(36).slice(2, 8);

  const worker = async () => {
    while (running) {
      const i = n++;
      const email = `durable-${tag}-${i}@example.com`;
      stats.sent++;
      try {
        const response = await fetch(`${url}/api/newsletter`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({ email }),
          signal: AbortSignal.timeout(5000),
        });
        await response.arrayBuffer();
        if (response.status >= 200 && response.status < 300) acknowledged.add(email);
        else stats.refused++;
      } catch {
        stats.failed++;
        // The server is gone (killed): stop this worker rather than spin.
        if (!running) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const workers = Array.from({ length: options.concurrency ?? 8 }, worker);
  return {
    acknowledged,
    stats,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}
