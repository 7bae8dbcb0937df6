// A form shown in the list itself rather than in a dialog: Pages' create/edit form above the
// list, and News, Board and Settings editing an item in its place. Opening it puts the cursor in
// its first field; Escape closes it (asking first over unsaved changes, form-guard.tsx); closing
// gives the focus back to the button that opened it.
import { Card, Title } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { FormGuardContext, useDiscardGuard } from "./form-guard.tsx";

export interface InlineFormCardProps {
  title: string;
  /** The region's name; the title names it when absent. */
  label?: string;
  titleSize?: "h4" | "h5";
  mb?: "lg";
  /** Closes the card without saving (Escape). */
  onClose: () => void;
  /**
   * The `data-focus-key` of the button that opened the card, when the card took its place in the
   * list (an item's Edit button): the focus goes back to it once the item is drawn again.
   */
  openerKey?: string;
  children: ReactNode;
}

const FIRST_FIELD =
  "input:not([type=hidden]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])";

/** The element to focus after the card closes: the opener, or its new self if it was redrawn. */
function returnTarget(opener: Element | null, openerKey: string | undefined): HTMLElement | null {
  if (openerKey) return document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(openerKey)}"]`);
  return opener instanceof HTMLElement && opener.isConnected ? opener : null;
}

export function InlineFormCard(props: InlineFormCardProps) {
  const { title, label, titleSize = "h4", mb, onClose, openerKey, children } = props;
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const { guard, prompt } = useDiscardGuard();

  useEffect(() => {
    // A button that stays in the list (Pages' New Page) still has the focus here.
    const opener = document.activeElement;
    card.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    card.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true });
    return () => {
      // After the list has drawn the item again in the card's place, and only if the focus was
      // lost with the card (not when another card opened and took it).
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) returnTarget(opener, openerKey)?.focus();
      });
    };
  }, [openerKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    // An open dropdown (a Select's options) closes first, on its own.
    if ((event.target as HTMLElement).getAttribute("aria-expanded") === "true") return;
    event.stopPropagation();
    guard.requestClose(onClose);
  };

  return (
    <FormGuardContext.Provider value={guard}>
      <Card
        ref={card}
        withBorder
        padding="lg"
        component="section"
        aria-label={label}
        aria-labelledby={label ? undefined : titleId}
        mb={mb}
        onKeyDown={onKeyDown}
      >
        <Title order={3} size={titleSize} id={titleId} mb="sm">
          {title}
        </Title>
        {children}
      </Card>
      {prompt}
    </FormGuardContext.Provider>
  );
}
