import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { choiceTileSx } from './choice-tile';
import { ToolParameter } from './tool-parameter';

interface SingleChoiceProps {
  labelledBy: string;
  /** The answer's name in the quiz page's form (`ageGroup`, `gender`). */
  name: string;
  /** What the answer means to an agent, when the quiz is a WebMCP tool (the quiz page). */
  paramDescription?: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A question with one answer (age group, gender) as a group of radio tiles. */
export function SingleChoice({
  labelledBy,
  name,
  paramDescription,
  options,
  value,
  onChange,
}: SingleChoiceProps) {
  const group = (
    <RadioGroup
      aria-labelledby={labelledBy}
      name={name}
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
  return paramDescription ? <ToolParameter description={paramDescription}>{group}</ToolParameter> : group;
}
