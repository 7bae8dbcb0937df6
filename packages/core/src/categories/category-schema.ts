// The category list's API shapes (category.ts has the list's helpers, without zod).
import { z } from "zod";
import { id, oneLineText } from "../fields/fields.ts";
import { listPaging } from "../paging/list-paging.ts";
import { slugify } from "../text/slugify.ts";
import { type Category, categoryKinds } from "./category.ts";

const categoryKind = () => z.enum(categoryKinds, { error: 'Kind must be "business" or "event"' });

export const categoryOutput = z.object({
  id: z.number().int(),
  kind: z.enum(categoryKinds),
  name: z.string().meta({ description: "What businesses or events name it by, and show." }),
  slug: z.string().meta({ description: "The name in URLs; an input may give it instead of the name." }),
  position: z.number().int().meta({ description: "Its place in the list, from 0." }),
}) satisfies z.ZodType<Category>;

export const categoryListQuery = z.object({ kind: categoryKind(), ...listPaging });

const categoryName = () =>
  oneLineText("name", 60).refine((name) => slugify(name) !== "", "Name must hold a letter or a digit");

export const categoryCreate = z.object({ kind: categoryKind(), name: categoryName() });
export const categoryRename = z.object({ id: id(), name: categoryName() });

export const categoryMerge = z.object({
  id: id().meta({ description: "The category that goes: its businesses or events move to `into`." }),
  into: id().meta({ description: "The category of the same kind that takes them." }),
});
export const categoryMergeResult = z.object({
  into: categoryOutput,
  moved: z.number().int().meta({ description: "How many businesses, or events and series, changed category." }),
});

export const categoryOrder = z.object({
  kind: categoryKind(),
  ids: z.array(id()).max(500).meta({ description: "Every category of the kind, in the new order." }),
});
