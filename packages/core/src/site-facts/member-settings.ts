// The rules staff set for members' own listings, named settings as the chamber's facts are
// (site-facts.ts, docs/decisions/018-site-facts-as-named-settings.md): each a setting row with a
// fixed key, read with a default when its row is missing or unreadable. A helper without zod; the
// form's schema is member-settings-schema.ts.

export const memberSettingKeys = {
  changesNeedApproval: "members.changesNeedApproval",
  postsNeedApproval: "members.postsNeedApproval",
} as const;

export type MemberSettingName = keyof typeof memberSettingKeys;
export type MemberSettings = Record<MemberSettingName, boolean>;

export const memberSettingLabels: Record<MemberSettingName, { label: string; description: string }> = {
  changesNeedApproval: {
    label: "Members' changes need approval",
    description:
      "On: a change a member makes to their listing waits in Submissions until staff approve it. Off: it is published at once (and kept in the listing's history).",
  },
  postsNeedApproval: {
    label: "Members' posts need approval",
    description:
      "On: a deal or job a member posts (or changes) waits in the admin's queue until staff approve it. Off: it shows at once, from its start.",
  },
};

/** Members' changes and posts wait for staff unless staff say otherwise. */
export const defaultMemberSettings: MemberSettings = { changesNeedApproval: true, postsNeedApproval: true };

/** The settings from setting rows (key → value): "true" or "false", anything else the default. */
export function memberSettingsFromRows(rows: ReadonlyMap<string, string>): MemberSettings {
  const settings = { ...defaultMemberSettings };
  for (const [name, key] of Object.entries(memberSettingKeys) as [MemberSettingName, string][]) {
    const value = rows.get(key)?.trim().toLowerCase();
    if (value === "true" || value === "false") settings[name] = value === "true";
  }
  return settings;
}
