// /admin/newsletter: newsletter issues, written, tested, scheduled or sent (docs/decisions/036-newsletter-sending.md).
import { createFileRoute } from "@tanstack/react-router";
import { NewsletterTab } from "#web/components/admin/newsletter/NewsletterTab.tsx";

export const Route = createFileRoute("/admin/newsletter")({
  component: NewsletterTab,
});
