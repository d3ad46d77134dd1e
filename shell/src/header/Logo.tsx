export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="#0f7b6c" />
      <path
        d="M9 24 L15 17 L20 21 L27 11"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="11" r="2.5" fill="#ffbf47" />
    </svg>
  );
}
