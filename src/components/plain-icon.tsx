/**
 * An icon as a plain inline SVG of Material Design's paths, in the look of MUI's SvgIcon (1em,
 * the text's colour; `.plain-icon` in src/app/store-classes.tsx). For icons a page repeats (a
 * badge per certification, a note per card): MUI's SvgIcon is styled anew for each one as the page
 * hydrates, and a grid of cards draws dozens.
 */
export function PlainIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg className="plain-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
