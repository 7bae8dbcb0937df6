// How sanitized content becomes elements on a page. Links get no router here: the page's wrapper
// sends clicks on internal links through the client-side router (one delegated handler), so the
// same markup works whether it was rendered on the server or in the admin's preview.
import type { Components } from "react-markdown";

/**
 * The class of the box a table scrolls in. A fixed name rather than a CSS module's hashed one:
 * the server renders the markup and the web app's stylesheet styles it.
 */
export const tableBoxClass = "content-table";

export const markdownElements: Components = {
  a: ({ node: _node, href, children, ...props }) => {
    if (!href) return <span>{children}</span>;
    const external = /^https?:/i.test(href);
    return (
      <a {...props} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  },
  // Every page that shows content already has its own h1, so the content's top level is an h2.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  // A wide table scrolls inside its own box on a phone instead of widening the page.
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={tableBoxClass} tabIndex={0} aria-label="Table">
      <table {...props} />
    </section>
  ),
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === "string" && src ? <img {...props} src={src} alt={alt ?? ""} loading="lazy" /> : null,
};
