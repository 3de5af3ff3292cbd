import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Answers are drawn as bordered tiles, the whole tile clickable (it is the control's label), with
 * the chosen ones outlined in the primary colour so the choice reads without relying on the box.
 */
export function choiceTileSx(checked: boolean): SxProps<Theme> {
  return {
    m: 0,
    px: 1.5,
    py: 1,
    width: '100%',
    border: 2,
    borderColor: checked ? 'primary.main' : 'divider',
    borderRadius: 2,
    bgcolor: checked ? 'action.selected' : 'background.paper',
    transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
    '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
  };
}
