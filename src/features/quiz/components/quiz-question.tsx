import { useEffect, useRef, type ReactNode } from 'react';
import { Typography } from '@mui/material';

interface QuizQuestionProps {
  id: string;
  question: string;
  /** The question's heading level: below the dialog's title (h2), or the quiz page's h1. */
  level: 'h2' | 'h3';
  /** Moves focus to the question when the step appears, so keyboard and screen-reader users land on it. */
  focusOnMount: boolean;
  children: ReactNode;
}

/** One step's question above its answers; the answers' group is labelled by the question's id. */
export function QuizQuestion({ id, question, level, focusOnMount, children }: QuizQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <Typography
        ref={heading}
        id={id}
        variant="h3"
        component={level}
        tabIndex={-1}
        sx={{ mb: 2, fontSize: { xs: '1.15rem', sm: '1.3rem' }, '&:focus': { outline: 'none' } }}
      >
        {question}
      </Typography>
      {children}
    </>
  );
}
