import { useCallback } from 'react';
import { Box } from '@mui/material';
import { useSnackbar, type VariantType } from 'notistack';

export interface Toast {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive toast. */
  variant?: Extract<VariantType, 'success' | 'error' | 'info' | 'warning'>;
}

/** A toast with a title and an optional line of detail, as the spec words them ("Login Failed": "…"). */
export function useToast(): (toast: Toast) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'info' }: Toast) => {
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          {description && <Box component="span">{description}</Box>}
        </Box>,
        { variant },
      );
    },
    [enqueueSnackbar],
  );
}
