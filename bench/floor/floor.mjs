/**
 * The stack's floor: the least a page of this store can cost on a phone. Its only JavaScript is the
 * runtime the store is built on (React, react-dom, React Router's data router, MUI with Emotion,
 * TanStack Query), rendering a header and a button over `/faq`'s prerendered HTML, and marking
 * `<html data-interactive>` as every page of the store does once it answers taps. The phone profile
 * measures it beside the store's routes in the same run and gives their figures as ratios to it
 * (bench/lib/floor.mjs).
 */
/* global document */
import { createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppBar, Button, CssBaseline, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

function Floor() {
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), []);
  return h(
    AppBar,
    { position: 'static' },
    h(
      Toolbar,
      { sx: { gap: 2 } },
      h(Typography, { variant: 'h6', component: 'p', sx: { flexGrow: 1 } }, 'Floor'),
      h(Button, { color: 'inherit', variant: 'outlined' }, 'Tap'),
    ),
  );
}

const router = createBrowserRouter([{ path: '*', Component: Floor }]);
const container = document.createElement('div');
document.body.prepend(container);
createRoot(container).render(
  h(
    QueryClientProvider,
    { client: new QueryClient() },
    h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(RouterProvider, { router })),
  ),
);
