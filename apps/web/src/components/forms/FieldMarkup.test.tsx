// FieldMarkup.tsx's fields must give the HTML Mantine's TextInput, Textarea and NativeSelect give
// (Mantine's stylesheet draws them): each way the public forms use them, rendered both ways. The
// ids are React's own per place in the tree, so they are compared by shape.
import { MantineProvider, NativeSelect, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconMail } from "#web/components/ui/icons.ts";
import { theme } from "#web/lib/theme.ts";
import { SelectField, TextareaField, TextField } from "./FieldMarkup.tsx";

const html = (node: ReactNode) =>
  renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/mantine-_R_[A-Za-z0-9]+_/g, "mantine-ID");

const choices = [{ value: "", label: "Choose a category", disabled: true }, { value: "a", label: "A" }, "B"];

describe("Mantine's fields as plain elements", () => {
  it.each([
    [
      "a required text field with an icon, a placeholder, a value, an error and a style",
      <TextInput
        key="m"
        name="email"
        defaultValue="a@"
        error="Enter an email"
        type="email"
        label="Email address"
        placeholder="you@example.com"
        autoComplete="email"
        leftSection={<IconMail size={16} aria-hidden="true" />}
        required
        style={{ flex: 1, minWidth: 220 }}
      />,
      <TextField
        key="p"
        name="email"
        defaultValue="a@"
        error="Enter an email"
        type="email"
        label="Email address"
        placeholder="you@example.com"
        autoComplete="email"
        leftSection={<IconMail size={16} aria-hidden="true" />}
        required
        style={{ flex: 1, minWidth: 220 }}
      />,
    ],
    [
      "an optional text field",
      <TextInput key="m" name="website" label="Website (optional)" placeholder="x.example" autoComplete="url" />,
      <TextField key="p" name="website" label="Website (optional)" placeholder="x.example" autoComplete="url" />,
    ],
    [
      "a described field in error without a message of its own",
      <TextInput key="m" name="time" type="time" error={true} label="Start" description="6:30 PM" required />,
      <TextField key="p" name="time" type="time" error={true} label="Start" description="6:30 PM" required />,
    ],
    [
      "a described field with an error",
      <TextInput key="m" name="day" type="date" error="Pick a day" label="Date" description="Zone" required />,
      <TextField key="p" name="day" type="date" error="Pick a day" label="Date" description="Zone" required />,
    ],
    [
      "a text area",
      <Textarea key="m" name="message" defaultValue="hi" label="Message" rows={5} required />,
      <TextareaField key="p" name="message" defaultValue="hi" label="Message" rows={5} required />,
    ],
    [
      "a described text area with an error",
      <Textarea key="m" name="d" error="Too short" label="Description" description="What" rows={4} required />,
      <TextareaField key="p" name="d" error="Too short" label="Description" description="What" rows={4} required />,
    ],
    [
      "a select with a placeholder choice",
      <NativeSelect key="m" name="category" defaultValue="" label="Category" data={choices} required />,
      <SelectField key="p" name="category" defaultValue="" label="Category" choices={choices} required />,
    ],
    [
      "a select with an error",
      <NativeSelect key="m" name="subject" defaultValue="B" error="Choose" label="Subject" data={choices} required />,
      <SelectField key="p" name="subject" defaultValue="B" error="Choose" label="Subject" choices={choices} required />,
    ],
    [
      "a controlled select",
      <NativeSelect key="m" name="businessId" value="a" onChange={() => {}} label="Listing" data={choices} required />,
      <SelectField
        key="p"
        name="businessId"
        value="a"
        onChange={() => {}}
        label="Listing"
        choices={choices}
        required
      />,
    ],
  ])("%s", (_what, mantine, plain) => {
    expect(html(plain)).toBe(html(mantine));
  });
});

describe("SelectField", () => {
  it("starts on its first choice (the placeholder) when the form has no value for it", () => {
    const plain = (
      <SelectField key="p" name="category" defaultValue={undefined} label="Category" choices={choices} required />
    );
    const mantine = <NativeSelect key="m" name="category" defaultValue="" label="Category" data={choices} required />;
    expect(html(plain)).toBe(html(mantine));
    expect(html(plain)).toContain('<option value="" disabled="" selected="">');
  });
});
