import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { choiceTileSx } from './choice-tile';
import { ToolParameter } from './tool-parameter';

interface MultipleChoiceProps {
  labelledBy: string;
  /** The id of a note about the question, read with the group. */
  describedBy?: string;
  options: readonly { value: string; label: string; icon?: ReactNode }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Tiles per row by breakpoint: a grid for the concerns, a single list for the symptoms. */
  columns?: Partial<Record<'xs' | 'sm' | 'md', number>>;
  /** The answer's name in the quiz page's form (`primaryConcerns`, `symptoms`); none for what stays in the browser. */
  name?: string;
  /** What the answer means to an agent, when the quiz is a WebMCP tool (the quiz page). */
  paramDescription?: string;
}

/** A question with any number of answers, each a checkbox tile that toggles on and off. */
export function MultipleChoice({
  labelledBy,
  describedBy,
  options,
  selected,
  onToggle,
  columns = { xs: 1 },
  name,
  paramDescription,
}: MultipleChoiceProps) {
  const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  const group = (
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
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
              />
            }
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
  return paramDescription ? <ToolParameter description={paramDescription}>{group}</ToolParameter> : group;
}
