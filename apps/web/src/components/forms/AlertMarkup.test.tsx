// AlertMarkup.tsx must give the HTML Mantine's Alert gives (Mantine's stylesheet draws it), as the
// public forms use it; the ids are React's own per place in the tree, so they are compared by shape.
import { Alert, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { theme } from "#web/lib/theme.ts";
import { AlertMarkup } from "./AlertMarkup.tsx";

const html = (node: ReactNode) =>
  renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/mantine-_R_[A-Za-z0-9]+_/g, "mantine-ID");

describe("Mantine's Alert as plain elements", () => {
  it("a form's problem", () => {
    expect(
      html(
        <AlertMarkup color="red" role="alert" tabIndex={-1} title="Not sent">
          Try again
        </AlertMarkup>,
      ),
    ).toBe(
      html(
        <Alert color="red" variant="light" role="alert" title="Not sent" tabIndex={-1}>
          Try again
        </Alert>,
      ),
    );
  });

  it("a form's confirmation, with its icon", () => {
    const icon = <IconCircleCheck aria-hidden="true" />;
    expect(
      html(
        <AlertMarkup color="green" role="status" tabIndex={-1} icon={icon} title="Sent!">
          <p>Next</p>
        </AlertMarkup>,
      ),
    ).toBe(
      html(
        <Alert tabIndex={-1} role="status" color="green" variant="light" icon={icon} title="Sent!">
          <p>Next</p>
        </Alert>,
      ),
    );
  });

  it("an upload's problem, without a title, with a margin and padding", () => {
    const space = { marginTop: "var(--mantine-spacing-xs)", padding: "var(--mantine-spacing-xs)" };
    expect(
      html(
        <AlertMarkup color="red" role="alert" style={space}>
          Too large
        </AlertMarkup>,
      ),
    ).toBe(
      html(
        <Alert color="red" variant="light" role="alert" mt="xs" p="xs">
          Too large
        </Alert>,
      ),
    );
  });
});
