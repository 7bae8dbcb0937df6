// /directory/join's form (docs/decisions/020-public-submissions.md): a new listing, or a change to
// one chosen from the directory (its current fields fill the form), checked by the shared
// businessSubmissionInput schema, with the contact's name and e-mail and the spam check's fields.
// A plain form first: without a script it posts a new listing to /directory/join. Choosing the
// listing to change needs the script (the directory is read for it), so the choice between the two
// is live only once the script runs.
// Styles of the components only these forms draw (styles/public-mantine.ts keeps the rest).
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import { type FieldErrors, type PostedFields, postedFields, publicForms } from "@chamber/core";
import { useEffect, useRef, useState } from "react";
import { type BusinessText, businessTextValues } from "#web/components/forms/business-text.ts";
import { SelectField, TextareaField, TextField } from "#web/components/forms/FieldMarkup.tsx";
import { bindFields } from "#web/components/forms/field-binding.ts";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { RadioGroupMarkup, RadioMarkup } from "#web/components/forms/RadioMarkup.tsx";
import { SubmitButton } from "#web/components/forms/SubmitButton.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";
import { categoryChoices, useCategories } from "#web/lib/categories.ts";
import { trpc } from "#web/lib/trpc.ts";
import { SenderFields } from "./SenderFields.tsx";
import { SpamCheckFields } from "./SpamCheckFields.tsx";
import { SubmissionPhotoField, type SubmittedPhoto } from "./SubmissionPhotoField.tsx";
import { SubmissionSent } from "./SubmissionSent.tsx";
import { useFormToken } from "./use-submission.ts";

type Mode = "new" | "change";

/** The fields a change to a listing starts from: the listing's own. */
interface Listing extends BusinessText {
  id: number;
}

const listingFields = (business: Listing): PostedFields => ({
  businessId: String(business.id),
  ...businessTextValues(business),
});

export function BusinessJoinForm() {
  const { token, renew } = useFormToken();
  const [photo, setPhoto] = useState<SubmittedPhoto | null>(null);
  const [mode, setMode] = useState<Mode>("new");
  const [scripted, setScripted] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const send = trpc.submission.submitBusiness.useMutation();
  const categoryList = useCategories("business");
  const form = usePublicForm({
    name: "listing",
    ...publicForms.listing,
    check: (fields): FieldErrors =>
      mode === "change" && !fields.businessId ? { businessId: "Choose the listing to change" } : {},
    send: async (input) => {
      try {
        await send.mutateAsync(mode === "change" ? input : { ...input, businessId: null });
        setPhoto(null);
      } finally {
        renew();
      }
    },
  });
  // The fields' starting values: the server's reply, then a chosen listing's; a new `key` lays
  // them out afresh (the fields are the browser's own, so React does not write into them).
  const [seed, setSeed] = useState({ key: 0, values: form.values });
  const directory = trpc.business.list.useQuery({ scope: "public" }, { enabled: mode === "change" });
  useEffect(() => setScripted(true), []);

  /** The contact's own fields as typed, kept when the listing's fields are laid out again. */
  const contact = (): PostedFields => {
    const element = formRef.current?.closest("form");
    const fields = element ? postedFields(new FormData(element)) : {};
    return { contactName: fields.contactName ?? "", contactEmail: fields.contactEmail ?? "" };
  };
  const relayout = (values: PostedFields) => setSeed(({ key }) => ({ key: key + 1, values }));

  const chooseMode = (next: Mode) => {
    setMode(next);
    relayout(contact());
  };
  const chooseListing = (id: string) => {
    const business = directory.data?.find((row) => String(row.id) === id);
    relayout({ ...contact(), ...(business ? listingFields(business) : { businessId: id }) });
  };

  if (form.sent)
    return (
      <SubmissionSent
        name="listing"
        what={mode === "change" ? "listing change" : "listing"}
        email={form.sent.contactEmail}
        onAnother={() => {
          form.again();
          relayout({});
        }}
      />
    );

  const { errors } = form;
  const values = seed.values;
  const field = bindFields(values, errors);
  const categories = categoryChoices(categoryList);

  return (
    <PublicForm name="listing" state={form} label="Directory listing">
      <div ref={formRef}>
        <RadioGroupMarkup
          value={mode}
          onChange={(value) => chooseMode(value as Mode)}
          label="What would you like to send?"
          description={<noscript>Changing a listing needs JavaScript.</noscript>}
        >
          <GroupMarkup gap="lg" mt={6}>
            <RadioMarkup value="new" label="New listing" disabled={!scripted} />
            <RadioMarkup value="change" label="Change a listing" disabled={!scripted} />
          </GroupMarkup>
        </RadioGroupMarkup>
      </div>
      {mode === "change" && (
        <SelectField
          name="businessId"
          value={values.businessId ?? ""}
          onChange={(event) => chooseListing(event.currentTarget.value)}
          label="Listing to change"
          choices={[
            { value: "", label: directory.isPending ? "Loading the directory…" : "Choose a listing", disabled: true },
            ...(directory.data ?? []).map((row) => ({ value: String(row.id), label: row.name })),
          ]}
          error={errors.businessId ?? (directory.isError ? "The directory could not be loaded" : undefined)}
          required
        />
      )}
      <div key={seed.key} style={{ display: "contents" }}>
        <TextField {...field("name")} label="Business name" autoComplete="organization" required />
        <TextareaField {...field("description")} label="Description" rows={3} required />
        <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField {...field("category")} label="Category" choices={categories} required />
          <TextField {...field("phone")} type="tel" label="Phone" autoComplete="tel" required />
        </SimpleGridMarkup>
        <TextField {...field("address")} label="Address" autoComplete="street-address" required />
        <SimpleGridMarkup cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField {...field("website")} label="Website (optional)" />
          <TextField {...field("email")} type="email" label="Public email (optional)" autoComplete="work email" />
          <SenderFields name={field("contactName")} email={field("contactEmail")} writeAbout="about the decision" />
        </SimpleGridMarkup>
      </div>
      <SubmissionPhotoField
        value={photo}
        onChange={setPhoto}
        formToken={token}
        shownWith={mode === "change" ? "the listing, in place of its photo" : "the listing"}
      />
      <SpamCheckFields token={token} />
      <SubmitButton loading={form.pending}>{mode === "change" ? "Send the change" : "Send the listing"}</SubmitButton>
    </PublicForm>
  );
}
