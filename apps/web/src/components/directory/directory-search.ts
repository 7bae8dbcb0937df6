// /directory's URL search (?search=coffee&category=Dining): the text and the group a result was
// found with, so it can be shared and survives a reload.
import { type BusinessGroup, parseBusinessGroup } from "@chamber/core";

export interface DirectorySearch {
  search?: string;
  category?: BusinessGroup;
}

/** Both keys are always returned (possibly undefined): the router merges this over the raw search. */
export function validateDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const search = typeof raw.search === "string" ? raw.search.trim().slice(0, 200) : "";
  const category = typeof raw.category === "string" ? parseBusinessGroup(raw.category) : null;
  return { search: search || undefined, category: category ?? undefined };
}
