// What a page shows where the thing it was asked for does not exist (an article, a content page):
// the h1, one line, and a button back.
import { Container, Text, Title } from "@mantine/core";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { IconArrowLeft } from "./icons.ts";
import buttons from "./PlainButton.module.css";

export function NotFoundMessage({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        {title}
      </Title>
      <Text c="gray.7" mb="xl">
        {text}
      </Text>
      {back}
    </Container>
  );
}

/** "Back to News", "Back to Home": a light button with an arrow pointing back. */
export function BackButton({ to, children }: { to: LinkProps["to"]; children: ReactNode }) {
  return (
    <Link to={to} className={`${buttons.button} ${buttons.light}`}>
      <IconArrowLeft size={16} aria-hidden="true" />
      {children}
    </Link>
  );
}
