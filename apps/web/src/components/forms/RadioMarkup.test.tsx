// RadioMarkup.tsx must give the HTML Mantine's Radio.Group and Radio give (Mantine's stylesheet
// draws them), as /directory/join uses them; React's ids are compared by shape.
import { Group, MantineProvider, Radio } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";
import { theme } from "#web/lib/theme.ts";
import { RadioGroupMarkup, RadioMarkup } from "./RadioMarkup.tsx";

const html = (node: ReactNode) =>
  renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/mantine-_R_[A-Za-z0-9]+_/g, "mantine-ID");

describe("Mantine's radios as plain elements", () => {
  it.each([
    ["before the script, both disabled", true],
    ["with the script", false],
  ])("%s", (_when, disabled) => {
    const description = <noscript>Changing a listing needs JavaScript.</noscript>;
    expect(
      html(
        <RadioGroupMarkup
          value="new"
          onChange={() => {}}
          label="What would you like to send?"
          description={description}
        >
          <GroupMarkup gap="lg" mt={6}>
            <RadioMarkup value="new" label="New listing" disabled={disabled} />
            <RadioMarkup value="change" label="Change a listing" disabled={disabled} />
          </GroupMarkup>
        </RadioGroupMarkup>,
      ),
    ).toBe(
      html(
        <Radio.Group value="new" onChange={() => {}} label="What would you like to send?" description={description}>
          <Group gap="lg" mt={6}>
            <Radio value="new" label="New listing" disabled={disabled} />
            <Radio value="change" label="Change a listing" disabled={disabled} />
          </Group>
        </Radio.Group>,
      ),
    );
  });
});
