import { createFileRoute } from "@tanstack/react-router";
import { BoardTab } from "../components/admin/board/BoardTab.tsx";

export const Route = createFileRoute("/admin/board")({ component: BoardTab });
