// Series occurrences are made for 12 months ahead (packages/api events/series-horizon.ts); this keeps
// that true as time passes: once when the server is ready, then daily. A database that cannot be
// reached at that moment is logged and tried again at the next turn, never fatal.
import { Changes, extendHorizons, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { runPeriodically } from "../maintenance/periodic.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeriesHorizonOptions {
  db: Database;
  cache: ReadCache;
  zone: string;
  now: () => Date;
}

export function seriesHorizonPlugin(app: FastifyInstance, options: SeriesHorizonOptions) {
  runPeriodically(app, {
    everyMs: DAY_MS,
    // Ready means the calendar reaches its 12 months.
    firstPassBeforeReady: true,
    failure: "event series not extended; trying again tomorrow",
    run: async () => {
      // The occurrences it makes are events: dropped from the read cache once made, as a write's are.
      const changes = new Changes();
      await extendHorizons(options.db.prisma, options.zone, options.now(), changes);
      await changes.flush(options.cache);
    },
  });
}
