// The directory's search box: the markup Mantine's TextInput (size md, radius xl, max width 560,
// a search icon on the left) and its CloseButton give, written out (SearchBox.test.tsx renders
// both and compares) so the page needs no Mantine component. The clear button shows while there
// is text. Named `search`, so the form sends it as ?search=… without JavaScript.
import { type ChangeEventHandler, type CSSProperties, forwardRef, useId } from "react";
import { IconSearch } from "#web/components/ui/icons.ts";
import focusRing from "#web/lib/focus-ring.module.css";

const wrapperStyle = {
  "--input-height": "var(--input-height-md)",
  "--input-fz": "var(--mantine-font-size-md)",
  "--input-radius": "var(--mantine-radius-xl)",
} as CSSProperties;

const sectionClass = "m_82577fc2 mantine-Input-section mantine-TextInput-section";

export const SearchBox = forwardRef<
  HTMLInputElement,
  { value: string; onChange: ChangeEventHandler<HTMLInputElement>; onClear: () => void }
>(({ value, onChange, onClear }, ref) => {
  const id = `mantine-${useId()}`;
  return (
    <div
      style={{ maxWidth: "calc(35rem * var(--mantine-scale))" }}
      className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root"
      data-size="md"
    >
      <div
        style={wrapperStyle}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="md"
        data-with-right-section={value ? "true" : undefined}
        data-with-left-section="true"
      >
        <div data-position="left" className={sectionClass}>
          <IconSearch size={18} aria-hidden="true" />
        </div>
        <input
          ref={ref}
          className={`${focusRing.field} m_8fb7ebe7 mantine-Input-input mantine-TextInput-input`}
          data-variant="default"
          type="search"
          aria-label="Search businesses"
          placeholder="Search businesses..."
          id={id}
          name="search"
          value={value}
          onChange={onChange}
        />
        {value ? (
          <div data-position="right" className={sectionClass}>
            <button
              className={`${focusRing.ring} mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root`}
              data-variant="subtle"
              type="button"
              aria-label="Clear search"
              onClick={onClear}
            >
              {/* biome-ignore lint/a11y/noSvgWithoutTitle: as Mantine draws it; the button's label names it */}
              <svg
                viewBox="0 0 15 15"
                fill="none"
                xmlns="http://www.w3.org/2000/svg"
                style={{ width: "var(--cb-icon-size, 70%)", height: "var(--cb-icon-size, 70%)" }}
              >
                <path
                  d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
                  fill="currentColor"
                  fillRule="evenodd"
                  clipRule="evenodd"
                />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
});
