import { describe, expect, test } from "vitest";
import { injectServerHead } from "../../src/seo/inject-meta.ts";

/** The start of a page as the web app renders it: the route's own head, then </head>. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><title>Ojai Art Walk | Ojai Valley Chamber of Commerce</title><meta name="description" content="Galleries stay open late."/><link rel="canonical" href="https://ojaichamber.example/events/7"/></head><body><div>page</div></body></html>`;

const count = (html: string, needle: string) => html.split(needle).length - 1;

/** The JSON-LD blocks of a page, parsed back. */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

describe("the server's head tags", () => {
  test("come before </head>, leaving the route's own head and the body as they were", () => {
    const html = injectServerHead(page, "America/Los_Angeles", [{ "@type": "Event" }]);
    const tag = '<meta name="site-timezone" content="America/Los_Angeles" />';
    expect(html.indexOf(tag)).toBeGreaterThan(0);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf("application/ld+json")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<title>Ojai Art Walk | Ojai Valley Chamber of Commerce</title><meta name="description"');
    expect(html.slice(html.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
  });

  test("keep any text inside its JSON-LD block", () => {
    const data = {
      "@type": "Event",
      name: "</script><script>alert(1)</script>",
      description: "<!-- not a comment --> & \u2028 done",
    };
    const html = injectServerHead(page, "America/Los_Angeles", [data]);
    expect(count(html, "</script>")).toBe(1);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("<script>alert(1)");
    expect(jsonLdBlocks(html)).toEqual([data]);
  });

  test("escape the zone, so no value can leave the attribute", () => {
    const html = injectServerHead(page, 'Evil/"><script>alert(1)</script>');
    expect(html).toContain('content="Evil/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert");
  });

  test("replace a zone the page already names, and leave a page without a head alone", () => {
    const twice = injectServerHead(injectServerHead(page, "Europe/Paris"), "Asia/Tokyo");
    expect(twice).not.toContain("Europe/Paris");
    expect(twice.match(/name="site-timezone"/g)).toHaveLength(1);
    expect(injectServerHead("<p>no head</p>", "Asia/Tokyo")).toBe("<p>no head</p>");
  });
});
