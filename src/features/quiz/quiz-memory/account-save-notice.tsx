import { Alert, Button } from '@mui/material';
import { useAccountSaveStatus } from './account-save-status';

/**
 * Says, on the quiz result, that it could not be saved to the shopper's account, with Try again;
 * nothing while it is saved (or the shopper is not signed in).
 */
export function AccountSaveNotice() {
  const status = useAccountSaveStatus();
  if (status.state === 'saved') return null;
  const retrying = status.state === 'retrying';
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={status.retry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      }
    >
      We could not save your quiz results to your account, so you will not find them when you sign in
      elsewhere. They are kept in this browser.
    </Alert>
  );
}
