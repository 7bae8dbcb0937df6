// The import screen's state: the chosen file, the mapping and category choices staff make, the
// rows they skip, and the server's last dry run. Choosing a file runs a dry run at once (the
// server guesses the mapping); a changed mapping or category needs another before Apply; skipping
// a row does not (import-plan.ts). Both calls are mutations, so a 401 ends the session as any
// admin call does (layout/use-session-end.ts).
import { type ImportMapping, importTargets } from "@chamber/core";
import type { BusinessImportResult } from "@chamber/core/schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { sendBusinessImport } from "#web/lib/admin/send-import.ts";
import { trpc } from "#web/lib/trpc.ts";
import { applyBlocker, outcomeCounts } from "./import-plan.ts";

type CategoryMap = Record<string, string>;

/** What a dry run was made with, as one comparable string. */
const choicesKey = (mapping: ImportMapping, categoryMap: CategoryMap) =>
  JSON.stringify([importTargets.map((target) => mapping[target] ?? null), Object.entries(categoryMap).sort()]);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function appliedMessage(result: BusinessImportResult) {
  const parts = [
    `${plural(result.created, "business", "businesses")} created`,
    `${result.updated} updated`,
    ...(result.invited > 0 ? [`${plural(result.invited, "member", "members")} invited`] : []),
  ];
  return `Import applied: ${parts.join(", ")}`;
}

export function useBusinessImport() {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [categoryMap, setCategoryMap] = useState<CategoryMap>({});
  const [skip, setSkip] = useState<ReadonlySet<number>>(new Set());
  const [inviteMembers, setInviteMembers] = useState(false);
  const [result, setResult] = useState<BusinessImportResult | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  // How many rows name each category we do not keep: one mapped drops out of the next dry run's
  // list, and must stay on screen (with its count) to be changed back.
  const [categoryRows, setCategoryRows] = useState<ReadonlyMap<string, number>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (sent: { file: File; mapping?: ImportMapping; categoryMap: CategoryMap; skipRows: number[] }) =>
      sendBusinessImport(sent.file, { ...sent, dryRun: true }),
    onSuccess: (answer, sent) => {
      setResult(answer);
      setMapping(answer.mapping);
      setCheckedKey(choicesKey(answer.mapping, sent.categoryMap));
      setCategoryRows((known) => {
        const next = new Map(known);
        for (const category of answer.unknownCategories) next.set(category.name, category.rows);
        return next;
      });
      setProblem(null);
    },
    onError: (error) => setProblem(error.message),
  });

  const apply = useMutation({
    mutationFn: (sent: { file: File }) =>
      sendBusinessImport(sent.file, {
        mapping,
        categoryMap,
        skipRows: [...skip],
        dryRun: false,
        inviteMembers,
      }),
    onSuccess: async (answer) => {
      notifySuccess(appliedMessage(answer));
      reset(null);
      await Promise.all([utils.businessImport.list.invalidate(), utils.business.invalidate()]);
    },
    onError: (error) => {
      notifyFailure(error.message, error);
      setProblem(error.message);
    },
  });

  /** Starts again with `chosen` (or nothing): every choice made for the last file goes. */
  function reset(chosen: File | null) {
    setFile(chosen);
    setMapping({});
    setCategoryMap({});
    setSkip(new Set());
    setInviteMembers(false);
    setResult(null);
    setCheckedKey(null);
    setCategoryRows(new Map());
    setProblem(null);
  }

  const counts = result ? outcomeCounts(result.rows, skip) : null;
  // The last dry run's unknown categories, and those mapped already (which it no longer lists).
  const unknownCategories = new Map<string, number>();
  for (const { name, rows } of result?.unknownCategories ?? []) unknownCategories.set(name, rows);
  for (const name of Object.keys(categoryMap)) unknownCategories.set(name, categoryRows.get(name) ?? 0);
  const checked = checkedKey !== null && checkedKey === choicesKey(mapping, categoryMap);

  return {
    file,
    result,
    mapping,
    categoryMap,
    skip,
    inviteMembers,
    unknownCategories,
    problem,
    counts,
    checked,
    checking: check.isPending,
    applying: apply.isPending,
    blocker: counts ? applyBlocker(counts, checked) : null,
    choose(chosen: File | null) {
      reset(chosen);
      if (chosen) check.mutate({ file: chosen, categoryMap: {}, skipRows: [] });
    },
    setMapping,
    mapCategory(name: string, ours: string | null) {
      setCategoryMap(({ [name]: _old, ...rest }) => (ours ? { ...rest, [name]: ours } : rest));
    },
    toggleSkip(row: number, skipped: boolean) {
      setSkip((rows) => {
        const next = new Set(rows);
        if (skipped) next.add(row);
        else next.delete(row);
        return next;
      });
    },
    setInviteMembers,
    checkAgain() {
      if (file) check.mutate({ file, mapping, categoryMap, skipRows: [...skip] });
    },
    apply() {
      if (file) apply.mutate({ file });
    },
  };
}
