import { useId } from 'react';
import { Box } from '@mui/material';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatIsoDate } from '../../../domain/calendar-date';
import { productLabReportsQueryOptions } from '../../../lib/sanity/queries/lab-reports';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript, NoScriptNote } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';

interface ProductLabReportsProps {
  /** The product's Shopify handle. */
  handle: string;
  /** The level of the section heading: h3 inside a dialog, h2 on the product page. */
  headingLevel: 'h2' | 'h3';
}

const howWeTest = 'How we test every lot';

function LoadingLots() {
  return (
    <Box {...needsScript}>
      <Box component="span" role="status" sx={visuallyHidden}>
        Loading lab results…
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 1 }}>
        {['80%', '75%'].map((width) => (
          <Box key={width} sx={{ width, height: '1.2em', borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * "Lab Results": the product's newest lots (number, test date, laboratory), each leading to its
 * report on the lab results page, and how the store tests. Loaded in the browser unless the page's
 * loader has fetched `productLabReportsQueryOptions(handle)`. Plain elements styled by the store's
 * classes (product-section-classes.ts).
 */
export function ProductLabReports({ handle, headingLevel }: ProductLabReportsProps) {
  const headingId = useId();
  const reports = useQuery(productLabReportsQueryOptions(handle));

  const Heading = headingLevel;
  return (
    <section aria-labelledby={headingId} aria-busy={reports.isPending}>
      <Heading id={headingId} className="product-section__title product-section__title--icon">
        <ScienceOutlinedIcon aria-hidden className="product-section__icon" />
        Lab Results
      </Heading>
      {reports.isPending ? (
        <>
          <LoadingLots />
          <NoScriptNote>The lab results of this product need JavaScript to show.</NoScriptNote>
        </>
      ) : reports.data === undefined ? (
        // Only when there is nothing to show: reports a refresh failed to renew still show.
        <InlineLoadError
          message="We could not load the lab results right now. Please check your connection and try again."
          retrying={reports.isFetching}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.length === 0 ? (
        <p className="product-section__text">No lab results are published for this product yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="lab-lots">
          {reports.data.map((report) => (
            <li key={report.lotCode}>
              <RouterLink to={paths.labResultsFor(report.lotCode)} className="text-link lab-lots__lot">
                Lot {report.lotCode}
              </RouterLink>
              <span className="lab-lots__test">
                {' '}
                · tested {formatIsoDate(report.testDate)} by {report.laboratory}
              </span>
            </li>
          ))}
        </ul>
      )}
      <RouterLink to={paths.labResults} className="text-link lab-lots__how">
        {howWeTest}
      </RouterLink>
    </section>
  );
}
