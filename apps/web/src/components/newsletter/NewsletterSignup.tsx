// The newsletter signup (docs/product.md §5, §8): one labelled email field validated by the shared schema,
// 'Subscribing...' while the request is out, the toasts of docs/product.md §8, and a reset only on success so
// nothing typed is lost when it fails.
import { newsletterInput } from "@chamber/core";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMail } from "@tabler/icons-react";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { toast } from "../../lib/toast.ts";
import { trpc } from "../../lib/trpc.ts";
import { zodResolver } from "../../lib/zod-form.ts";
import formClasses from "../forms/PublicForm.module.css";

export interface NewsletterSignupProps {
  /** "stacked" puts the button under the field (narrow cards); "inline" beside it. */
  layout?: "stacked" | "inline";
}

export function NewsletterSignup({ layout = "stacked" }: NewsletterSignupProps) {
  const form = useForm({ initialValues: { email: "" }, validate: zodResolver(newsletterInput) });
  const subscribe = trpc.newsletter.subscribe.useMutation();

  const onSubmit = form.onSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
      toast({ title: "Successfully subscribed!", message: "You'll receive our latest news and updates." });
      form.reset();
    } catch {
      toast({
        title: "Subscription failed",
        message: "Please check your email and try again.",
        variant: "destructive",
      });
    }
  }, focusFirstError);

  const field = (
    <TextInput
      {...form.getInputProps("email")}
      key={form.key("email")}
      type="email"
      label="Email address"
      placeholder="you@example.com"
      autoComplete="email"
      leftSection={<IconMail size={16} aria-hidden="true" />}
      required
      style={layout === "inline" ? { flex: 1, minWidth: 220 } : undefined}
    />
  );
  const button = (
    <Button type="submit" disabled={subscribe.isPending}>
      {subscribe.isPending ? "Subscribing..." : "Subscribe"}
    </Button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className={formClasses.form} aria-label="Newsletter signup">
      {layout === "inline" ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {field}
          {button}
        </Group>
      ) : (
        <Stack gap="sm">
          {field}
          {button}
        </Stack>
      )}
    </form>
  );
}
