// The ready-made theme variables must be the <style> MantineProvider writes itself, byte for byte.
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../../lib/theme.ts";
import { ThemeCssVariables } from "./ThemeCssVariables.tsx";

const variablesStyle = (html: string) => html.match(/<style data-mantine-styles="true"[^>]*>[\s\S]*?<\/style>/)?.[0];

describe("ThemeCssVariables", () => {
  it("writes the <style> of variables MantineProvider writes for the theme", () => {
    const mantine = variablesStyle(
      renderToString(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />),
    );
    expect(mantine).toContain("--mantine-color-dimmed: #495057");
    // On a change of theme, theme-variables-css.ts takes the text between the tags shown here.
    expect(renderToString(<ThemeCssVariables />)).toBe(mantine);
  });
});
