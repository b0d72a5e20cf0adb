/**
 * What is coming, or holding today, in place of the week's hours ("Closed 25–26 December 2026: Christmas"),
 * worded by the loader (dated-facts.server.ts).
 */
export function DatedHours({ lines }: { lines: readonly { from: string; said: string }[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line) => (
        <li key={line.from} className="font-semibold text-gray-900">
          {line.said}
        </li>
      ))}
    </ul>
  );
}
