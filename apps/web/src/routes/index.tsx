import { createFileRoute } from "@tanstack/react-router";
import { trpc } from "../lib/trpc.ts";

export const Route = createFileRoute("/")({ component: Home });

function Home() {
  const featured = trpc.event.featured.useQuery({ limit: 3 });
  return (
    <main>
      <h1>Welcome to Ojai</h1>
      <ul>
        {featured.data?.map((event) => (
          <li key={event.id}>{event.title}</li>
        ))}
      </ul>
    </main>
  );
}
