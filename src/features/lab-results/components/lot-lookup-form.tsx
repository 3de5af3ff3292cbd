import { useState } from 'react';
import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { AddressSearchForm } from '../../../components/address-search-form';
import { paths } from '../../../config/paths';
import { fieldLimits } from '../../../domain/field-limits';
import { LOT_CODE_EXAMPLE } from '../../../domain/lab-report';

const lotFieldLabel = 'Lot number';

const loadLotAnswer = () => import('../lot-answer');

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
 * without JavaScript and as a shared link. Once the app runs it looks the lot up in place. It is
 * also the WebMCP tool `get_lab_report`, answered with the lot's report (lot-answer.ts).
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
  const queryClient = useQueryClient();

  return (
    <AddressSearchForm
      action={paths.labResults}
      labelledBy={labelledBy}
      onSearch={() => onLookUp(value)}
      submitLabel="Look up"
      maxWidth={560}
      tool={{
        name: 'get_lab_report',
        description:
          "Look up the certificate of analysis of a lot of the store's supplements: potency, heavy metals, microbiology. The shopper sees it too.",
        answer: async (sent) => (await loadLotAnswer()).lotAnswer(queryClient, String(sent.get('lot') ?? '')),
      }}
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
            toolparamdescription: `The lot number printed on the bottle, such as ${LOT_CODE_EXAMPLE}`,
          },
        }}
      />
    </AddressSearchForm>
  );
}
