import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import {
  reviewDraftProblems,
  reviewLimits,
  shownName,
  type OwnReview,
  type ReviewDraft,
  type ReviewDraftProblems,
} from '../../../domain/reviews/review';
import { CallableFailure, callFailureMessage } from '../../../domain/service-failures';
import { useSubmitReview } from '../../../lib/firebase/queries/own-review';
import { GuidelinesLink } from './guidelines-link';
import { StarChoice } from './star-choice';

type Field = keyof ReviewDraftProblems;
/** The fields in the order they are shown: the first with a problem takes focus. */
const fieldOrder: Field[] = ['rating', 'title', 'body', 'name'];

type Values = Omit<ReviewDraft, 'productHandle'>;

function valuesOf(review: OwnReview | null): Values {
  return review
    ? {
        rating: review.rating,
        title: review.title,
        body: review.body,
        name: review.author,
        incentivized: review.incentivized,
      }
    : { rating: 0, title: '', body: '', name: '', incentivized: false };
}

/** A field's limits and its count, under it; its problem instead of the limits when it has one. */
function CountedHelp({
  problem,
  length,
  min,
  max,
}: {
  problem?: string;
  length: number;
  min: number;
  max: number;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{problem ?? `${min} to ${max} characters.`}</span>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {length} / {max}
      </Box>
    </Box>
  );
}

interface ReviewEditorProps {
  productHandle: string;
  uid: string;
  /** The reviewer's review as stored, to edit; null to write one. */
  review: OwnReview | null;
  onSent: (review: OwnReview) => void;
}

/**
 * The review's fields: stars, title, text, the name shown and the free-or-discounted box. What the
 * form or the server cannot accept shows under its field, where focus goes; any other failure
 * keeps every field and says why above the button. The native bubbles are off so that every
 * problem shows inline.
 */
export function ReviewEditor({ productHandle, uid, review, onSent }: ReviewEditorProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(review));
  const [problems, setProblems] = useState<ReviewDraftProblems>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const failureNote = useRef<HTMLDivElement>(null);
  const send = useSubmitReview(uid);

  const refused = send.error instanceof CallableFailure ? send.error.problems : {};
  const showFailure = send.isError && !fieldOrder.some((field) => refused[field]);
  useEffect(() => {
    if (showFailure) failureNote.current?.focus();
  }, [showFailure]);

  function focusFirst(found: ReviewDraftProblems) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    return first !== undefined;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const draft: ReviewDraft = { productHandle, ...values };
    const found = reviewDraftProblems(draft);
    setProblems(found);
    if (focusFirst(found)) {
      send.reset();
      return;
    }
    send.mutate(draft, {
      onSuccess: onSent,
      onError: (error) => {
        if (!(error instanceof CallableFailure)) return;
        const fromServer: ReviewDraftProblems = error.problems;
        if (fieldOrder.some((field) => fromServer[field])) {
          setProblems(fromServer);
          focusFirst(fromServer);
        }
      },
    });
  }

  function update<Name extends keyof Values>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    // A problem goes as soon as the reviewer starts fixing it; the next send checks again.
    if (name in problems) setProblems(({ [name as Field]: _fixed, ...rest }) => rest);
  }

  const preview = shownName(values.name);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <StarChoice
        id={`${id}-rating`}
        value={values.rating}
        onChange={(stars) => update('rating', stars)}
        problem={problems.rating}
        firstRadioRef={(element) => {
          inputs.current.rating = element;
        }}
      />
      <TextField
        id={`${id}-title`}
        name="title"
        label="Title"
        required
        fullWidth
        value={values.title}
        onChange={(event) => update('title', event.target.value)}
        error={Boolean(problems.title)}
        helperText={
          <CountedHelp problem={problems.title} length={values.title.trim().length} {...reviewLimits.title} />
        }
        slotProps={{ htmlInput: { maxLength: reviewLimits.title.max } }}
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current.title = element;
        }}
      />
      <TextField
        id={`${id}-body`}
        name="body"
        label="Your review"
        required
        fullWidth
        multiline
        minRows={6}
        value={values.body}
        onChange={(event) => update('body', event.target.value)}
        error={Boolean(problems.body)}
        helperText={
          <CountedHelp problem={problems.body} length={values.body.trim().length} {...reviewLimits.body} />
        }
        slotProps={{ htmlInput: { maxLength: reviewLimits.body.max } }}
        inputRef={(element: HTMLTextAreaElement | null) => {
          inputs.current.body = element;
        }}
      />
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name shown with your review"
        required
        fullWidth
        autoComplete="name"
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        error={Boolean(problems.name)}
        helperText={
          problems.name ??
          (preview
            ? `Shown as your first name and the initial of your last name: “${preview}”.`
            : 'Shown as your first name and the initial of your last name, like “Maya J.”.')
        }
        slotProps={{ htmlInput: { maxLength: reviewLimits.name.max } }}
        inputRef={(element: HTMLInputElement | null) => {
          inputs.current.name = element;
        }}
      />
      <FormControlLabel
        control={
          <Checkbox
            name="incentivized"
            checked={values.incentivized}
            onChange={(event) => update('incentivized', event.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${id}-incentivized-help` } }}
          />
        }
        label="I received this product free or at a discount"
      />
      <Typography id={`${id}-incentivized-help`} variant="body2" color="textSecondary" sx={{ mt: -2 }}>
        If you did, your review says so.
      </Typography>
      <GuidelinesLink />
      {showFailure && (
        <Box
          ref={failureNote}
          tabIndex={-1}
          role="alert"
          sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'error.main' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{callFailureMessage(send.error)}</Typography>
          <Typography color="textPrimary">Your review is still here. Please send it again.</Typography>
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : review ? 'Save your review' : 'Send your review'}
        </Button>
      </Box>
    </Box>
  );
}
