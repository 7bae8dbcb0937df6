// The benches, built like every Node program of Chamber (scripts/node-bundle.ts).
import { defineConfig } from "vite";
import { nodeBundleConfig } from "../scripts/node-bundle.ts";

export default defineConfig(
  nodeBundleConfig({
    run: "run.ts",
    load: "load.ts",
    fuzz: "fuzz.ts",
    footprint: "footprint.ts",
    pages: "pages.ts",
    // Forked as a process of its own: the baseline server.
    "plain-server": "lib/plain-server.ts",
    "bundle-size": "bundle-size.ts",
    "admin-list": "admin-list.ts",
    blocking: "blocking.ts",
    search: "search.ts",
    reach: "reach.ts",
    registrations: "registrations.ts",
    // Forked by the load benches as a process of its own.
    cannon: "lib/cannon.ts",
  }),
);
