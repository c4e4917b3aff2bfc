/** The product's mark: a rising line on a dark tile. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b1d2e" />
      <rect x="1" y="1" width="62" height="62" rx="13" fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="2" />
      <path
        d="M16 44 L28 32 L36 38 L48 22"
        fill="none"
        stroke="#2fbf71"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="48" cy="22" r="4" fill="#2fbf71" />
    </svg>
  );
}
