// Paths from the top of the checkout, found by walking up: the benches run from bench/dist.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
  }
  throw new Error("pnpm-workspace.yaml not found above the bench");
})();

export const webDist = join(repoRoot, "apps", "web", "dist");
export const serverMain = join(repoRoot, "apps", "server", "dist", "main.js");
