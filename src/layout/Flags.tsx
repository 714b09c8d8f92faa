/** The language switch's fr and gb flags (docs/product-rules.md, "Languages"), drawn inline: alike everywhere. */
export function FrenchFlag() {
  return (
    <svg width="24" height="16" viewBox="0 0 3 2" aria-hidden="true">
      <rect width="1" height="2" fill="#002654" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce1126" />
    </svg>
  );
}

export function BritishFlag() {
  return (
    <svg width="24" height="16" viewBox="0 0 60 40" aria-hidden="true">
      <clipPath id="gb-flag-clip">
        <rect width="60" height="40" />
      </clipPath>
      <g clipPath="url(#gb-flag-clip)">
        <rect width="60" height="40" fill="#012169" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30,0 V40 M0,20 H60" stroke="#fff" strokeWidth="12" />
        <path d="M30,0 V40 M0,20 H60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}
