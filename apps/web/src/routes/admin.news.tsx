import { createFileRoute } from "@tanstack/react-router";
import { NewsTab } from "../components/admin/news/NewsTab.tsx";

export const Route = createFileRoute("/admin/news")({ component: NewsTab });
