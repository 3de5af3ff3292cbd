import { Box, Typography } from '@mui/material';
import { useCodeOnceMounted } from '../../lib/hydration/use-code-once-mounted';
import { needsScript, NoScriptNote } from '../no-script-note';
import type { NotifyMeFormProps } from './notify-me-form';

/** The form's code: MUI's input parts and the form's checks, about 10 kB gzipped. */
const loadNotifyMe = () => import('./notify-me-form');

/**
 * What a sold-out product offers instead of the ways to buy: "Sold out", then "Notify me"
 * (`NotifyMeForm`), whose code is fetched only where a product is sold out, once the page runs:
 * not in the first load of every shop and product page. It needs the app anyway; without
 * JavaScript a note says so.
 */
export function SoldOut(props: NotifyMeFormProps) {
  const notifyMe = useCodeOnceMounted(loadNotifyMe);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>Sold out</Typography>
      {notifyMe ? (
        <notifyMe.NotifyMeForm {...props} />
      ) : (
        // The form's room (measured at 390 and 1280 px), kept while its code loads: nothing below
        // moves when it shows.
        <Box {...needsScript} sx={{ minHeight: props.size === 'large' ? { xs: 154, md: 134 } : 132 }} />
      )}
      <NoScriptNote>Notify me needs JavaScript.</NoScriptNote>
    </Box>
  );
}
