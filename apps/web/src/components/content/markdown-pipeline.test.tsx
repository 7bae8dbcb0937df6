import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { isInternalPath, markdownPipeline, safeUrl } from "./markdown-pipeline.ts";

const render = (content: string) =>
  renderToStaticMarkup(<ReactMarkdown {...markdownPipeline}>{content}</ReactMarkdown>);

describe("the content pipeline", () => {
  it("renders markdown headings, lists, emphasis and links", () => {
    const html = render("## Levels\n\n- **Bold** and _soft_\n- [Events](/events)\n");
    expect(html).toContain("<h2>Levels</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain('<a href="/events">Events</a>');
  });

  it("renders HTML tables and GFM tables alike", () => {
    const html = render(
      "<table><thead><tr><th>Level</th></tr></thead><tbody><tr><td>Community</td></tr></tbody></table>\n\n| A | B |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html).toContain("<td>Community</td>");
    expect(html).toContain("<td>2</td>");
  });

  it("drops scripts, styles and frames together with their contents", () => {
    const html = render(
      '<script>window.__pwned=1</script><style>body{display:none}</style><iframe src="https://evil.example">x</iframe>Safe',
    );
    expect(html).not.toMatch(/script|style|iframe|pwned|display:none|evil/);
    expect(html).toContain("Safe");
  });

  it("strips event handlers and inline styles from allowed elements", () => {
    const html = render('<img src="x.png" onerror="window.__pwned=2" style="position:fixed"> <p onclick="x()">Hi</p>');
    expect(html).toContain('src="x.png"');
    expect(html).not.toMatch(/onerror|onclick|pwned|style=/);
  });

  it("removes javascript: links written in HTML or markdown", () => {
    const html = render(
      '<a href="javascript:window.__pwned=3">x</a> [y](javascript:window.__pwned=4) [z](JaVaScRiPt:alert(1))',
    );
    expect(html).not.toMatch(/javascript|pwned/i);
    expect(html).toContain(">x</a>");
    expect(html).toContain(">y</a>");
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
