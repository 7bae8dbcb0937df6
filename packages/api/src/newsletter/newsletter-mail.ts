// A newsletter issue as the mail a subscriber gets (docs/decisions/036-newsletter-sending.md): an
// HTML part without layout tables, readable at 320 px and in dark mode, and a plain-text part, both
// ending with the chamber's postal address (CAN-SPAM), why the reader gets it and their own
// unsubscribe and preferences links; headers for one-click unsubscribe (RFC 8058). The body is
// rendered once per issue (`renderIssue`); only the footer and headers differ per subscriber.
import { type NewsletterList, newsletterListLabels } from "@chamber/core/schemas";
import type { MailMessage } from "../mail/outbox.ts";
import { articleHtml } from "../pages/content-html.ts";

export interface MailIssue {
  id: number;
  subject: string;
  list: NewsletterList;
  body: string;
}

/** What of the site a mail names: its address (PUBLIC_URL) and the chamber's facts. */
export interface MailSite {
  publicUrl: string;
  name: string;
  address: string;
}

/** An issue rendered once, for every subscriber's mail. */
export interface RenderedIssue {
  issue: MailIssue;
  site: MailSite;
  /** The body as sanitized HTML, its links and photos made absolute. */
  html: string;
  /** The body as plain text (its markdown, links made absolute). */
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The subscriber-facing addresses of one subscription, built from its unguessable token. */
function subscriberLinks(publicUrl: string, token: string) {
  return {
    preferences: `${publicUrl}/newsletter/unsubscribe/${token}`,
    oneClick: `${publicUrl}/api/newsletter/unsubscribe/${token}`,
  };
}

const archiveUrl = (publicUrl: string, id: number) => `${publicUrl}/news/newsletters/${id}`;

/** Site-relative links and photos ("/api/images/…") as absolute ones: a mail has no site to be relative to. */
function absoluteHtml(html: string, publicUrl: string): string {
  return html.replace(/ (src|href)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${publicUrl}/`);
}

/** The body as the plain-text part reads it: photos as their alt text, links absolute. */
function plainMarkdown(markdown: string, publicUrl: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_, alt: string) => (alt ? `[Photo: ${alt}]` : ""))
    .replace(/\]\(\/(?!\/)/g, `](${publicUrl}/`);
}

export async function renderIssue(issue: MailIssue, site: MailSite): Promise<RenderedIssue> {
  return {
    issue,
    site,
    html: absoluteHtml(await articleHtml(issue.body), site.publicUrl),
    text: plainMarkdown(issue.body, site.publicUrl),
  };
}

const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; background: #f3f1ec; color: #1e2328; font: 16px/1.6 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; -webkit-text-size-adjust: 100%; }
.wrap { max-width: 600px; margin: 0 auto; padding: 16px 12px 24px; }
.top { margin: 0 0 12px; font-size: 13px; text-align: right; color: #5b6168; }
.card { background: #ffffff; border-radius: 8px; padding: 20px 18px; overflow-wrap: break-word; word-wrap: break-word; }
h1 { margin: 0 0 16px; font-size: 26px; line-height: 1.25; color: #173a5e; }
h2, h3 { margin: 24px 0 8px; line-height: 1.3; color: #173a5e; }
a { color: #0b5cad; }
img { max-width: 100%; height: auto; border: 0; border-radius: 6px; }
table { border-collapse: collapse; display: block; overflow-x: auto; max-width: 100%; }
th, td { border: 1px solid #d6d3cc; padding: 4px 8px; text-align: left; }
ul, ol { padding-left: 22px; }
blockquote { margin: 0; padding-left: 12px; border-left: 3px solid #d6d3cc; color: #4a5057; }
.footer { padding: 16px 6px 0; font-size: 13px; line-height: 1.5; color: #5b6168; }
.footer p { margin: 0 0 8px; }
@media (max-width: 400px) {
  .wrap { padding: 12px 6px 20px; }
  .card { padding: 16px 14px; }
  h1 { font-size: 23px; }
}
@media (prefers-color-scheme: dark) {
  body { background: #121417; color: #e4e6e8; }
  .card { background: #1c2026; }
  h1, h2, h3 { color: #cfe2ff; }
  a { color: #8ab8ff; }
  th, td { border-color: #3a3f46; }
  blockquote { border-color: #3a3f46; color: #b9bec4; }
  .top, .footer { color: #a9aeb4; }
}`;

/** Why this reader gets the mail, as the footer says it. */
const reason = (rendered: RenderedIssue) =>
  `You get this because you subscribed to “${newsletterListLabels[rendered.issue.list]}” from ${rendered.site.name}.`;

/** The whole HTML part for the subscriber whose token is `token`. */
export function issueHtml(rendered: RenderedIssue, token: string): string {
  const { issue, site } = rendered;
  const links = subscriberLinks(site.publicUrl, token);
  const view = archiveUrl(site.publicUrl, issue.id);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(issue.subject)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="wrap">
<p class="top"><a href="${view}">View in browser</a></p>
<div class="card">
<h1>${escapeHtml(issue.subject)}</h1>
${rendered.html}
</div>
<div class="footer">
<p>${escapeHtml(reason(rendered))}</p>
<p><a href="${links.preferences}">Unsubscribe</a> · <a href="${links.preferences}">Change which letters you get</a> · <a href="${view}">View in browser</a></p>
<p>${escapeHtml(site.name)} · ${escapeHtml(site.address)}</p>
</div>
</div>
</body>
</html>
`;
}

/** The plain-text part for the subscriber whose token is `token`. */
export function issueText(rendered: RenderedIssue, token: string): string {
  const { issue, site } = rendered;
  const links = subscriberLinks(site.publicUrl, token);
  return [
    issue.subject,
    "=".repeat(Math.min(issue.subject.length, 72)),
    "",
    rendered.text.trim(),
    "",
    "-- ",
    reason(rendered),
    `Unsubscribe or change which letters you get: ${links.preferences}`,
    `View in browser: ${archiveUrl(site.publicUrl, issue.id)}`,
    `${site.name} · ${site.address}`,
    "",
  ].join("\n");
}

/** The whole mail to `to`, whose subscription's token is `token`. */
export function issueMail(rendered: RenderedIssue, to: string, token: string): MailMessage {
  const links = subscriberLinks(rendered.site.publicUrl, token);
  let host = "chamber.invalid";
  try {
    host = new URL(rendered.site.publicUrl).hostname || host;
  } catch {
    // No PUBLIC_URL: the list's id keeps its shape with a placeholder host.
  }
  return {
    to,
    subject: rendered.issue.subject,
    text: issueText(rendered, token),
    html: issueHtml(rendered, token),
    headers: {
      "List-Id": `${newsletterListLabels[rendered.issue.list]} <${rendered.issue.list}.newsletter.${host}>`,
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
