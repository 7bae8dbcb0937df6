// Mantine's Radio.Group and Radio as the markup they give (size sm, label on the right): the one
// choice of the public forms (/directory/join's "new listing or change") brought Mantine's Radio,
// its group context and its input wrapper onto the page. Mantine's stylesheet draws the markup;
// RadioMarkup.test.tsx renders both and compares them. The radios are controlled by the form.
import { type CSSProperties, createContext, type ReactNode, useContext, useId } from "react";
import focusRing from "#web/lib/focus-ring.module.css";

interface GroupState {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const RadioGroupState = createContext<GroupState | null>(null);

export function RadioGroupMarkup({
  value,
  onChange,
  label,
  description,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = `mantine-${useId()}`;
  const name = `mantine-${useId()}`;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root">
      <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={`${id}-label`}>
        {label}
      </div>
      <p
        className="m_fe47ce59 mantine-InputWrapper-description mantine-RadioGroup-description"
        id={`${id}-description`}
      >
        {description}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
        <RadioGroupState.Provider value={{ name, value, onChange }}>{children}</RadioGroupState.Provider>
      </div>
    </div>
  );
}

export function RadioMarkup({ value, label, disabled }: { value: string; label: string; disabled?: boolean }) {
  const group = useContext(RadioGroupState);
  const id = `mantine-${useId()}`;
  const checked = group?.value === value;
  return (
    <div
      style={{ "--radio-color": "var(--mantine-color-oak-filled)" } as CSSProperties}
      className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input
            className={`${focusRing.ring} m_8a3dbb89 mantine-Radio-radio`}
            data-with-error-styles="true"
            disabled={disabled}
            id={id}
            type="radio"
            name={group?.name}
            checked={checked}
            value={value}
            onChange={(event) => group?.onChange(event.currentTarget.value)}
          />
          <svg
            xmlns="http://www.w3.org/2000/svg"
            fill="none"
            viewBox="0 0 5 5"
            aria-hidden="true"
            className="m_f3ed6b2b mantine-Radio-icon"
          >
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Radio-labelWrapper" data-disabled={disabled || undefined}>
          <label className="m_8ee546b8 mantine-Radio-label" htmlFor={id} data-disabled={disabled || undefined}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
