// The cached theme variables must be the <style> MantineProvider writes itself, byte for byte.
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "#web/lib/theme.ts";
import { ThemeCssVariables } from "./ThemeCssVariables.tsx";

const variablesStyle = (html: string) => html.match(/<style data-mantine-styles="true"[^>]*>[\s\S]*?<\/style>/)?.[0];

const cached = () =>
  renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
      <ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />
    </MantineProvider>,
  );

describe("ThemeCssVariables", () => {
  it("writes the <style> of variables MantineProvider writes", () => {
    const mantine = variablesStyle(
      renderToString(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />),
    );
    expect(mantine).toContain("--mantine-color-dimmed: #495057");
    expect(variablesStyle(cached())).toBe(mantine);
    // The second render reads the cache and gives the same.
    expect(variablesStyle(cached())).toBe(mantine);
  });
});
