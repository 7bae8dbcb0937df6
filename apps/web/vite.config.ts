import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The chunks whose imports are fetched when they load rather than listed in every page's first
 * script: the dashboard's and the member account's (their layouts included: reached a step later,
 * after a sign-in), and the pages a mail links to (the registrant's own page, the subscriber's
 * confirmation and preferences), which open as a first visit, whose chunks the server links.
 */
const fetchesOwnImports = /^((admin|account)([._-]|$)|(registrations|newsletter)\.)/;

// Two builds from one config: the browser's (dist/client, entry-client.tsx) and the server's
// (dist/server, entry-server.tsx), which renders the same routes into each page's first response.
export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must run before React's: it splits every route into its own chunk, so a
  // public page never downloads the admin dashboard.
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's page and its not-found view in one chunk: a page that shows the view itself (an
      // event id that names nothing) shares it with the route's notFoundComponent, and the router
      // puts what two split groups share beside the route's definition, in the first script.
      codeSplittingOptions: { defaultBehavior: [["component", "notFoundComponent"], ["errorComponent"]] },
    }),
    react(),
  ],
  // @tanstack/react-store reads its store through the shim of useSyncExternalStore for React 17,
  // whose fallback code (~0.2 KB gzip in every page's first script) React 19 never runs: the
  // package's own entry for React 18+ calls React's hook directly.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector",
      },
    ],
  },
  // The workspace packages are TypeScript sources: compile them into the server bundle.
  ssr: { noExternal: [/^@chamber\//] },
  build: isSsrBuild
    ? { outDir: "dist/server", sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        sourcemap: false,
        // dist/client/.vite/manifest.json maps each source module to its chunks: the server reads
        // it to link each rendered route's CSS and chunks (src/ssr/route-manifest.ts), and
        // bench/bundle-size.ts to count what the home page downloads.
        manifest: true,
        rollupOptions: {
          input: "src/entry-client.tsx",
          // @trpc/client's index re-exports its WebSocket link, whose module sets a static counter
          // on a class at load: a statement the bundler must keep, and with it the whole WebSocket
          // client (~0.9 KB gzip in the entry). The site opens no WebSocket, so nothing there is needed.
          treeshake: { moduleSideEffects: [{ test: /@trpc\/client\/dist\/wsLink-\w+\.mjs$/, sideEffects: false }] },
          // Everything the entry imports statically in the entry's one chunk. Without the group,
          // Rolldown gives each module the entry shares with a route its own chunk (ten of them,
          // some of 200 bytes), and every page pays each chunk's imports and exports: ~4 KB gzip.
          // A route that shares such a module imports it from the entry, which is already loaded.
          // The home page's sections in one chunk too: the admin's preview draws them as well, and
          // without the group each would be a chunk of its own shared with it (~0.4 KB gzip more for
          // the home page). Only those modules: what they import stays where it was, so a page that
          // uses a button or a card does not load the home page's sections with it.
          // The other groups join modules that the same public pages load (read off the manifest):
          // each on its own was a chunk of a few hundred bytes, whose imports and exports cost about
          // 90 bytes gzip of glue per chunk and page, and no page loads a module it did not before.
          output: {
            // A public chunk is named by its hash alone: the entry lists every chunk's file in its
            // preload map and import() calls, and each chunk names what it imports, so shorter names
            // weigh less on every page. The chunks that fetch their own imports keep their names,
            // which modulePreload below reads.
            chunkFileNames: (chunk) =>
              fetchesOwnImports.test(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js",
            // A public chunk's stylesheet too: the entry lists it with the chunk (~0.2 KB gzip in all).
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith(".css") && !fetchesOwnImports.test(name))
                ? "assets/[hash][extname]"
                : "assets/[name]-[hash][extname]",
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: "entry-client", tags: ["$initial"] },
                { name: "home", test: /[\\/]src[\\/]components[\\/]home[\\/](?!home-limits)/ },
                // The list pages' grid and links: the home page, /events, /directory, /jobs, /deals.
                {
                  name: "card-grid",
                  test: /[\\/]components[\\/](ui[\\/]CardGrid|links[\\/](AnchorLink|RouterLinks))\.tsx$/,
                },
                // A photo and its addresses: the pages that show listings', events' or articles' photos.
                {
                  name: "photo",
                  test: /[\\/](components[\\/]ui[\\/]Photo\.tsx|core[\\/]src[\\/]images[\\/]image-url\.ts)$/,
                },
                // An event's badges and times: the home page, /events, /events/$id, /directory/$slug.
                {
                  name: "event-badges",
                  test: /[\\/](components[\\/](events[\\/]EventBadges|ui[\\/]FeaturedBadge)\.tsx|core[\\/]src[\\/](listings[\\/]visibility|events[\\/]event-time)\.ts|icons[\\/]IconCalendarEvent\.mjs)$/,
                },
                // A business's card details: the home page, /directory, /directory/$slug.
                {
                  name: "business-details",
                  test: /[\\/](components[\\/]directory[\\/]business-group-style\.ts|core[\\/]src[\\/]reach[\\/]reach-days\.ts|icons[\\/]IconExternalLink\.mjs)$/,
                },
              ],
            },
          },
        },
        // The entry lists, for each route's chunk, the files to preload with it: one name per chunk
        // in its map (~25 bytes gzip each), so a move in the page fetches a route's chunks at once.
        modulePreload: {
          resolveDependencies: (filename, dependencies) =>
            fetchesOwnImports.test(filename.replace(/^assets\//, "")) ? [] : dependencies,
        },
        chunkSizeWarningLimit: 600,
      },
}));
