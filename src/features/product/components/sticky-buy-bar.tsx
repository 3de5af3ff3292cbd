import { useEffect, useId, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Product } from '../../../domain/commerce';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
import { BOTTOM_BAR_SPACE } from '../../../components/bottom-bar-space';
import { formatMoney } from '../../../domain/money';

/**
 * True while none of the elements is on screen: the page's own Add to Cart (its form) and the
 * page's footer, where the page ends and nothing may be covered.
 */
function useNoneInView(formId: string) {
  const [noneInView, setNoneInView] = useState(false);
  useEffect(() => {
    const watched = [document.getElementById(formId), document.querySelector('footer')].filter(
      (element): element is HTMLElement => element !== null,
    );
    if (watched.length === 0) return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setNoneInView(![...inView.values()].some(Boolean));
    });
    for (const element of watched) observer.observe(element);
    return () => observer.disconnect();
  }, [formId]);
  return noneInView;
}

/**
 * The product page's Add to Cart kept within reach on a phone: when the page's own Add to Cart has
 * scrolled out of view, a bar with the product's name, its price and Add to Cart stands above the
 * bottom bar. Its button submits the page's own Add to Cart form (`form`), so it adds exactly what
 * the choice above says (once or by subscription), with the same waiting and messages. It goes
 * away where the footer shows, so it never covers the end of the page.
 */
export function StickyBuyBar({ product, formId }: { product: Product; formId: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const hydrated = useHydrated();
  const shown = useNoneInView(formId);
  const titleId = useId();
  if (!hydrated || !phone) return null;
  return (
    <Paper
      role="region"
      aria-label={`Buy ${product.title}`}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: BOTTOM_BAR_SPACE,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        transition: 'transform 150ms ease-out, visibility 150ms',
        ...(shown ? {} : { visibility: 'hidden', transform: 'translateY(100%)' }),
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          id={titleId}
          variant="body2"
          sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {product.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {formatMoney(product.price)}
        </Typography>
      </Box>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        aria-describedby={titleId}
        onClick={(event) => {
          // While an add is under way the page's own button waits; so does this one.
          const own = document.getElementById(formId)?.querySelector('button[type="submit"]');
          if (own instanceof HTMLButtonElement && own.disabled) event.preventDefault();
        }}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        Add to Cart
      </Button>
    </Paper>
  );
}
