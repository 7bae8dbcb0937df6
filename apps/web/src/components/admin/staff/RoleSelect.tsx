// The role field of the staff forms: each role with what it allows (ROLE_DESCRIPTIONS), so the
// owner choosing one reads the consequence where they choose it.
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@chamber/core";
import { Select, Text } from "@mantine/core";

const options = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export interface RoleSelectProps {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  /** Under the field: the chosen role's description (the invite form), or nothing (a list's row). */
  describe?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  size?: "xs" | "sm";
  hideLabel?: boolean;
  /** Shares a row's width with the fields beside it. */
  grow?: boolean;
}

export function RoleSelect({
  label,
  value,
  onChange,
  describe,
  disabled,
  error,
  size = "sm",
  hideLabel,
  grow,
}: RoleSelectProps) {
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next as StaffRole)}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      size={size}
      w={hideLabel ? 140 : undefined}
      style={grow ? { flex: "1 1 160px", maxWidth: 240 } : undefined}
      description={describe ? ROLE_DESCRIPTIONS[value] : undefined}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {ROLE_DESCRIPTIONS[option.value as StaffRole]}
          </Text>
        </div>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
