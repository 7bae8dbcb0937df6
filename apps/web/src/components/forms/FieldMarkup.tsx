// The public forms' text fields, text areas and selects as the markup Mantine's TextInput,
// Textarea and NativeSelect give (size sm, default variant), written out as plain elements: the
// forms are on the contact and submission pages and, as the newsletter box, on every news and
// content page, and Mantine's input components (with the wrapper, the textarea's autosize and the
// select's chevron) were the largest part of those pages' own script after zod. Mantine's
// stylesheet draws the markup; FieldMarkup.test.tsx renders both and compares them. Only what the
// public forms use is offered. The fields stay uncontrolled unless given a `value`: what a
// visitor typed before the script ran is kept (use-public-form.ts).
import { type ChangeEventHandler, type CSSProperties, type ReactNode, useId } from "react";
import focusRing from "#web/lib/focus-ring.module.css";

type Kind = "TextInput" | "Textarea" | "NativeSelect";

interface FieldFrame {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
  /** A message under the field, or `true` to mark it in error without one (the message is another field's). */
  error?: string | boolean;
}

const errorSize = "calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))";

/** The label, description, section and error around a field, and the field's own attributes. */
function useField({ label, required, description, error }: FieldFrame, kind: Kind) {
  const id = `mantine-${useId()}`;
  const message = typeof error === "string" && error ? error : null;
  const invalid = Boolean(error);
  // As Mantine joins them: the error's id, the field's own (none here), the description's.
  const describedBy = `${message ? `${id}-error` : ""}  ${description ? `${id}-description` : ""}`.trim();
  const control = {
    className: `${focusRing.field} m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    "data-variant": "default",
    "data-error": invalid || undefined,
  };
  const aria = {
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    id,
  };
  const frame = (wrapperStyle: CSSProperties, wrapperData: Record<string, string | undefined>, field: ReactNode) => (
    <>
      <label
        style={{ "--input-label-size": "var(--mantine-font-size-sm)" } as CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {description && (
        <p
          style={{ "--input-description-size": errorSize } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={
          {
            ...(description ? { "--input-margin-top": "calc(var(--mantine-spacing-xs) / 2)" } : {}),
            ...(message ? { "--input-margin-bottom": "calc(var(--mantine-spacing-xs) / 2)" } : {}),
            "--input-height": "var(--input-height-sm)",
            "--input-fz": "var(--mantine-font-size-sm)",
            ...wrapperStyle,
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={invalid || undefined}
        {...wrapperData}
      >
        {field}
      </div>
      {message && (
        <p
          style={{ "--input-error-size": errorSize } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${id}-error`}
        >
          {message}
        </p>
      )}
    </>
  );
  const root = (children: ReactNode, style?: CSSProperties) => (
    <div
      style={style}
      className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-size="sm"
      data-error={invalid || undefined}
    >
      {children}
    </div>
  );
  return { control, aria, frame, root };
}

export interface TextFieldProps extends FieldFrame {
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "date" | "time";
  placeholder?: string;
  autoComplete?: string;
  /** An icon drawn inside the field, before the text. */
  leftSection?: ReactNode;
  style?: CSSProperties;
}

/** TextInput. */
export function TextField({
  type,
  placeholder,
  autoComplete,
  defaultValue,
  leftSection,
  style,
  ...frame
}: TextFieldProps) {
  const { control, aria, frame: around, root } = useField(frame, "TextInput");
  return root(
    around(
      {},
      { "data-with-left-section": leftSection ? "true" : undefined },
      <>
        {leftSection && (
          <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {leftSection}
          </div>
        )}
        <input
          {...control}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={frame.required}
          {...aria}
          name={frame.name}
          defaultValue={defaultValue}
        />
      </>,
    ),
    style,
  );
}

export interface TextareaFieldProps extends FieldFrame {
  defaultValue?: string;
  rows: number;
}

/** Textarea (not autosized). */
export function TextareaField({ rows, defaultValue, ...frame }: TextareaFieldProps) {
  const { control, aria, frame: around, root } = useField(frame, "Textarea");
  return root(
    around(
      { "--input-padding-y": "var(--input-padding-y-sm)" } as CSSProperties,
      { "data-multiline": "true" },
      <textarea
        {...control}
        name={frame.name}
        rows={rows}
        required={frame.required}
        {...aria}
        defaultValue={defaultValue}
      />,
    ),
  );
}

interface SelectChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldFrame {
  choices: readonly (SelectChoice | string)[];
  /** The choice shown first; the first choice (the placeholder) when none is given. */
  defaultValue?: string;
  /** A controlled select (the listing to change), with its onChange. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
}

/** NativeSelect, with Mantine's chevron. */
export function SelectField({ choices, defaultValue, value, onChange, ...frame }: SelectFieldProps) {
  const { control, aria, frame: around, root } = useField(frame, "NativeSelect");
  return root(
    around(
      { "--input-right-section-pointer-events": "none" } as CSSProperties,
      { "data-pointer": "true", "data-with-right-section": "true" },
      <>
        <select
          {...control}
          name={frame.name}
          value={value}
          onChange={onChange}
          defaultValue={value === undefined ? (defaultValue ?? "") : undefined}
          required={frame.required}
          {...aria}
        >
          {choices.map((choice) => {
            const {
              value: optionValue,
              label,
              disabled,
            } = typeof choice === "string" ? { value: choice, label: choice, disabled: false } : choice;
            return (
              <option key={optionValue} value={optionValue} disabled={disabled}>
                {label}
              </option>
            );
          })}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's chevron as Mantine draws it; the select has its label */}
          <svg
            style={{ "--combobox-chevron-size": "var(--combobox-chevron-size-sm)" } as CSSProperties}
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="sm"
            data-combobox-chevron="true"
            data-error={frame.error || undefined}
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      </>,
    ),
  );
}
