// /admin/categories: the business and event category lists.
import { createFileRoute } from "@tanstack/react-router";
import { CategoriesTab } from "#web/components/admin/categories/CategoriesTab.tsx";

export const Route = createFileRoute("/admin/categories")({ component: CategoriesTab });
