import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { choiceTileSx } from './choice-tile';

interface MultipleChoiceProps {
  labelledBy: string;
  /** The id of a note about the question, read with the group. */
  describedBy?: string;
  options: readonly { value: string; label: string; icon?: ReactNode }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Tiles per row by breakpoint: a grid for the concerns, a single list for the symptoms. */
  columns?: Partial<Record<'xs' | 'sm' | 'md', number>>;
}

/** A question with any number of answers, each a checkbox tile that toggles on and off. */
export function MultipleChoice({
  labelledBy,
  describedBy,
  options,
  selected,
  onToggle,
  columns = { xs: 1 },
}: MultipleChoiceProps) {
  const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return (
    <FormGroup
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: Object.fromEntries(
          Object.entries(columns).map(([breakpoint, count]) => [breakpoint, repeat(count)]),
        ),
      }}
    >
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <FormControlLabel
            key={option.value}
            control={<Checkbox checked={checked} onChange={() => onToggle(option.value)} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {option.icon}
                {option.label}
              </Box>
            }
            sx={choiceTileSx(checked)}
          />
        );
      })}
    </FormGroup>
  );
}
