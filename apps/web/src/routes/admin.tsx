import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/admin")({ component: Admin });

function Admin() {
  return (
    <main>
      <h1>Admin Dashboard</h1>
    </main>
  );
}
