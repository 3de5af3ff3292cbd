import { createTheme } from '@mui/material/styles';

/** The store's one theme: warm earth tones with contrast that passes WCAG AA for text. */
export const theme = createTheme({
  palette: {
    primary: { main: '#8a4b14', contrastText: '#ffffff' },
    secondary: { main: '#1f5f4a', contrastText: '#ffffff' },
    background: { default: '#fffaf4', paper: '#ffffff' },
    text: { primary: '#2b1d12', secondary: '#5b4636' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: 1.15 },
    h2: { fontWeight: 750, fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', lineHeight: 1.2 },
    h3: { fontWeight: 700, fontSize: '1.35rem' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
