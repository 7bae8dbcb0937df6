// /admin/webhooks: the endpoints told of every change, and what was delivered to each. Owners only.
import { createFileRoute } from "@tanstack/react-router";
import { ScreenFor } from "#web/components/admin/layout/staff-context.tsx";
import { WebhooksTab } from "#web/components/admin/webhooks/WebhooksTab.tsx";

export const Route = createFileRoute("/admin/webhooks")({
  component: () => (
    <ScreenFor requires="owner" what="manage webhooks">
      <WebhooksTab />
    </ScreenFor>
  ),
});
