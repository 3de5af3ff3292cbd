/** Test-only: a visit of the store, and its cart's changes, as the cart's unit tests make them. */
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';

/** A wrapper giving the cart's hooks a QueryClient of their own: one visit of the store. */
export function visitWrapper() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

/**
 * Runs `work` (cart changes) in act(), then lets TanStack Query tell the cart's readers what came
 * of them: it does so on its next tick, after the changes' promises have settled.
 */
export async function settle(work: () => Promise<void>): Promise<void> {
  await act(work);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
