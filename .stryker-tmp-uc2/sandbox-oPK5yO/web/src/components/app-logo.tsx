// @ts-nocheck
// The app's logo, drawn in the page rather than loaded from /favicon.svg (the same drawing,
// tests/web/app-logo.test.tsx): an image would be one more request before the first paint of
// /auth and of the main screen (docs/architecture/web.md#the-first-paint).

/** The logo at `size` CSS pixels square; decorative (the app's name is beside it). */
export function AppLogo({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <rect x="12" y="20" width="40" height="28" rx="6" fill="#fff" />
      <rect x="24" y="14" width="16" height="8" rx="3" fill="#fff" />
      <circle cx="32" cy="34" r="9" fill="#0f766e" />
      <circle cx="32" cy="34" r="5" fill="#fbbf24" />
    </svg>
  );
}
