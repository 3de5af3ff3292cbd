import { Box, type SxProps, type Theme } from '@mui/material';
import { ContentIcon } from './content-icon';
import type { PlainIconProps } from './plain-icon';

interface IconDiscProps {
  /** The icon's name in the content. */
  name: string;
  /** The disc's diameter in px. */
  size: number;
  iconSize?: PlainIconProps['fontSize'];
  /** The icon's colour: a theme colour ("primary.contrastText") or the content's own (a goal's). */
  color: string;
  /** The disc's colour; by default a pale tint of the icon's own colour (which must then be a CSS colour). */
  bgcolor?: string;
  sx?: SxProps<Theme>;
}

/** A content icon in a round disc: the mark of a health goal, a topic, a condition or a promise. */
export function IconDisc({ name, size, iconSize, color, bgcolor, sx }: IconDiscProps) {
  return (
    <Box
      sx={[
        {
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: bgcolor ?? `color-mix(in srgb, ${color} 14%, white)`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ContentIcon name={name} fontSize={iconSize} />
    </Box>
  );
}
