// A business's social links in an editing form: one https address per network, each optional and
// checked by the API's `social` schema (an http:// or another site's address is refused, under its
// field). Values: hours-form.ts `SocialFormValues`.

import { socialNetworkNames, socialNetworks } from "@chamber/core";
import { Fieldset, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { SocialFormValues } from "./hours-form.ts";

const examples: Record<keyof SocialFormValues, string> = {
  facebook: "https://www.facebook.com/yourbusiness",
  instagram: "https://www.instagram.com/yourbusiness",
  linkedin: "https://www.linkedin.com/company/yourbusiness",
  x: "https://x.com/yourbusiness",
  youtube: "https://www.youtube.com/@yourbusiness",
  tiktok: "https://www.tiktok.com/@yourbusiness",
};

// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound on form values.
type SocialForm = UseFormReturnType<{ social: SocialFormValues } & Record<string, any>>;

export function SocialLinksFields({ form }: { form: SocialForm }) {
  return (
    <Fieldset legend="Social links" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {socialNetworks.map((network) => (
          <TextInput
            key={network}
            type="url"
            label={socialNetworkNames[network]}
            placeholder={examples[network]}
            description="Optional"
            {...form.getInputProps(`social.${network}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
