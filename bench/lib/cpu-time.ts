// CPU time of the server and of its embedded PostgreSQL, from /proc, so a bench can say what one
// request costs each of them: a figure that, unlike latency on two shared cores, does not move
// much with what else the machine runs. Linux only.
import { readFileSync } from "node:fs";
import { processTree } from "./pss.ts";

/** /proc reports CPU time in clock ticks: USER_HZ, 100 on every Linux userland. */
const MS_PER_TICK = 10;

function cpuMillisOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command name: state is field 0 here, utime 11, stime 12.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0; // gone meanwhile
  }
}

export interface CpuSplit {
  /** The server's own process (Node). */
  server: number;
  /** Every process below it: the embedded PostgreSQL and its backends. */
  database: number;
}

/** CPU milliseconds used so far by `root` and by its descendants. */
function cpuSplit(root: number): CpuSplit {
  const [own, ...below] = processTree(root);
  return {
    server: own === undefined ? 0 : cpuMillisOf(own),
    database: below.reduce((sum, pid) => sum + cpuMillisOf(pid), 0),
  };
}

/**
 * The CPU `run` costs the server and its database, per request. Backends that exit during the run
 * are not counted: the server's pool keeps its connections.
 */
export async function cpuPerRequest<T extends { requests: number }>(
  root: number,
  run: () => Promise<T>,
): Promise<{ result: T; perRequest: CpuSplit }> {
  const before = cpuSplit(root);
  const result = await run();
  const after = cpuSplit(root);
  const per = (value: number) => (result.requests > 0 ? value / result.requests : Number.NaN);
  return {
    result,
    perRequest: { server: per(after.server - before.server), database: per(after.database - before.database) },
  };
}
