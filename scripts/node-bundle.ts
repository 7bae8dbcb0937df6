// The Vite build of Chamber's Node programs (the server, its CLIs, the benches): each entry becomes
// one plain ES module in dist/ that Node 20.19+ runs as it is. The workspace packages are compiled
// in (they are TypeScript source); everything from node_modules stays an import. The web app's
// build uses the same Vite, so the server-rendering bundle joins this pipeline rather than a
// second one (docs/decisions/008-one-build-for-every-node-program.md).
import type { UserConfig } from "vite";

/** "pg", "@prisma/client/runtime", "node:fs": not a path and not a bundler's virtual module. */
const isBareImport = (id: string) => !/^(\.|\/|\0|[A-Za-z]:)/.test(id);

export function nodeBundleConfig(entries: Record<string, string>): UserConfig {
  return {
    // No public/ copying, no .env loading: this is a program, not a site.
    publicDir: false,
    envDir: false,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: "dist",
      emptyOutDir: true,
      target: "node20",
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input: entries,
        // Every package from node_modules is imported at run time, never inlined: native addons,
        // wasm and Prisma's runtime must stay where they are installed. So the app that owns the
        // bundle lists them all among its dependencies.
        external: (id) => isBareImport(id) && !id.startsWith("@chamber/"),
        output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
      },
    },
    ssr: { target: "node", noExternal: [/^@chamber\//] },
  };
}
