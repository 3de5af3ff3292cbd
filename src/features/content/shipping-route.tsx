import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { shippingPolicyQueryOptions } from '../../lib/sanity/queries/shipping';
import { criticalData } from '../../lib/route-data';
import { RichTextSection } from '../../components/rich-text-section';
import { ShippingMethodsTable } from './components/shipping/shipping-methods-table';

export const clientLoader = criticalData(shippingPolicyQueryOptions);

export function Component() {
  const policy = useSuspenseQuery(shippingPolicyQueryOptions).data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={policy.title} description={policy.intro} />
      <PageHeading title={policy.title} intro={policy.intro} />
      <ShippingMethodsTable policy={policy} />
      {policy.sections.map((section, index) => (
        <RichTextSection key={section.title} section={section} id={`shipping-section-${index}`} />
      ))}
    </Container>
  );
}
