import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../components/content/ContentPage.tsx";

export const Route = createFileRoute("/page/$slug")({ component: SlugPage });

function SlugPage() {
  const { slug } = Route.useParams();
  // A new slug is a new page: remount so nothing of the previous page lingers.
  return <ContentPage key={slug} slug={slug} />;
}
