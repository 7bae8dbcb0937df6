// Proportional set size (PSS) of a process and all its descendants, from /proc: what the app and
// its embedded database cost together, shared pages (PostgreSQL's shared memory, libraries)
// counted once across the processes that share them. Linux only.
import { readdirSync, readFileSync } from "node:fs";

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The pid and every process below it. */
export function processTree(root: number): number[] {
  const children = childrenOf();
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** PSS in bytes of one process (0 once it has exited). */
function pssOf(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+) kB/m);
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Summed PSS in bytes over the process tree under `root`. */
export function treePss(root: number): number {
  return processTree(root).reduce((total, pid) => total + pssOf(pid), 0);
}

export interface ProcessPss {
  pid: number;
  /** Its command line as the process shows it (PostgreSQL writes each process's role there). */
  command: string;
  pss: number;
}

/** Each process of the tree under `root` with its PSS, largest first: where the memory goes. */
export function treeBreakdown(root: number): ProcessPss[] {
  const rows = processTree(root).map((pid) => {
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    } catch {
      // exited meanwhile
    }
    return { pid, command, pss: pssOf(pid) };
  });
  return rows.filter((row) => row.pss > 0).sort((a, b) => b.pss - a.pss);
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
