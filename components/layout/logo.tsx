export function Logo({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b1120" />
      <path d="M18 14h8v15l14-15h10L34 31l17 19H40L26 34v16h-8z" fill="#fbbf24" />
    </svg>
  );
}
