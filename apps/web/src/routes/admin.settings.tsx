import { createFileRoute } from "@tanstack/react-router";
import { SettingsTab } from "../components/admin/settings/SettingsTab.tsx";

export const Route = createFileRoute("/admin/settings")({ component: SettingsTab });
