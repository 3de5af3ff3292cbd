import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { submitAsAgent } from '../../components/testing/agent-submit';

/** The GROQ of every query the page sent to the content backend. */
const sentQueries: string[] = [];
const recordQuery = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.includes('/data/query/')) sentQueries.push(url.searchParams.get('query') ?? '');
};
const labReportQueries = () => sentQueries.filter((query) => query.includes('"labReport"'));

afterEach(() => {
  server.events.removeListener('request:start', recordQuery);
  sentQueries.length = 0;
});

async function openLabResults(path = '/lab-results') {
  server.events.on('request:start', recordQuery);
  const view = renderRoutes([{ path: '/lab-results', load: () => import('./lab-results-route') }], path);
  await screen.findByRole('heading', { level: 1, name: 'Lab Results' }, pageLoad);
  return { ...view, user: userEvent.setup() };
}

const lotField = () => screen.getByRole('textbox', { name: 'Lot number' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('lab results page', () => {
  it('explains the testing programme and offers a lookup that works as a plain GET form', async () => {
    await openLabResults();

    expect(document.title).toBe('Lab Results | Sankofa Wellness');
    for (const section of ['What we test', 'Who tests', 'The limits we hold to']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText(/Lead: 0\.5 mcg \(California Prop 65 MADL\)/)).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Look up your lot' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/lab-results');
    expect(lotField()).toHaveAttribute('name', 'lot');
    expect(labReportQueries()).toEqual([]);
  });

  it('shows a known lot’s report from a shared link: products, lab, dates, tables and the PDF', async () => {
    await openLabResults('/lab-results?lot=SW2602-014');

    const report = await screen.findByRole('region', { name: 'Lot SW2602-014' }, pageLoad);
    expect(lotField()).toHaveValue('SW2602-014');
    expect(labReportQueries()).toHaveLength(1);
    expect(document.title).toBe('Lab Results: lot SW2602-014 | Sankofa Wellness');
    expect(within(report).getByText('Prairie Light Labs')).toBeInTheDocument();
    expect(within(report).getByText('ISO/IEC 17025 — A2LA certificate 5206.01')).toBeInTheDocument();
    expect(within(report).getByText('February 19, 2026')).toBeInTheDocument();
    expect(within(report).getByText('February 7, 2028')).toBeInTheDocument();
    // The products' names come from Shopify, whose mock engine starts on this first request.
    expect(
      await within(report).findByRole('link', { name: 'Turmeric with Ginger' }, pageLoad),
    ).toHaveAttribute('href', '/products/turmeric-with-ginger');
    expect(within(report).getByRole('link', { name: 'Joint Comfort Bundle' })).toHaveAttribute(
      'href',
      '/products/joint-comfort-bundle',
    );
    expect(within(report).getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      '/files/sankofa/production/lab-reports/sw2602-014.pdf',
    );

    expect(rowsOf(within(report).getByRole('table', { name: 'Potency' }))).toEqual([
      ['Turmeric root extract (95% curcuminoids)', '1,000 mg', '1,097 mg', '109.7%'],
      ['Ginger root extract', '100 mg', '102.9 mg', '102.9%'],
      ['Black pepper fruit extract (95% piperine)', '5 mg', '5.36 mg', '107.2%'],
    ]);
    expect(rowsOf(within(report).getByRole('table', { name: 'Heavy metals' }))).toEqual([
      ['Lead', '0.191 mcg', '0.5 mcgCalifornia Prop 65 MADL', 'Within limit'],
      ['Arsenic', '1.031 mcg', '15 mcgUSP <2232>', 'Within limit'],
      ['Cadmium', '0.025 mcg', '4.1 mcgCalifornia Prop 65 MADL', 'Within limit'],
      ['Mercury', '0.039 mcg', '0.3 mcgCalifornia Prop 65 MADL', 'Within limit'],
    ]);
    expect(rowsOf(within(report).getByRole('table', { name: 'Microbiology' }))).toEqual([
      ['Total aerobic microbial count', 'Pass', expect.stringMatching(/^\d+ CFU\/g$/)],
      ['Total yeast and mold', 'Pass', '< 10 CFU/g'],
      ['Escherichia coli', 'Pass', 'Absent in 10 g'],
      ['Salmonella', 'Pass', 'Absent in 10 g'],
    ]);
  });

  it('looks up a lot typed in any case and spacing, and puts it in the address as printed', async () => {
    const { user, router } = await openLabResults();

    // As docs/content-model.md promises: a space in place of the dash works like the dash.
    await user.type(lotField(), ' sw2601 006 ');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    expect(await screen.findByRole('region', { name: 'Lot SW2601-006' }, pageLoad)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lot=SW2601-006');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the lab report of lot SW2601-006.');
  });

  it('is the WebMCP tool get_lab_report: an agent’s lookup is answered with the report, which the page shows', async () => {
    const { router } = await openLabResults();
    const form = screen.getByRole('search', { name: 'Look up your lot' }) as HTMLFormElement;
    expect(form).toHaveAttribute('toolname', 'get_lab_report');
    expect(form).toHaveAttribute('toolautosubmit', '');
    expect(form.getAttribute('tooldescription')).toMatch(/^Look up the certificate of analysis of a lot/);
    expect(lotField()).toHaveAttribute(
      'toolparamdescription',
      'The lot number printed on the bottle, such as SW2602-014',
    );

    fireEvent.input(lotField(), { target: { value: 'sw2602-014' } });
    const answer = await submitAsAgent(form);
    expect(answer).toMatchObject({
      lot: 'SW2602-014',
      found: true,
      page: '/lab-results?lot=SW2602-014',
      products: ['/products/turmeric-with-ginger', '/products/joint-comfort-bundle'],
      laboratory: { name: 'Prairie Light Labs' },
      potency: expect.arrayContaining([
        {
          ingredient: 'Ginger root extract',
          claim: '100 mg',
          measured: '102.9 mg',
          percent_of_claim: '102.9%',
        },
      ]),
      certificate_url: '/files/sankofa/production/lab-reports/sw2602-014.pdf',
    });
    expect(await screen.findByRole('region', { name: 'Lot SW2602-014' }, pageLoad)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lot=SW2602-014');

    fireEvent.input(lotField(), { target: { value: 'SW26' } });
    expect(await submitAsAgent(form)).toEqual({
      lot: 'SW26',
      found: false,
      problem: expect.stringContaining('SW2602-014'),
    });
  });

  it('says when no report is published for a lot, and how to ask for it', async () => {
    await openLabResults('/lab-results?lot=SW2101-001');

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'No report is published for lot SW2101-001' },
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('status')).toHaveTextContent('No report is published for lot SW2101-001.');
  });

  it('explains a malformed lot number next to the field and asks the backend nothing', async () => {
    const { user, router } = await openLabResults();

    await user.type(lotField(), 'SW26-14');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    const message = 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.';
    await waitFor(() => expect(lotField()).toHaveAccessibleDescription(message));
    expect(lotField()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?lot=SW26-14');
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: /^Lot / })).not.toBeInTheDocument();
    expect(labReportQueries()).toEqual([]);
  });

  it('says when the report cannot be loaded, and loads it on "Try again"', async () => {
    const failure = failSanityQueries('"labReport"');
    const { user } = await openLabResults('/lab-results?lot=SW2602-014');

    const alert = await screen.findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent(/We could not load this content\. Please check your connection/);

    failure.stop();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Lot SW2602-014' }, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the products’ names cannot be loaded from Shopify, never showing their handles, and loads them on "Try again"', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    const { user } = await openLabResults('/lab-results?lot=SW2602-014');

    const report = await screen.findByRole('region', { name: 'Lot SW2602-014' }, pageLoad);
    const alert = await within(report).findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent('We could not load the names of the products this lot is sold as.');
    expect(report).not.toHaveTextContent(/turmeric-with-ginger|joint-comfort-bundle/);
    // The rest of the report does not depend on Shopify.
    expect(within(report).getByRole('table', { name: 'Potency' })).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(report).findByRole('link', { name: 'Turmeric with Ginger' }, pageLoad),
    ).toHaveAttribute('href', '/products/turmeric-with-ginger');
    expect(within(report).getByRole('link', { name: 'Joint Comfort Bundle' })).toBeInTheDocument();
    expect(within(report).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the page itself cannot be loaded', async () => {
    failSanityQueries('"labResultsPage"');
    renderRoutes([{ path: '/lab-results', load: () => import('./lab-results-route') }], '/lab-results');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
