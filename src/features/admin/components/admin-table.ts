/** The admin page's tables: full width, a rule under each row, long values wrapped. */
export const adminTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  mb: 2,
  '& th, & td': { textAlign: 'left', py: 1, pr: 2, borderBottom: 1, borderColor: 'divider' },
  '& td': { overflowWrap: 'anywhere' },
} as const;
