import { lazy, Suspense } from 'react';
import { useActiveCampaign } from '../../components/active-campaign';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { BrandLink } from './brand-link';
import { CartButton } from './cart-button';
import { HeaderAccount } from './header-account';
import { HeaderNav } from './header-nav';
import { MobileMenu } from './mobile-menu';
import { QuizButton } from './quiz-button';
import { SearchButton } from './search-button';
import { ForScreens } from './for-screens';

// The banner of a seasonal campaign loads only while one runs.
const SeasonalBanner = lazy(() =>
  import('../campaign/seasonal-banner').then(({ SeasonalBanner }) => ({ default: SeasonalBanner })),
);

/**
 * The sticky header. Wide screens (lg and up) get the full row (links, search box, quiz, cart,
 * account); below that the page links move into the menu, for the row of links and a signed-in
 * account do not fit side by side under 1200 px. Phones get the menu button, the name, search and
 * cart, with the rest in the menu and the bottom bar. Plain elements styled by the store's classes
 * (site-header-classes.ts).
 */
export function SiteHeader() {
  const { brandName } = useSiteSettings();
  const campaign = useActiveCampaign();

  return (
    <header className="site-header">
      {campaign && (
        <Suspense fallback={null}>
          <SeasonalBanner campaign={campaign} />
        </Suspense>
      )}
      <div className="site-header__row">
        <ForScreens below="lg">
          <MobileMenu />
        </ForScreens>
        <BrandLink brandName={brandName} />
        <ForScreens from="lg">
          <HeaderNav />
        </ForScreens>
        <div className="site-header__space" />
        <SearchButton />
        <ForScreens from="md">
          <QuizButton />
        </ForScreens>
        <CartButton />
        <ForScreens from="md">
          <HeaderAccount />
        </ForScreens>
      </div>
    </header>
  );
}
