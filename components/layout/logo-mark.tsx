/** The shop's mark: shown alone on phones, beside the word mark from 480 px. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="site-header__logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-ink)" />
      <path d="M21.5 11.2c-1.1-1.5-3-2.4-5.3-2.4-3.2 0-5.4 1.7-5.4 4.1 0 2.3 1.7 3.3 4.9 4l1.3.3c1.9.4 2.6.9 2.6 1.8 0 1.1-1.2 1.9-3.1 1.9-1.8 0-3.2-.8-3.9-2.1l-2.6 1.6c1.1 2.1 3.5 3.4 6.5 3.4 3.5 0 5.9-1.8 5.9-4.5 0-2.3-1.6-3.5-5-4.2l-1.3-.3c-1.7-.4-2.4-.8-2.4-1.6 0-1 1-1.6 2.5-1.6 1.4 0 2.5.6 3.2 1.6z" fill="#fff" />
      <circle cx="24.5" cy="24.5" r="2.5" fill="#4fd1a1" />
    </svg>
  );
}
