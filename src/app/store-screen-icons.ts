/**
 * The icons of the store's own screens (route-error.tsx, page-error.tsx) as the paths of Material
 * Design's icons (those of @mui/icons-material each comment names), drawn by `PlainIcon`
 * (src/components/plain-icon.tsx): the screens are part of every page's first load (a tab whose
 * build was replaced by a deploy cannot load them later), and MUI's SvgIcon would be too.
 */
export const storeScreenIcons = {
  /** ReportProblemOutlined */
  problem: ['M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z'],
  /** HomeOutlined */
  home: ['m12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z'],
  /** Refresh */
  refresh: [
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  ],
} satisfies Record<string, readonly string[]>;
