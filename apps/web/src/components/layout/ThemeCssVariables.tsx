// The theme's CSS variables as one <style> in <head>, the element and text MantineProvider writes
// (ThemeCssVariables.test.tsx renders both and compares). The text is kept ready-made
// (theme-variables-css.ts) rather than computed: computing it needs Mantine's theme functions, and
// the public pages' script carries no Mantine at all. Where Mantine's provider is still used
// (MantineScope), it writes no variables of its own (`withCssVariables={false}`).
import { themeVariablesCss } from "./theme-variables-css.ts";

export function ThemeCssVariables() {
  // Without a nonce, as MantineProvider writes it when given no `getStyleNonce`.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from our own theme, as Mantine writes it (text children would be escaped)
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeVariablesCss }} />;
}
