import { useState } from 'react';
import { TextField } from '@mui/material';
import { AddressSearchForm } from '../../../components/address-search-form';
import { paths } from '../../../config/paths';
import { fieldLimits } from '../../../domain/field-limits';

const lotFieldLabel = 'Lot number';

export interface LotLookupFormProps {
  /** The lot the address asks for, as typed; null when none. */
  addressLot: string | null;
  /** Why that lot is not a lot number, shown under the field. */
  problem?: string;
  onLookUp: (input: string) => void;
  /** The id of the heading that names this lookup. */
  labelledBy: string;
}

/**
 * The lot lookup: a plain GET form to `/lab-results?lot=…`, so it works before the app runs,
 * without JavaScript and as a shared link. Once the app runs it looks the lot up in place.
 */
export function LotLookupForm({ addressLot, problem, onLookUp, labelledBy }: LotLookupFormProps) {
  // What the shopper typed since the address last changed; the address's lot until then.
  const [typed, setTyped] = useState<string | null>(null);
  const [shownLot, setShownLot] = useState(addressLot);
  if (shownLot !== addressLot) {
    setShownLot(addressLot);
    setTyped(null);
  }
  const value = typed ?? addressLot ?? '';

  return (
    <AddressSearchForm
      action={paths.labResults}
      labelledBy={labelledBy}
      onSearch={() => onLookUp(value)}
      submitLabel="Look up"
      maxWidth={560}
    >
      <TextField
        name="lot"
        label={lotFieldLabel}
        placeholder="SW2602-014"
        value={value}
        onChange={(event) => setTyped(event.target.value)}
        error={problem !== undefined}
        helperText={problem}
        fullWidth
        slotProps={{
          // Always above the field: without JavaScript nothing would move it out of the way.
          inputLabel: { shrink: true },
          htmlInput: {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            enterKeyHint: 'search',
            maxLength: fieldLimits.lot,
          },
        }}
      />
    </AddressSearchForm>
  );
}
