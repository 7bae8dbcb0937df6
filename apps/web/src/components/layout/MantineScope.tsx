// Mantine's provider with the site's theme, for what still draws Mantine's components: the admin
// (its layout and sign-in routes) and the toasts; every public page is drawn as markup. Each user
// wraps itself in it, inside its own chunk, so the public pages' first script carries none of
// Mantine. The theme's CSS variables are already in the first stylesheet (theme-variables.css), so
// the provider writes none; the colour scheme it sets on <html> is the "light" the root wrote.
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { cssVariablesResolver, theme } from "#web/lib/theme.ts";

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
