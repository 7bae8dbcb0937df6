// theme-variables.css must set what MantineProvider's own <style> sets for the site's theme: the
// same variables to the same values under the same selectors (the stylesheet is formatted, and
// its quotes are the formatter's).

import { readFileSync } from "node:fs";
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "#web/lib/theme.ts";

type Rules = Record<string, Record<string, string>>;

/** Each rule's selector list and declarations, whitespace, comments and quote marks aside. */
function rules(css: string): Rules {
  const parsed: Rules = {};
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "").replaceAll("'", '"');
  for (const [, selector = "", body = ""] of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const key = selector
      .split(",")
      .map((part) => part.trim())
      .join(", ");
    parsed[key] = Object.fromEntries(
      body
        .split(";")
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(":");
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        }),
    );
  }
  return parsed;
}

describe("theme-variables.css", () => {
  it("sets the variables MantineProvider writes for the theme", () => {
    const provider = renderToString(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />);
    const mantine = provider.match(/<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(mantine).toContain("--mantine-color-dimmed: #495057");
    const stylesheet = readFileSync(new URL("./theme-variables.css", import.meta.url), "utf8");
    // On a change of theme, the stylesheet takes the provider's text shown here.
    expect(rules(stylesheet)).toEqual(rules(mantine));
  });
});
