// Two small decorative icons, inline so this section needs no icon package of its own.
const common = { 'aria-hidden': true, focusable: false, viewBox: '0 0 24 24', fill: 'currentColor' } as const;

export function CheckIcon() {
  return (
    <svg {...common}>
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...common}>
      <path d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 5a3 3 0 0 1 6 0v4H9V6Zm3 8a2 2 0 0 1 1 3.73V20h-2v-2.27A2 2 0 0 1 12 14Z" />
    </svg>
  );
}
