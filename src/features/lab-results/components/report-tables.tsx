import type { ReactNode } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  formatAmount,
  formatPercent,
  type HeavyMetalResult,
  type LabReport,
  type PotencyResult,
} from '../../../domain/lab-report';

/** One of a report's result tables: named by the heading above it, columns headed. */
function ResultTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: { label: string; numeric?: boolean }[];
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 4 }}>
      <Table
        aria-labelledby={labelledBy}
        size="small"
        sx={{
          '& th, & td': { px: { xs: 1, sm: 2 }, py: 1.25 },
          '& thead th': { fontWeight: 700, verticalAlign: 'bottom' },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map(({ label, numeric }) => (
              <TableCell key={label} component="th" scope="col" align={numeric ? 'right' : 'left'}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A verdict in words, with its icon: never in colour alone. */
function Verdict({ passed, children }: { passed: boolean; children: ReactNode }) {
  const Icon = passed ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: passed ? 'success.dark' : 'error.main',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 18 }} />
      {children}
    </Box>
  );
}

/** Each ingredient's label claim, what was measured and the % of claim the store computes. */
export function PotencyTable({ potency, labelledBy }: { potency: PotencyResult[]; labelledBy: string }) {
  return (
    <ResultTable
      labelledBy={labelledBy}
      columns={[
        { label: 'Ingredient' },
        { label: 'Label claim', numeric: true },
        { label: 'Measured', numeric: true },
        { label: '% of claim', numeric: true },
      ]}
    >
      {potency.map((result) => (
        <TableRow key={result.ingredient}>
          <TableCell component="th" scope="row">
            {result.ingredient}
          </TableCell>
          <TableCell align="right">{`${formatAmount(result.claim)} ${result.unit}`}</TableCell>
          <TableCell align="right">{`${formatAmount(result.measured)} ${result.unit}`}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatPercent(result.percentOfClaim)}
          </TableCell>
        </TableRow>
      ))}
    </ResultTable>
  );
}

/** Lead, arsenic, cadmium and mercury per daily serving, each against the limit the store publishes. */
export function HeavyMetalsTable({ metals, labelledBy }: { metals: HeavyMetalResult[]; labelledBy: string }) {
  return (
    <ResultTable
      labelledBy={labelledBy}
      columns={[
        { label: 'Metal' },
        { label: 'Per daily serving', numeric: true },
        { label: 'Our limit', numeric: true },
        { label: 'Result' },
      ]}
    >
      {metals.map((metal) => (
        <TableRow key={metal.metal}>
          <TableCell component="th" scope="row">
            {metal.name}
          </TableCell>
          <TableCell align="right">{`${formatAmount(metal.measured)} mcg`}</TableCell>
          <TableCell align="right">
            {`${formatAmount(metal.limit)} mcg`}
            <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
              {metal.limitSource}
            </Typography>
          </TableCell>
          <TableCell>
            <Verdict passed={metal.withinLimit}>{metal.withinLimit ? 'Within limit' : 'Above limit'}</Verdict>
          </TableCell>
        </TableRow>
      ))}
    </ResultTable>
  );
}

/** Each microbiological test, passed or failed, with the result as the certificate states it. */
export function MicrobiologyTable({
  results,
  labelledBy,
}: {
  results: LabReport['microbiology'];
  labelledBy: string;
}) {
  return (
    <ResultTable
      labelledBy={labelledBy}
      columns={[{ label: 'Test' }, { label: 'Result' }, { label: 'Found' }]}
    >
      {results.map((result) => (
        <TableRow key={result.test}>
          <TableCell component="th" scope="row">
            {result.test}
          </TableCell>
          <TableCell>
            <Verdict passed={result.result === 'pass'}>{result.result === 'pass' ? 'Pass' : 'Fail'}</Verdict>
          </TableCell>
          <TableCell>{result.detail ?? '—'}</TableCell>
        </TableRow>
      ))}
    </ResultTable>
  );
}
