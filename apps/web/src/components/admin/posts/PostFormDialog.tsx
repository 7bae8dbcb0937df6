// What the Deals & jobs dialog holds: the business (staff post for any), then the deal's or job's
// form, saved through the staff's create or update.
import { Select } from "@mantine/core";
import { useState } from "react";
import { trpc } from "#web/lib/trpc.ts";
import type { AdminPost } from "./admin-posts.ts";
import { DealForm } from "./DealForm.tsx";
import { JobForm } from "./JobForm.tsx";

export interface PostFormDialogProps {
  kind: "deal" | "job";
  item: AdminPost | null;
  onDone: () => void;
  onSaved: () => Promise<unknown>;
}

export function PostFormDialog({ kind, item, onDone, onSaved }: PostFormDialogProps) {
  const businesses = trpc.business.list.useQuery({ scope: "all" });
  const [businessId, setBusinessId] = useState<string | null>(item ? String(item.post.businessId) : null);
  const [missing, setMissing] = useState(false);
  const createDeal = trpc.deal.create.useMutation();
  const updateDeal = trpc.deal.update.useMutation();
  const createJob = trpc.job.create.useMutation();
  const updateJob = trpc.job.update.useMutation();
  const done = () => {
    onDone();
    void onSaved();
  };
  /** The chosen business, or a refusal the form shows as a failed save. */
  const chosen = () => {
    if (!businessId) {
      setMissing(true);
      return Promise.reject(new Error("Choose the business"));
    }
    return Promise.resolve(Number(businessId));
  };
  const business = (
    <Select
      label="Business"
      required
      searchable
      placeholder={businesses.isPending ? "Loading businesses…" : "Choose a business"}
      data={(businesses.data ?? []).map((one) => ({ value: String(one.id), label: one.name }))}
      value={businessId}
      onChange={(value) => {
        setBusinessId(value);
        setMissing(false);
      }}
      error={missing ? "Business is required" : undefined}
      nothingFoundMessage="No business by that name"
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (kind === "deal") {
    const deal = item?.kind === "deal" ? item.post : null;
    return (
      <DealForm
        deal={deal}
        before={business}
        pending={createDeal.isPending || updateDeal.isPending}
        onDone={done}
        save={async (input) => {
          const id = await chosen();
          return deal
            ? updateDeal.mutateAsync({ ...input, id: deal.id, businessId: id })
            : createDeal.mutateAsync({ ...input, businessId: id });
        }}
      />
    );
  }
  const job = item?.kind === "job" ? item.post : null;
  return (
    <JobForm
      job={job}
      before={business}
      pending={createJob.isPending || updateJob.isPending}
      onDone={done}
      save={async (input) => {
        const id = await chosen();
        return job
          ? updateJob.mutateAsync({ ...input, id: job.id, businessId: id })
          : createJob.mutateAsync({ ...input, businessId: id });
      }}
    />
  );
}
