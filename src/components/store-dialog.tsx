import { useId, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  type DialogProps,
  type PaperProps,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from './visually-hidden';

export interface StoreDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; shown in the title bar in the headings' typeface. */
  title: ReactNode;
  /** Names the dialog for assistive technology only (the spec's "visually hidden title"). */
  titleHidden?: boolean;
  /** The id of the text inside that describes the dialog. */
  describedBy?: string;
  maxWidth: DialogProps['maxWidth'];
  /** The whole screen on phones: the quiz's steps and cards need the room. */
  fullScreenOnPhones?: boolean;
  /** `paper` (the default): the content scrolls under the title; `body`: the page scrolls the whole dialog. */
  scroll?: DialogProps['scroll'];
  /** Lines where the content scrolls under the title and above the bottom edge: a long list. */
  dividers?: boolean;
  /** The paper's look (the quiz's campaign band). */
  paperProps?: PaperProps;
  /** The buttons along the bottom edge. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every dialog over a store page: named by its title, a Close button in the top
 * corner, the content and the buttons along the bottom. A dialog module is loaded lazily (by
 * `React.lazy`), and so is this frame with MUI's Dialog: no page pays for them at first paint.
 */
export function StoreDialog({
  open,
  onClose,
  title,
  titleHidden = false,
  describedBy,
  maxWidth,
  fullScreenOnPhones = false,
  scroll,
  dividers = false,
  paperProps,
  actions,
  children,
}: StoreDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullScreen={fullScreenOnPhones && phone}
      maxWidth={maxWidth}
      fullWidth
      scroll={scroll}
      slotProps={{ paper: paperProps }}
    >
      {/* Centred on the title's first line; above the content, which is positioned (the theme). */}
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, right: 8, zIndex: 1 }}
      >
        <CloseIcon />
      </IconButton>
      {titleHidden ? (
        // Not a DialogTitle: MUI pulls the content right under one, which would put it behind the
        // Close button. Without a visible title, the content starts below the button.
        <Typography id={titleId} component="h2" sx={visuallyHidden}>
          {title}
        </Typography>
      ) : (
        <DialogTitle id={titleId} sx={{ pr: 7, fontFamily: (theme) => theme.typography.h1.fontFamily }}>
          {title}
        </DialogTitle>
      )}
      <DialogContent dividers={dividers && !titleHidden} sx={titleHidden ? { pt: 7 } : undefined}>
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>}
    </Dialog>
  );
}
