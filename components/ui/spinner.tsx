/** The busy indicator inside buttons; it stops turning for people who ask for reduced motion. */
export function Spinner({ className = 'h-4 w-4', ...rest }: { className?: string; 'data-testid'?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} animate-spin motion-reduce:animate-none`}
      fill="none"
      {...rest}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
