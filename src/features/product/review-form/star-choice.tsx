import type { Ref } from 'react';
import { Box, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { StarRating } from '../../../components/star-rating';
import { STAR_VALUES } from '../../../domain/reviews/summary';

const starWords: Record<number, string> = {
  5: '5 stars: excellent',
  4: '4 stars: good',
  3: '3 stars: fair',
  2: '2 stars: poor',
  1: '1 star: very poor',
};

interface StarChoiceProps {
  id: string;
  /** 0 until the reviewer chooses. */
  value: number;
  onChange: (stars: number) => void;
  problem: string | undefined;
  /** The first radio, to take focus when the rating is missing. */
  firstRadioRef: Ref<HTMLInputElement>;
}

/**
 * The rating: a required group of five radios, each named in words beside its stars, so it reads
 * the same to the eye, the keyboard and a screen reader.
 */
export function StarChoice({ id, value, onChange, problem, firstRadioRef }: StarChoiceProps) {
  const legendId = `${id}-legend`;
  const problemId = `${id}-problem`;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={legendId} sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
        Your rating (required)
      </Typography>
      <RadioGroup
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        name="rating"
        value={value === 0 ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ display: 'grid', gap: 0.25 }}
      >
        {STAR_VALUES.map((stars, index) => (
          <FormControlLabel
            key={stars}
            value={String(stars)}
            control={<Radio slotProps={{ input: { ref: index === 0 ? firstRadioRef : undefined } }} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
                  <StarRating rating={stars} />
                </Box>
                {starWords[stars]}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {problem && (
        <FormHelperText id={problemId} error>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
