import { createFileRoute } from "@tanstack/react-router";
import { MessagesTab } from "../components/admin/messages/MessagesTab.tsx";

export const Route = createFileRoute("/admin/messages")({ component: MessagesTab });
