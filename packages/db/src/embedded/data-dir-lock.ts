// One Chamber process owns a DATA_DIR at a time. The owner's pid sits in DATA_DIR/chamber.pid; a
// file left by a process that died (kill -9, power cut) is stale and taken over.
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirInUseError extends Error {
  readonly ownerPid: number;
  constructor(dataDir: string, ownerPid: number) {
    super(
      `Another Chamber process (pid ${ownerPid}) is using the embedded database in ${dataDir}: stop it first, or give this one its own DATA_DIR.`,
    );
    this.ownerPid = ownerPid;
  }
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The pid of the live process holding `dataDir`, if any (never this process). */
export function dataDirOwner(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, "chamber.pid"), "utf8"), 10);
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes `dataDir` for this process; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, "chamber.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: "wx" });
      return () => {
        try {
          if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = dataDirOwner(dataDir);
      if (owner !== undefined) throw new DataDirInUseError(dataDir, owner);
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take ${path}: another process keeps creating it.`);
}
