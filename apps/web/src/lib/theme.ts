import type { CSSVariablesResolver, MantineColorsTuple } from "@mantine/core";
import { createTheme } from "@mantine/core";
import focusRing from "./focus-ring.module.css";

// Ojai's palette: oak green for actions, the Topatopa "pink moment" and citrus as accents.
const oak: MantineColorsTuple = [
  "#eef7f1",
  "#dcebe2",
  "#b5d6c3",
  "#8bc1a2",
  "#68ae86",
  "#52a275",
  "#449b6b",
  "#35875a",
  "#2f6b4f",
  "#1f5a3f",
];
const citrus: MantineColorsTuple = [
  "#fff6e0",
  "#ffeccb",
  "#ffd89a",
  "#ffc264",
  "#ffb038",
  "#ffa41b",
  "#ff9e09",
  "#e38900",
  "#ca7900",
  "#af6700",
];
const bluff: MantineColorsTuple = [
  "#fdf0ee",
  "#f4dfdb",
  "#e8bdb4",
  "#dc998a",
  "#d27b67",
  "#cc6851",
  "#c95e45",
  "#b24e37",
  "#9f4430",
  "#8b3826",
];

export const theme = createTheme({
  primaryColor: "oak",
  primaryShade: 8,
  colors: { oak, citrus, bluff },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontFamily: "Georgia, 'Times New Roman', serif", fontWeight: "700" },
  defaultRadius: "md",
  focusRing: "auto",
  // Every control's focus ring, and the text fields' too (lib/focus-ring.module.css). The fields'
  // is a plain object rather than `Input.extend(...)`, which would bring the Input component into
  // every page's first script for a class name.
  focusClassName: focusRing.ring,
  components: {
    Input: { classNames: { input: focusRing.field } },
  },
});

/**
 * Mantine's light-scheme "dimmed" grey (#868e96) and error red (#fa5252) fall short of WCAG AA
 * contrast on white; darker shades of the same hues pass (7.0:1 and 5.2:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": mantine.colors.gray[7],
    "--mantine-color-error": mantine.colors.red[9],
    // A date picker's "Pick a day" is a real element, not a ::placeholder, and axe holds it to 4.5:1
    // (Mantine's gray 5 gives 2.1:1): 4.7:1 on white, still lighter than text.
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {},
});
