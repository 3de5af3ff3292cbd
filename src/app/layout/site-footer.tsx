import { FDA_STATEMENT_ID } from '../../components/claim-mark';
import { CLAIM_SYMBOL } from '../../domain/claims';
import { ContentIcon } from '../../components/content-icon';
import { PrivacyChoicesButton } from '../privacy/privacy-choices';
import { ProofLink } from '../../components/quality-proof';
import { useShopperYear } from './use-shopper-year';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { FooterColumns } from './footer-columns';
import { SocialLinks } from './social-links';

/** A quality badge; one the store proves on a page ("Third-Party Tested": the lab results) links there. */
function QualityBadge({ label, icon }: { label: string; icon: string }) {
  return (
    <li>
      <ProofLink label={label} className="site-footer__badge">
        <ContentIcon name={icon} fontSize="small" color="secondary" />
        {label}
      </ProofLink>
    </li>
  );
}

/**
 * The footer: brand, link columns, social links, quality badges, the FDA disclaimer and copyright.
 * Plain elements styled by the store's classes (site-footer-classes.ts).
 */
export function SiteFooter() {
  const settings = useSiteSettings();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div>
            <p className="site-footer__brand">{settings.brandName}</p>
            <p className="site-footer__tagline">{settings.tagline}</p>
            <SocialLinks links={settings.socialLinks} />
          </div>
          <FooterColumns columns={settings.footerColumns} />
        </div>

        <ul aria-label="Quality badges" className="site-footer__badges">
          {settings.badges.map((badge) => (
            <QualityBadge key={badge.label} label={badge.label} icon={badge.icon} />
          ))}
        </ul>

        {/* The statement every † on the page leads to: focusable, so following one lands here. */}
        <p id={FDA_STATEMENT_ID} tabIndex={-1} className="site-footer__fda">
          {CLAIM_SYMBOL} {settings.fdaDisclaimer}
        </p>
        <hr className="site-footer__rule" />
        <div className="site-footer__legal">
          <p className="site-footer__small">
            © <CurrentYear /> {settings.brandName}. All rights reserved.
          </p>
          <PrivacyChoicesButton />
        </div>
      </div>
    </footer>
  );
}

/** The year on the shopper's clock: its own component, so learning that clock re-renders only it. */
function CurrentYear() {
  return useShopperYear();
}
