/** "Ada O." → "AO"; "Dr Tamuno Kalio" → "TK" (titles are not initials). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map(
    (word) => Array.from(word ?? '')[0] ?? '',
  );
  return letters.join('').toUpperCase();
}

/** A person's photo, or their initials in a circle when there is none (spec §3: a review's image). */
export function Avatar({
  name,
  image,
  size = 'small',
}: {
  name: string;
  image: string | null;
  size?: 'small' | 'large';
}) {
  const sizeClass = size === 'large' ? 'size-24 text-3xl' : 'size-10 text-base';
  if (image) {
    return (
      <img
        src={image}
        alt=""
        loading="lazy"
        decoding="async"
        width={size === 'large' ? 96 : 40}
        height={size === 'large' ? 96 : 40}
        className={`${sizeClass} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizeClass} inline-flex shrink-0 items-center justify-center rounded-full bg-green-100 font-semibold text-green-900`}
    >
      {initialsOf(name)}
    </span>
  );
}
