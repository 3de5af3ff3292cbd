import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { choiceTileSx } from './choice-tile';

interface SingleChoiceProps {
  labelledBy: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A question with one answer (age group, gender) as a group of radio tiles. */
export function SingleChoice({ labelledBy, options, value, onChange }: SingleChoiceProps) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      name={labelledBy}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ display: 'grid', gap: 1.25 }}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio />}
          label={option.label}
          sx={choiceTileSx(option.value === value)}
        />
      ))}
    </RadioGroup>
  );
}
