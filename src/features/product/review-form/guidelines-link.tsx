import { Box, Link } from '@mui/material';
import { visuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';

/** The review guidelines, in a new tab: what the reviewer typed stays where it is. */
export function GuidelinesLink() {
  return (
    <Link href={paths.reviewGuidelines} target="_blank" rel="noopener" sx={{ justifySelf: 'start' }}>
      Review guidelines{' '}
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}
