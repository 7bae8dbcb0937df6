// A section of a content page (About, Get Involved, Visitors): the page's width and the sections'
// vertical rhythm, xl on phones and 56px from sm up; `band` lays it on a full-width grey band, as
// the pages alternate them. Drawn as Mantine's Box and Container give it (markup.test.tsx).
import type { ReactNode } from "react";
import { BoxMarkup, ContainerMarkup } from "./layout-markup.tsx";

const rhythm = { base: "xl", sm: 56 } as const;

export function PageSection({
  band,
  size = "lg",
  ta,
  children,
}: {
  band?: boolean;
  size?: "md" | "lg";
  ta?: "center";
  children: ReactNode;
}) {
  return band ? (
    <BoxMarkup bg="gray.0" py={rhythm}>
      <ContainerMarkup size={size} ta={ta}>
        {children}
      </ContainerMarkup>
    </BoxMarkup>
  ) : (
    <ContainerMarkup size={size} py={rhythm} ta={ta}>
      {children}
    </ContainerMarkup>
  );
}
