// /directory/join's form (issue 15): a new listing, or a change to one chosen from the directory
// (its current fields fill the form), checked by the shared businessSubmissionFields schema, with
// the contact's name and e-mail, the hidden honeypot and the form token.
// Styles of the components only these forms draw (styles/public-mantine.ts keeps the rest).
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import { type BusinessSubmissionInput, businessCategoryPresets, businessSubmissionFields } from "@chamber/core";
import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc.ts";
import { zodResolver } from "../../lib/zod-form.ts";
import formClasses from "../forms/PublicForm.module.css";
import { Honeypot } from "./Honeypot.tsx";
import { SubmissionPhotoField, type SubmittedPhoto } from "./SubmissionPhotoField.tsx";
import { SubmissionSent } from "./SubmissionSent.tsx";
import { useSubmissionSend } from "./use-submission.ts";

interface Values {
  businessId: string | null;
  name: string;
  description: string;
  category: string;
  address: string;
  phone: string;
  website: string;
  email: string;
  contactName: string;
  contactEmail: string;
  photo: SubmittedPhoto | null;
  url: string;
}

const empty: Values = {
  businessId: null,
  name: "",
  description: "",
  category: "",
  address: "",
  phone: "",
  website: "",
  email: "",
  contactName: "",
  contactEmail: "",
  photo: null,
  url: "",
};

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const toInput = ({ url: _honeypot, businessId: _id, photo, ...values }: Values): BusinessSubmissionInput => ({
  ...values,
  imageId: photo?.id ?? null,
});

const resolve = zodResolver(businessSubmissionFields);

export function BusinessJoinForm({ initialMode = "new" }: { initialMode?: "new" | "change" }) {
  const [mode, setMode] = useState<"new" | "change">(initialMode);
  const form = useForm<Values>({
    initialValues: empty,
    validate: (values) => {
      const errors = resolve(toInput(values));
      if (mode === "change" && !values.businessId) errors.businessId = "Choose the listing to change";
      return errors;
    },
  });
  const directory = trpc.business.list.useQuery({ scope: "public" }, { enabled: mode === "change" });
  const send = trpc.submission.submitBusiness.useMutation();
  const { token, sentTo, problem, onSubmit, sendAnother } = useSubmissionSend({
    form,
    send: (values, formToken) =>
      send.mutateAsync({
        ...toInput(values),
        businessId: mode === "change" && values.businessId ? Number(values.businessId) : null,
        formToken,
        url: values.url,
      }),
    emailOf: (values) => values.contactEmail,
  });

  const choose = (id: string | null) => {
    const business = directory.data?.find((row) => String(row.id) === id);
    form.setValues({
      businessId: id,
      ...(business && {
        name: business.name,
        description: business.description,
        category: business.category,
        address: business.address,
        phone: business.phone,
        website: business.website ?? "",
        email: business.email ?? "",
      }),
    });
  };

  if (sentTo)
    return (
      <SubmissionSent what={mode === "change" ? "listing change" : "listing"} email={sentTo} onAnother={sendAnother} />
    );

  // The stored category may be one the presets lack; it stays choosable.
  const categories = [...new Set([...businessCategoryPresets, form.values.category].filter(Boolean))].map((value) => ({
    value,
    label: capitalized(value),
  }));

  return (
    <form onSubmit={onSubmit} noValidate className={formClasses.form} aria-label="Directory listing">
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert" title="Not sent">
            {problem}
          </Alert>
        )}
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setMode(value as "new" | "change");
            form.setValues({ ...empty, contactName: form.values.contactName, contactEmail: form.values.contactEmail });
          }}
          data={[
            { value: "new", label: "New listing" },
            { value: "change", label: "Change a listing" },
          ]}
          aria-label="What would you like to send?"
          fullWidth
        />
        {mode === "change" && (
          <Select
            {...form.getInputProps("businessId")}
            key={form.key("businessId")}
            label="Listing to change"
            placeholder={directory.isPending ? "Loading the directory…" : "Search the directory"}
            data={(directory.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            onChange={choose}
            searchable
            nothingFoundMessage="No listing by that name"
            error={form.errors.businessId ?? (directory.isError ? "The directory could not be loaded" : undefined)}
            required
          />
        )}
        <TextInput {...form.getInputProps("name")} key={form.key("name")} label="Business name" required />
        <Textarea
          {...form.getInputProps("description")}
          key={form.key("description")}
          label="Description"
          autosize
          minRows={3}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            {...form.getInputProps("category")}
            key={form.key("category")}
            label="Category"
            placeholder="Choose a category"
            data={categories}
            allowDeselect={false}
            required
          />
          <TextInput
            {...form.getInputProps("phone")}
            key={form.key("phone")}
            type="tel"
            label="Phone"
            autoComplete="tel"
            required
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps("address")}
          key={form.key("address")}
          label="Address"
          autoComplete="street-address"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.getInputProps("website")} key={form.key("website")} label="Website (optional)" />
          <TextInput
            {...form.getInputProps("email")}
            key={form.key("email")}
            type="email"
            label="Public email (optional)"
          />
          <TextInput
            {...form.getInputProps("contactName")}
            key={form.key("contactName")}
            label="Your name"
            autoComplete="name"
            required
          />
          <TextInput
            {...form.getInputProps("contactEmail")}
            key={form.key("contactEmail")}
            type="email"
            label="Your email"
            description="Only staff see it; we write to you about the decision."
            autoComplete="email"
            required
          />
        </SimpleGrid>
        <SubmissionPhotoField
          value={form.values.photo}
          onChange={(photo) => form.setFieldValue("photo", photo)}
          formToken={token}
          shownWith={mode === "change" ? "the listing, in place of its photo" : "the listing"}
        />
        <Honeypot value={form.values.url} onChange={(value) => form.setFieldValue("url", value)} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            w={{ base: "100%", xs: "auto" }}
            loading={send.isPending}
            rightSection={<IconSend size={18} aria-hidden="true" />}
          >
            {mode === "change" ? "Send the change" : "Send the listing"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
