// The theme's CSS variables as one <style>, computed once per process instead of on every render.
// MantineProvider's own <MantineCssVariables> rebuilds the whole variable set from the theme each
// time it renders (the default resolver, ours merged in, Mantine's defaults taken out, all turned
// into CSS): about a tenth of the server's render of a page, for a string that only depends on the
// theme, which never changes. The root turns MantineProvider's off (`withCssVariables={false}`)
// and renders this in <head> instead: the element and its text are the ones Mantine writes
// (ThemeCssVariables.test.tsx renders both ways and compares), and in <head> it adds no sibling
// inside <body>, whose React ids (the `__m__-_R_…_` classes of Mantine's responsive styles) stay
// as they were. The ids come from each element's place in the tree.
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from "@mantine/core";

type Variables = ReturnType<typeof defaultCssVariablesResolver>;
type Scope = keyof Variables;

const scopes: Scope[] = ["variables", "light", "dark"];

/** What Mantine's stylesheet already sets for the default theme is left out, as Mantine does. */
function withoutDefaults(variables: Variables): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned: Variables = { variables: {}, light: {}, dark: {} };
  for (const scope of scopes) {
    for (const [name, value] of Object.entries(variables[scope])) {
      if (defaults[scope][name as keyof Variables[Scope]] !== value) {
        (cleaned[scope] as Record<string, string>)[name] = value;
      }
    }
  }
  return cleaned;
}

/** The CSS Mantine's provider writes for `theme` with `resolver` at ":root". */
function themeCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), resolver(merged)) as Variables;
  return convertCssVariables(withoutDefaults(variables));
}

const cache = new WeakMap<MantineThemeOverride, string>();

export function ThemeCssVariables({
  theme,
  resolver,
}: {
  theme: MantineThemeOverride;
  resolver: CSSVariablesResolver;
}) {
  let css = cache.get(theme);
  if (css === undefined) {
    css = themeCss(theme, resolver);
    cache.set(theme, css);
  }
  // Without a nonce, as MantineProvider writes it when given no `getStyleNonce` (the root gives none).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from our own theme, as Mantine writes it (text children would be escaped)
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />;
}
