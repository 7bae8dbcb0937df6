// Mantine's Alert (light variant) as the markup it gives, for the public forms' "not sent" message,
// their confirmation and a photo's upload problem: through Mantine it brings its close button and its
// icon with it onto every page with a form (the newsletter box is on every news and content page).
// Mantine's stylesheet draws the markup; AlertMarkup.test.tsx renders both and compares them.
import { type CSSProperties, type ReactNode, type Ref, useId } from "react";

export interface AlertMarkupProps {
  /** A theme colour: "red", "green". */
  color: string;
  /** The heading that labels the alert; an alert without one is described by its message only. */
  title?: string;
  role: "alert" | "status";
  /** -1 where the form moves the focus to the alert. */
  tabIndex?: -1;
  /** Style props given to Mantine's Alert (its margin, its padding). */
  style?: CSSProperties;
  icon?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

export function AlertMarkup({ color, title, role, tabIndex, style, icon, ref, children }: AlertMarkupProps) {
  const id = `mantine-${useId()}`;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role (alert or status) is a prop; both take a label
    <div
      ref={ref}
      style={
        {
          "--alert-bg": `var(--mantine-color-${color}-light)`,
          "--alert-color": `var(--mantine-color-${color}-light-color)`,
          "--alert-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
          ...style,
        } as CSSProperties
      }
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      tabIndex={tabIndex}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        {icon && <div className="m_667f2a6a mantine-Alert-icon">{icon}</div>}
        <div className="m_667c2793 mantine-Alert-body">
          {title && (
            <div className="m_6a03f287 mantine-Alert-title">
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
