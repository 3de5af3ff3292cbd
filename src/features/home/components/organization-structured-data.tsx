import { StructuredData } from '../../../components/structured-data';
import { paths } from '../../../config/paths';
import { siteAddress } from '../../../config/site-address';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { organizationJsonLd, STORE_LOGO_PATH } from '../organization-json-ld';

/** The shop's schema.org Organization, which its home page carries for search engines. */
export function OrganizationStructuredData() {
  const settings = useSiteSettings();
  return (
    <StructuredData
      data={organizationJsonLd(settings, {
        url: siteAddress(paths.home),
        logo: siteAddress(STORE_LOGO_PATH),
      })}
    />
  );
}
