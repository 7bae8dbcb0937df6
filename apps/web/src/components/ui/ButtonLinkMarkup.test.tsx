// ButtonLinkMarkup.tsx must give exactly the HTML Mantine's Button gives as a router link
// (Mantine's stylesheet draws it), for each look it offers.
import { Button, MantineProvider } from "@mantine/core";
import { createMemoryHistory, createRootRoute, createRouter, Link, RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "#web/lib/theme.ts";
import { ButtonLinkMarkup } from "./ButtonLinkMarkup.tsx";

/** Server-rendered inside the theme and a router, on a page the link does not name. */
async function html(node: ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />).replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

describe("Mantine's Button links as plain elements", () => {
  it.each([
    [
      "filled in a theme colour, with its own text colour",
      <Button component={Link} to="/contact" color="citrus.3" c="oak.9" key="m">
        Join
      </Button>,
      <ButtonLinkMarkup look="citrus" to="/contact" key="p">
        Join
      </ButtonLinkMarkup>,
    ],
    [
      "outlined in white",
      <Button component={Link} to="/contact" variant="outline" color="white" key="m">
        Nominate
      </Button>,
      <ButtonLinkMarkup look="outlineWhite" to="/contact" key="p">
        Nominate
      </ButtonLinkMarkup>,
    ],
    [
      "filled in the primary colour, size md",
      <Button component={Link} to="/contact" size="md" key="m">
        Contact
      </Button>,
      <ButtonLinkMarkup look="primary" size="md" to="/contact" key="p">
        Contact
      </ButtonLinkMarkup>,
    ],
    [
      "light, size md",
      <Button component={Link} to="/events" size="md" variant="light" key="m">
        Events
      </Button>,
      <ButtonLinkMarkup look="light" size="md" to="/events" key="p">
        Events
      </ButtonLinkMarkup>,
    ],
  ])("%s", async (_what, mantine, plain) => {
    expect(await html(plain)).toBe(await html(mantine));
  });
});
