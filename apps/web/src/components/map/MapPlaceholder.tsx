// A drawn stand-in for a map: streets, a creek and a pin, nothing fetched from a map provider
// (docs/architecture.md §5 — no request leaves the site). The drawing is decorative; the label says where.

import { IconMapPinFilled } from "#web/components/ui/icons.ts";
import { BoxMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./MapPlaceholder.module.css";

export interface MapPlaceholderProps {
  /** The place the pin marks, shown under it. */
  label: string;
  height?: number;
}

export function MapPlaceholder({ label, height = 260 }: MapPlaceholderProps) {
  return (
    <BoxMarkup
      className={classes.map}
      h={height}
      role="img"
      aria-label={`Map placeholder: ${label}`}
      data-testid="map-placeholder"
    >
      <svg className={classes.drawing} viewBox="0 0 400 260" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="400" height="260" fill="#eef3ea" />
        <path d="M0 200 C80 170 120 230 200 205 S330 160 400 185 L400 260 L0 260 Z" fill="#dbe9d3" />
        <path
          d="M-10 60 C70 90 110 40 190 70 S320 120 410 90"
          fill="none"
          stroke="#a9cbe0"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <g stroke="#ffffff" strokeWidth="14" strokeLinecap="round">
          <path d="M0 130 H400" />
          <path d="M205 0 V260" />
          <path d="M60 0 L110 260" />
          <path d="M300 0 L330 260" />
        </g>
        <g stroke="#d9ddd2" strokeWidth="1.5" fill="none">
          <path d="M0 130 H400" strokeDasharray="8 8" />
        </g>
        <g fill="#c9dfc0">
          <circle cx="140" cy="175" r="16" />
          <circle cx="160" cy="190" r="12" />
          <circle cx="260" cy="60" r="14" />
          <circle cx="360" cy="210" r="18" />
          <circle cx="30" cy="40" r="12" />
        </g>
        <g fill="#f3e6d2">
          <rect x="225" y="150" width="50" height="30" rx="4" />
          <rect x="130" y="85" width="48" height="26" rx="4" />
          <rect x="230" y="88" width="40" height="24" rx="4" />
        </g>
      </svg>
      <BoxMarkup className={classes.pin} aria-hidden={true}>
        <IconMapPinFilled size={44} color="var(--mantine-color-bluff-7)" />
      </BoxMarkup>
      <TextMarkup className={classes.label} size="sm" fw={600} c="oak.9" aria-hidden={true}>
        {label}
      </TextMarkup>
    </BoxMarkup>
  );
}
