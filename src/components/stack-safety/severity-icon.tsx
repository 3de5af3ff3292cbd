import type { SvgIconProps } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { FindingSeverity } from '../../domain/medications';

const icons = {
  warning: { Icon: ReportProblemOutlinedIcon, color: 'error.main' },
  caution: { Icon: ErrorOutlineIcon, color: 'warning.dark' },
  info: { Icon: InfoOutlinedIcon, color: 'info.dark' },
} as const;

/**
 * A finding's severity as a shape (triangle, circle, "i") as well as a colour; its label is always
 * written beside it, so the icon is decorative.
 */
export function SeverityIcon({ severity, sx, ...props }: { severity: FindingSeverity } & SvgIconProps) {
  const { Icon, color } = icons[severity];
  return <Icon aria-hidden fontSize="small" sx={[{ color, mt: '0.1em' }, sx ?? {}].flat()} {...props} />;
}
