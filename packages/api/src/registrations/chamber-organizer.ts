// The chamber as a registration's invite names it (ORGANIZER) and its messages are signed: its name
// and public e-mail from the site facts, the seeded chamber's when a row is missing or unusable.
import { siteFactKeys } from "@chamber/core";
import { siteFactsFromSettings } from "@chamber/core/schemas";
import type { Context } from "../context.ts";

export interface Organizer {
  name: string;
  email: string;
}

export async function chamberOrganizer(prisma: Context["prisma"]): Promise<Organizer> {
  const rows = await prisma.setting.findMany({
    where: { key: { in: [siteFactKeys.name, siteFactKeys.email] } },
    select: { key: true, value: true },
  });
  const facts = siteFactsFromSettings(new Map(rows.map((row) => [row.key, row.value])));
  return { name: facts.name, email: facts.email };
}
