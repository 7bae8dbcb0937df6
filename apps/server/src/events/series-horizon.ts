// Series occurrences are made for 12 months ahead (packages/api event-series-sync.ts); this keeps
// that true as time passes: once when the server is ready, then daily. A database that cannot be
// reached at that moment is logged and tried again at the next turn, never fatal.
import { cachePrefix, extendHorizons, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeriesHorizonOptions {
  db: Database;
  cache: ReadCache;
  zone: string;
  now: () => Date;
}

export function seriesHorizonPlugin(app: FastifyInstance, options: SeriesHorizonOptions) {
  const extend = async () => {
    try {
      const extended = await extendHorizons(options.db.prisma, options.zone, options.now());
      if (extended > 0) await options.cache.invalidate(cachePrefix.events);
    } catch (error) {
      app.log.warn({ err: error }, "event series not extended; trying again tomorrow");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await extend();
    timer = setInterval(() => void extend(), DAY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
