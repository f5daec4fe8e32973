// Inline SVG: emoji would depend on the visitor's fonts.
/** A section registered without an icon of its own: a grid of four tiles. */
const GENERIC_ICON = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';

/** A section's icon: its SVG path in a 24×24 box (the registry's `icon`), or the generic one. */
export function SectionIcon({ path = GENERIC_ICON }: { path?: string | undefined }) {
  return (
    <svg
      width="36"
      height="36"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
