import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Ways into the store that need no search (and no JavaScript). */
export function SearchBrowseLinks() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
      <Button component={RouterLink} to={paths.shop} variant="outlined">
        Browse all products
      </Button>
      <Button component={RouterLink} to={paths.conditions} variant="outlined">
        Browse health conditions
      </Button>
    </Stack>
  );
}
