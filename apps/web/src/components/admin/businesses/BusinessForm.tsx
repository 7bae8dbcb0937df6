// The Add Business / Edit Business form with every field of docs/product.md §3, opening hours
// and social links included.

import { Stack } from "@mantine/core";
import { EntityHistory } from "#web/components/admin/activity/EntityHistory.tsx";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { ListingFields } from "#web/components/admin/fields/ListingFields.tsx";
import { BusinessMembersPanel } from "#web/components/admin/members/BusinessMembersPanel.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { HoursEditor } from "#web/components/forms/HoursEditor.tsx";
import { SocialLinksFields } from "#web/components/forms/SocialLinksFields.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { BusinessFields } from "./BusinessFields.tsx";
import { type AdminBusiness, businessFormSpec } from "./business-form.ts";
import { MorePhotosField } from "./MorePhotosField.tsx";

export function BusinessForm({ business, onDone }: { business: AdminBusiness | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.business.create.useMutation();
  const update = trpc.business.update.useMutation();
  const { form, submit } = useEntityForm(businessFormSpec, {
    item: business,
    save: (input) => (business ? update.mutateAsync({ ...input, id: business.id }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      void utils.business.invalidate();
    },
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <BusinessFields form={form} autoFocus />
          <ImageField form={form} alt={form.getValues().name} />
          <MorePhotosField form={form} />
          <HoursEditor form={form} />
          <SocialLinksFields form={form} />
          <ListingFields form={form} />
          <FormActions
            submitLabel={business ? "Update Business" : "Create Business"}
            pending={create.isPending || update.isPending}
            onCancel={onDone}
          />
        </Stack>
      </form>
      {business && <BusinessMembersPanel business={business} />}
      <EntityHistory entity="Business" id={business?.id} />
    </>
  );
}
