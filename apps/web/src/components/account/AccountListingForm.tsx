// The member's listing form: every public field, the photo, the opening hours and social links. Checked by the API's own schema before it is sent; a refused
// field shows its error under the field and everything typed stays. Saving answers "published" or
// "waiting for the chamber's approval", as the site's setting decides.

import { Stack } from "@mantine/core";
import { useRef } from "react";
import { BusinessFields } from "#web/components/admin/businesses/BusinessFields.tsx";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { HoursEditor } from "#web/components/forms/HoursEditor.tsx";
import { SocialLinksFields } from "#web/components/forms/SocialLinksFields.tsx";
import { useFormToken } from "#web/components/submissions/use-submission.ts";
import { trpc } from "#web/lib/trpc.ts";
import { sendPhoto } from "#web/lib/upload-photo.ts";
import { type AccountBusiness, accountListingFormSpec } from "./account-listing-form.ts";

export function AccountListingForm({ business, onCancel }: { business: AccountBusiness; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.account.updateBusiness.useMutation();
  const status = useRef<"published" | "pending">("published");
  // A member's photo goes up as a submission's does (with a form token); staff see it before the site does.
  const { token } = useFormToken();
  const upload = (file: File) => sendPhoto("/api/submissions/images", file, token ? { formToken: token } : {});
  const { form, submit } = useEntityForm(accountListingFormSpec, {
    item: business,
    save: async (input) => {
      status.current = (await update.mutateAsync({ ...input, id: business.listing.id })).status;
    },
    onSaved: () => void utils.account.invalidate(),
    successMessage: () =>
      status.current === "pending"
        ? "Sent: your change waits for the chamber's approval"
        : "Published: the directory shows your change",
  });
  const values = form.getValues();

  return (
    <form onSubmit={submit} noValidate aria-label="Your listing">
      <Stack gap="sm">
        <BusinessFields form={form} />
        <ImageField form={form} alt={values.name} upload={upload} />
        <HoursEditor form={form} />
        <SocialLinksFields form={form} />
        <FormActions submitLabel="Save listing" pending={update.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
