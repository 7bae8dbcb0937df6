import { describe, expect, test } from "vitest";
import { injectMeta, injectSiteTimezone, type PageMeta } from "../../src/seo/inject-meta.ts";

/** A shell as Vite builds it (apps/web/index.html). */
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Ojai Valley Chamber of Commerce</title>
    <meta name="description" content="The shell's own description." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const meta: PageMeta = {
  title: "Ojai Art Walk | Ojai Valley Chamber of Commerce",
  description: "Galleries stay open late.",
  canonical: "https://ojaichamber.example/events/7",
  siteName: "Ojai Valley Chamber of Commerce",
  image: "https://ojaichamber.example/og-image.svg",
};

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const count = (html: string, needle: string) => html.split(needle).length - 1;

/** The JSON-LD blocks of a page, parsed back. */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

describe("injectMeta", () => {
  test("replaces the title where it stands and the shell's description", () => {
    const html = injectMeta(shell, meta);
    expect(count(html, "<title>")).toBe(1);
    expect(html).toContain("<title>Ojai Art Walk | Ojai Valley Chamber of Commerce</title>");
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf('<script type="module"'));
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<meta name="description" content="Galleries stay open late." />');
    expect(html).not.toContain("The shell's own description.");
  });

  test("adds canonical, Open Graph and Twitter card tags inside the head", () => {
    const html = injectMeta(shell, meta);
    const inHead = head(html);
    for (const tag of [
      '<link rel="canonical" href="https://ojaichamber.example/events/7" />',
      '<meta property="og:title" content="Ojai Art Walk | Ojai Valley Chamber of Commerce" />',
      '<meta property="og:description" content="Galleries stay open late." />',
      '<meta property="og:url" content="https://ojaichamber.example/events/7" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Ojai Valley Chamber of Commerce" />',
      '<meta property="og:image" content="https://ojaichamber.example/og-image.svg" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Ojai Art Walk | Ojai Valley Chamber of Commerce" />',
      '<meta name="twitter:image" content="https://ojaichamber.example/og-image.svg" />',
    ]) {
      expect(inHead).toContain(tag);
    }
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  test("leaves out image tags when there is no image", () => {
    const html = injectMeta(shell, { ...meta, image: undefined });
    expect(html).not.toContain("og:image");
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  test("escapes quotes, angle brackets and ampersands in every value", () => {
    const hostile = '"><script>alert(1)</script> & <b>';
    const html = injectMeta(shell, { ...meta, title: hostile, description: hostile });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</title>");
    expect(html).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;" />',
    );
  });

  test("keeps $ patterns in a title literal", () => {
    expect(injectMeta(shell, { ...meta, title: "Save $& and $1 today" })).toContain(
      "<title>Save $&amp; and $1 today</title>",
    );
  });

  test("writes JSON-LD that content cannot break out of, and that parses back unchanged", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Event",
      name: "</script><script>alert(1)</script>",
      description: "<!-- not a comment --> & \u2028 done",
    };
    const html = injectMeta(shell, { ...meta, jsonLd: [data] });
    expect(count(html, "</script>")).toBe(2); // the module script's and the JSON-LD's own
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("<script>alert(1)");
    expect(jsonLdBlocks(html)).toEqual([data]);
  });

  test("replaces the social tags and JSON-LD of an earlier injection instead of repeating them", () => {
    const once = injectMeta(shell, { ...meta, jsonLd: [{ a: 1 }], robots: "noindex" });
    const twice = injectMeta(once, { ...meta, title: "Second", jsonLd: [{ b: 2 }] });
    expect(count(twice, "og:title")).toBe(1);
    expect(count(twice, 'rel="canonical"')).toBe(1);
    expect(twice).not.toContain("noindex");
    expect(jsonLdBlocks(twice)).toEqual([{ b: 2 }]);
    expect(twice).toContain("<title>Second</title>");
  });

  test("adds a title to a shell that has none, and leaves a page without a head alone", () => {
    const withoutTitle = shell.replace(/<title>.*<\/title>\n/, "");
    expect(head(injectMeta(withoutTitle, meta))).toContain("<title>Ojai Art Walk");
    expect(injectMeta("<p>no head</p>", meta)).toBe("<p>no head</p>");
  });
});

describe("injectSiteTimezone", () => {
  test("names the zone in the head, before </head>", () => {
    const html = injectSiteTimezone(shell, "America/Los_Angeles");
    const tag = '<meta name="site-timezone" content="America/Los_Angeles" />';
    expect(html.indexOf(tag)).toBeGreaterThan(0);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf("</head>"));
    expect(html.slice(html.indexOf("</head>"))).toBe(shell.slice(shell.indexOf("</head>")));
  });

  test("escapes the zone, so no value can leave the attribute", () => {
    const html = injectSiteTimezone(shell, 'Evil/"><script>alert(1)</script>');
    expect(html).toContain('content="Evil/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert");
  });

  test("replaces a zone the shell already names, and survives the route's head", () => {
    const once = injectSiteTimezone(shell, "Europe/Paris");
    const twice = injectSiteTimezone(once, "Asia/Tokyo");
    expect(twice).not.toContain("Europe/Paris");
    const page = injectMeta(twice, meta);
    expect(page.match(/name="site-timezone"/g)).toHaveLength(1);
    expect(page).toContain('<meta name="site-timezone" content="Asia/Tokyo" />');
  });
});
