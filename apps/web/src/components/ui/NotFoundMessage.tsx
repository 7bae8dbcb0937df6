// What a page shows where the thing it was asked for does not exist (an article, a content page):
// the h1, one line, and a button back.
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { IconArrowLeft } from "./icons.ts";
import { ContainerMarkup } from "./layout-markup.tsx";
import { TextMarkup, TitleMarkup } from "./mantine-markup.tsx";
import buttons from "./PlainButton.module.css";

export function NotFoundMessage({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  return (
    <ContainerMarkup size="sm" style={{ paddingBlock: "calc(5rem * var(--mantine-scale))", textAlign: "center" }}>
      <TitleMarkup order={1} mb="sm">
        {title}
      </TitleMarkup>
      <TextMarkup size={null} mb="xl" color="gray.7">
        {text}
      </TextMarkup>
      {back}
    </ContainerMarkup>
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
