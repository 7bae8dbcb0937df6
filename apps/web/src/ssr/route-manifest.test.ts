import { describe, expect, it } from "vitest";
import { afterFirstPaint, routeIdOfFile, routerManifest, type ViteManifest } from "./route-manifest.ts";

describe("routeIdOfFile", () => {
  it.each([
    ["src/routes/__root.tsx", "__root__"],
    ["src/routes/index.tsx?tsr-split=component", "/"],
    ["src/routes/events.index.tsx?tsr-split=component", "/events/"],
    ["src/routes/events.$id.tsx?tsr-split=component---notFoundComponent", "/events/$id"],
    ["src/routes/admin_.sign-in.tsx?tsr-split=component", "/admin_/sign-in"],
    ["src/components/ui/CardGrid.tsx", undefined],
  ])("%s is %s", (file, id) => {
    expect(routeIdOfFile(file)).toBe(id);
  });
});

const vite: ViteManifest = {
  "src/entry-client.tsx": {
    file: "assets/entry.js",
    isEntry: true,
    imports: ["_shared.js"],
    css: ["assets/entry.css"],
  },
  "_shared.js": { file: "assets/shared.js", css: ["assets/shared.css"] },
  "_card.js": { file: "assets/card.js", imports: ["_shared.js"], css: ["assets/card.css"] },
  "src/routes/events.$id.tsx?tsr-split=component": { file: "assets/event.js", imports: ["_card.js"] },
  "src/routes/events.$id.tsx?tsr-split=notFoundComponent": { file: "assets/event-missing.js" },
};

describe("routerManifest", () => {
  const manifest = routerManifest(vite);

  it("links the entry's CSS and runs the entry after the first paint", () => {
    expect(manifest.routes.__root__?.css).toEqual(["/assets/shared.css", "/assets/entry.css"]);
    expect(manifest.routes.__root__?.scripts?.[0]?.children).toBe(
      afterFirstPaint(["/assets/shared.js"], "/assets/entry.js"),
    );
  });

  it("gives a route its chunks' CSS and fetches its own chunks, not the entry's, after the first paint", () => {
    const route = manifest.routes["/events/$id"];
    expect(route?.css).toEqual(["/assets/shared.css", "/assets/card.css"]);
    expect(route?.scripts?.[0]?.children).toBe(
      afterFirstPaint(["/assets/card.js", "/assets/event.js", "/assets/event-missing.js"]),
    );
  });

  it("refuses a build without the browser entry", () => {
    expect(() => routerManifest({})).toThrow(/src\/entry-client\.tsx/);
  });
});

describe("afterFirstPaint", () => {
  it("waits for a painted frame before it adds preload links or imports anything", () => {
    const script = afterFirstPaint(["/a.js"], "/entry.js");
    expect(script.startsWith("requestAnimationFrame(()=>setTimeout(")).toBe(true);
    expect(script).toContain('l.rel="modulepreload"');
    expect(script).toContain('import("/entry.js")');
  });
});
