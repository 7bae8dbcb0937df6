import { createFileRoute } from "@tanstack/react-router";
import { PagesTab } from "../components/admin/pages/PagesTab.tsx";

export const Route = createFileRoute("/admin/pages")({ component: PagesTab });
