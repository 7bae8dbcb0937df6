// A refusal that belongs to one input field but is found past the input schema (it needs the
// database or the site zone), answered like any other bad field: REST's 400 lists it in `issues`,
// and the admin's form shows it under that field (tRPC `data.fieldErrors`).
import { TRPCError } from "@trpc/server";
import { z } from "zod";

export function fieldRefusal(field: string, message: string): TRPCError {
  // A ZodError made by parsing: one built with `new` is no Error in zod 4, and both doors look for one.
  const refused = z.object({ [field]: z.custom(() => false, message) }).safeParse({ [field]: null });
  return new TRPCError({ code: "BAD_REQUEST", message, cause: refused.error });
}
