/**
 * The brand: a monogram (an N whose last stroke rises to a north star) and the
 * wordmark set in the brand typeface. public/favicon.svg is the same monogram;
 * colours come from the tokens, so it follows the colour scheme.
 */
export function Monogram({ className = 'logo__monogram' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true">
      <rect className="logo__tile" width="40" height="40" rx="9" />
      <path className="logo__letter" d="M11.5 29V11.5L27.5 29V17.5" />
      <path className="logo__star" d="M27.5 5.25 28.7 8.3 31.75 9.5 28.7 10.7 27.5 13.75 26.3 10.7 23.25 9.5 26.3 8.3Z" />
    </svg>
  )
}

export function Logo({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ')
  return (
    <span className="logo">
      <Monogram />
      <span className="logo__wordmark">
        <span className="logo__name">{first}</span> <span className="logo__descriptor">{rest.join(' ')}</span>
      </span>
    </span>
  )
}
