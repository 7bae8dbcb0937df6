// A job's dates as a write settles them: an omitted posted date is now (a new job) or as it was,
// an omitted close 30 days after posting (a new job) or as it was; a close not after posting or
// more than 60 days after it is refused on `closesAt`, like any bad field.
import { defaultJobClose } from "@chamber/core";
import { closingRefusal } from "@chamber/core/schemas";
import { fieldRefusal } from "../contract/field-refusal.ts";

export function jobDates(
  input: { postedAt?: Date | undefined; closesAt?: Date | undefined },
  now: Date,
  current?: { postedAt: Date; closesAt: Date },
) {
  const postedAt = input.postedAt ?? current?.postedAt ?? now;
  const closesAt = input.closesAt ?? current?.closesAt ?? defaultJobClose(postedAt);
  const refusal = closingRefusal(postedAt, closesAt);
  if (refusal) throw fieldRefusal("closesAt", refusal);
  return { postedAt, closesAt };
}
