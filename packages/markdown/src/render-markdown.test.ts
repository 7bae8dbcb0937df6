import { describe, expect, it } from "vitest";
import { isInternalPath } from "./links.ts";
import { safeUrl } from "./pipeline.ts";
import { renderMarkdown as render } from "./server.ts";

describe("renderMarkdown", () => {
  it("renders markdown headings, lists, emphasis and links", () => {
    const html = render("## Levels\n\n- **Bold** and _soft_\n- [Events](/events)\n");
    expect(html).toContain("<h2>Levels</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain('<a href="/events">Events</a>');
  });

  it("renders HTML written inside markdown", () => {
    const html = render('<p class="x">Hello <strong>there</strong></p>\n\n*and* markdown');
    expect(html).toContain("<p>Hello <strong>there</strong></p>");
    expect(html).toContain("<em>and</em> markdown");
  });

  it("turns a top-level heading into an h2: the page has its own h1", () => {
    expect(render("# Welcome\n\n<h1>Also</h1>")).toBe("<h2>Welcome</h2>\n<h2>Also</h2>");
  });

  it("renders HTML tables and GFM tables alike, each in a keyboard-reachable scroll box", () => {
    const html = render(
      "<table><thead><tr><th>Level</th></tr></thead><tbody><tr><td>Community</td></tr></tbody></table>\n\n| A | B |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html.match(/<section class="content-table" tabindex="0" aria-label="Table"><table>/g)).toHaveLength(2);
    expect(html).toContain("<td>Community</td>");
    expect(html).toContain("<td>2</td>");
  });

  it("opens links to other sites in a new tab without handing them the page", () => {
    const html = render("[Ojai](https://ojai.example) [Mail](mailto:info@ojai.example) [Here](/contact)");
    expect(html).toContain('<a href="https://ojai.example" target="_blank" rel="noopener noreferrer">Ojai</a>');
    expect(html).toContain('<a href="mailto:info@ojai.example">Mail</a>');
    expect(html).toContain('<a href="/contact">Here</a>');
  });

  it("loads images lazily and gives every image an alt text", () => {
    expect(render('![Trail](/trail.jpg) <img src="/x.png">')).toContain(
      '<img src="/trail.jpg" alt="Trail" loading="lazy"/> <img src="/x.png" alt="" loading="lazy"/>',
    );
  });

  it("drops scripts, styles, frames, svg and math together with their contents", () => {
    const html = render(
      '<script>window.__pwned=1</script><style>body{display:none}</style><iframe src="https://evil.example">x</iframe><svg><script>y</script><circle r="1"/></svg><math><mi>z</mi></math><object data="a.swf"></object>Safe',
    );
    expect(html).not.toMatch(/script|style|iframe|svg|circle|math|object|pwned|display:none|evil/);
    expect(html).toContain("Safe");
  });

  it("strips event handlers and inline styles from allowed elements", () => {
    const html = render('<img src="x.png" onerror="window.__pwned=2" style="position:fixed"> <p onclick="x()">Hi</p>');
    expect(html).toContain('src="x.png"');
    expect(html).toContain("<p>Hi</p>");
    expect(html).not.toMatch(/onerror|onclick|pwned|style=/);
  });

  it("removes javascript: links written in HTML or markdown, keeping their text", () => {
    const html = render(
      '<a href="javascript:window.__pwned=3">x</a> [y](javascript:window.__pwned=4) [z](JaVaScRiPt:alert(1))',
    );
    expect(html).not.toMatch(/javascript|pwned|href/i);
    expect(html).toContain("<span>x</span>");
    expect(html).toContain("<span>y</span>");
  });

  it("drops form controls", () => {
    const html = render('<form action="https://evil.example"><input value="a"><button>Go</button></form>');
    expect(html).not.toMatch(/<form|<input|<button|evil/);
  });

  it("keeps relative and data images but drops images from other hosts", () => {
    const html = render(
      '![a](/logo.png) ![b](data:image/png;base64,AAAA) ![c](https://tracker.example/p.gif) <img src="//cdn.example/x.png" alt="d">',
    );
    expect(html).toContain('src="/logo.png"');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).not.toContain("tracker.example");
    expect(html).not.toContain("cdn.example");
  });

  it("renders empty content as nothing", () => {
    expect(render("")).toBe("");
  });
});

describe("safeUrl", () => {
  it("accepts web, mail and phone links and refuses other schemes", () => {
    expect(safeUrl("https://ojai.example", "href")).toBe("https://ojai.example");
    expect(safeUrl("mailto:info@ojai.example", "href")).toBe("mailto:info@ojai.example");
    expect(safeUrl("tel:+18055550100", "href")).toBe("tel:+18055550100");
    expect(safeUrl(" javascript:alert(1)", "href")).toBeNull();
    expect(safeUrl("data:text/html,<b>x</b>", "href")).toBeNull();
    expect(safeUrl("vbscript:x", "href")).toBeNull();
  });

  it("accepts only relative or raster data image sources", () => {
    expect(safeUrl("/art/a.svg", "src")).toBe("/art/a.svg");
    expect(safeUrl("data:image/svg+xml;base64,AAAA", "src")).toBeNull();
    expect(safeUrl("http://example.com/a.png", "src")).toBeNull();
  });
});

describe("isInternalPath", () => {
  it("treats site paths as internal and protocol-relative URLs as external", () => {
    expect(isInternalPath("/contact")).toBe(true);
    expect(isInternalPath("//evil.example/contact")).toBe(false);
    expect(isInternalPath("https://ojai.example")).toBe(false);
  });
});
