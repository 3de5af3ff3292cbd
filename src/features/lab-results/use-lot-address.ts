import { useSearchParams } from 'react-router-dom';
import { parseLotCode } from '../../domain/lab-report';
import { useHydrated } from '../../lib/hydration/use-hydrated';

/**
 * The lot the address asks for (`/lab-results?lot=…`), as typed (null when it asks for none), and
 * a way to ask for another. The page is prerendered without a query string, so the address is read
 * only once hydrated; a shared link or the form sent as HTML works the same as a lookup in place.
 */
export function useLotAddress() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const lot = hydrated ? searchParams.get('lot') : null;

  /** Looks `input` up: a valid lot goes in the address as printed, anything else as typed. */
  const lookUp = (input: string) => {
    const parsed = parseLotCode(input);
    setSearchParams({ lot: parsed.ok ? parsed.code : input.trim() }, { preventScrollReset: true });
  };
  return { lot, lookUp };
}
