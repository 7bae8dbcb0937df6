import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  // The router plugin must run before React's: it splits every route into its own chunk, so the
  // home page never downloads the admin dashboard.
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/trpc": "http://localhost:3000",
      "/feeds": "http://localhost:3000",
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    // dist/.vite/manifest.json maps each source module to its chunks; bench/bundle-size.ts reads
    // it to add the home route's own chunk to the initial JavaScript and to prove admin code is
    // not part of it.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
