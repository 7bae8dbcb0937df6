import { createFileRoute } from "@tanstack/react-router";
import { BusinessesTab } from "../components/admin/businesses/BusinessesTab.tsx";

export const Route = createFileRoute("/admin/businesses")({ component: BusinessesTab });
