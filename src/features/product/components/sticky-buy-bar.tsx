import { useEffect, useId, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Product } from '../../../domain/commerce';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
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
 * away where the footer shows, so it never covers the end of the page. Plain elements styled by
 * the product page's classes (product-section-classes.ts): it comes in the render right after
 * hydration, where MUI's Paper, Typography and Button would each be styled before the page answers.
 */
export function StickyBuyBar({ product, formId }: { product: Product; formId: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const hydrated = useHydrated();
  const shown = useNoneInView(formId);
  const titleId = useId();
  if (!hydrated || !phone) return null;
  return (
    <div
      role="region"
      aria-label={`Buy ${product.title}`}
      className={shown ? 'sticky-buy-bar' : 'sticky-buy-bar sticky-buy-bar--away'}
    >
      <div className="sticky-buy-bar__words">
        <p id={titleId} className="sticky-buy-bar__title">
          {product.title}
        </p>
        <p className="sticky-buy-bar__price">{formatMoney(product.price)}</p>
      </div>
      <button
        type="submit"
        form={formId}
        className="button button--contained"
        aria-describedby={titleId}
        onClick={(event) => {
          // While an add is under way the page's own button waits; so does this one.
          const own = document.getElementById(formId)?.querySelector('button[type="submit"]');
          if (own instanceof HTMLButtonElement && own.disabled) event.preventDefault();
        }}
      >
        Add to Cart
      </button>
    </div>
  );
}
