// /admin/posts ("Deals & jobs"): the members' posts waiting for staff first, then every deal and
// job, to add, edit, approve, refuse and delete with Undo; the kind and state filters live in the URL.
import { createFileRoute } from "@tanstack/react-router";
import { PostsTab } from "#web/components/admin/posts/PostsTab.tsx";

export const Route = createFileRoute("/admin/posts")({ component: PostsTab });
