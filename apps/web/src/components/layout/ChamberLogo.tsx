// The chamber's mark: the Topatopa bluffs over an orange-tree row, drawn inline so the header
// needs no extra request.
export function ChamberLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#1f5a3f" />
      <path d="M4 27 L13 15 L18 21 L24 11 L36 27 Z" fill="#e8bdb4" />
      <path d="M4 27 L13 15 L16 19 L11 27 Z" fill="#dc998a" />
      <rect x="4" y="27" width="32" height="5" fill="#35875a" />
      <circle cx="11" cy="27" r="2.2" fill="#ffb038" />
      <circle cx="20" cy="27" r="2.2" fill="#ffb038" />
      <circle cx="29" cy="27" r="2.2" fill="#ffb038" />
    </svg>
  );
}
