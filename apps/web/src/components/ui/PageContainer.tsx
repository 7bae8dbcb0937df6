// The width and vertical rhythm of the inner public pages: the header band's content and the page's
// own content below it sit in the same container.
import { Container } from "@mantine/core";
import type { ReactNode } from "react";

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: "xl", sm: 48 }}>
      {children}
    </Container>
  );
}
