// The contact form (docs/product.md §5, §8): five required fields checked by the shared `contactInput` schema
// with inline errors, 'Sending...' while the request is out, the toasts of docs/product.md §8, and a reset only on
// success so a failed send keeps everything typed.
import { contactInput, contactSubjects } from "@chamber/core";
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { toast } from "../../lib/toast.ts";
import { trpc } from "../../lib/trpc.ts";
import { zodResolver } from "../../lib/zod-form.ts";
import formClasses from "../forms/PublicForm.module.css";

const emptyMessage = { firstName: "", lastName: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const form = useForm({ initialValues: emptyMessage, validate: zodResolver(contactInput) });
  const send = trpc.contact.send.useMutation();

  const onSubmit = form.onSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: "Message sent successfully!", message: "We'll get back to you as soon as possible." });
      form.reset();
    } catch {
      toast({ title: "Error sending message", message: "Please try again later.", variant: "destructive" });
    }
  }, focusFirstError);

  const subject = form.getInputProps("subject");

  return (
    <form onSubmit={onSubmit} noValidate className={formClasses.form} aria-label="Contact form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.getInputProps("firstName")}
            key={form.key("firstName")}
            label="First Name"
            autoComplete="given-name"
            required
          />
          <TextInput
            {...form.getInputProps("lastName")}
            key={form.key("lastName")}
            label="Last Name"
            autoComplete="family-name"
            required
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps("email")}
          key={form.key("email")}
          type="email"
          label="Email"
          autoComplete="email"
          required
        />
        <Select
          key={form.key("subject")}
          label="Subject"
          placeholder="Select a subject"
          data={[...contactSubjects]}
          value={form.values.subject || null}
          onChange={(value) => form.setFieldValue("subject", value ?? "")}
          onBlur={subject.onBlur}
          error={subject.error}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Textarea {...form.getInputProps("message")} key={form.key("message")} label="Message" rows={5} required />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            w={{ base: "100%", xs: "auto" }}
            disabled={send.isPending}
            rightSection={<IconSend size={18} aria-hidden="true" />}
          >
            {send.isPending ? "Sending..." : "Send Message"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
