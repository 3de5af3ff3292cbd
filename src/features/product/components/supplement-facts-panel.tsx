import { Box } from '@mui/material';
import {
  factsFootnotes,
  factsRowCells,
  footnotesOf,
  formatAmount,
  type SupplementFacts,
} from '../../../domain/supplement-facts';
import { visuallyHidden } from '../../../components/visually-hidden';

const heavyRule = '10px solid';
const mediumRule = '5px solid';
const thinRule = '1px solid';

/**
 * The Supplement Facts panel laid out as 21 CFR 101.36 prints it on the bottle: serving size and
 * servings, a heavy rule, "Amount Per Serving" and "% Daily Value", a row per nutrient or
 * ingredient, proprietary blends with their ingredients by weight, and the "**" and "†" footnotes.
 * A real table (caption, column and row headers), so a screen reader can read it cell by cell; it
 * keeps to the width it is given (320 px included) and grows with the text size.
 */
export function SupplementFactsPanel({ facts }: { facts: SupplementFacts }) {
  const footnotes = footnotesOf(facts);
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        maxWidth: '28rem',
        borderCollapse: 'collapse',
        border: '2px solid',
        borderColor: 'text.primary',
        color: 'text.primary',
        bgcolor: 'background.paper',
        fontFamily: 'Helvetica, Arial, system-ui, sans-serif',
        fontSize: '0.9rem',
        lineHeight: 1.35,
        '& caption': {
          captionSide: 'top',
          textAlign: 'left',
          fontWeight: 900,
          fontSize: { xs: '1.6rem', sm: '1.9rem' },
          lineHeight: 1.1,
          px: 1,
          pt: 1,
          border: '2px solid',
          borderBottom: 0,
          borderColor: 'text.primary',
          bgcolor: 'background.paper',
        },
        '& th, & td': { px: 1, py: 0.5, verticalAlign: 'top', textAlign: 'left', fontWeight: 400 },
        '& td:not(:first-of-type), & th[scope="col"]:not(:first-of-type)': { textAlign: 'right' },
        '& .serving td': { textAlign: 'left', py: 0 },
        '& .serving + .serving td': { pb: 0.5 },
        '& .columns th': { fontWeight: 700, fontSize: '0.8rem', borderTop: heavyRule, pt: 0.5 },
        '& tbody tr': { borderTop: thinRule },
        '& tbody th': { fontWeight: 700 },
        '& tbody .indent th': { pl: 3, fontWeight: 400 },
        '& .form': { fontWeight: 400 },
        '& .ingredients': { display: 'block', fontWeight: 400, fontSize: '0.85rem', mt: 0.25 },
        '& tfoot td': { borderTop: mediumRule, fontSize: '0.8rem', textAlign: 'left' },
      }}
    >
      <caption>Supplement Facts</caption>
      <thead>
        <tr className="serving">
          <td colSpan={3}>Serving Size {facts.servingSize}</td>
        </tr>
        <tr className="serving">
          <td colSpan={3}>Servings Per Container {facts.servingsPerContainer}</td>
        </tr>
        <tr className="columns">
          <th scope="col">
            <Box component="span" sx={visuallyHidden}>
              Ingredient
            </Box>
          </th>
          <th scope="col">Amount Per Serving</th>
          <th scope="col">% Daily Value</th>
        </tr>
      </thead>
      <tbody>
        {facts.rows.map((row, index) => (
          <tr key={`${row.name}-${index}`} className={row.indent ? 'indent' : undefined}>
            <th scope="row">
              {row.name}
              {row.form && <span className="form"> ({row.form})</span>}
            </th>
            <td>{factsRowCells(row).amount}</td>
            <td>{factsRowCells(row).dailyValue}</td>
          </tr>
        ))}
        {facts.blends.map((blend, index) => (
          <tr key={`${blend.name}-${index}`}>
            <th scope="row">
              {blend.name}
              <span className="ingredients">{blend.ingredients.join(', ')}</span>
            </th>
            <td>{formatAmount(blend)}</td>
            <td>†</td>
          </tr>
        ))}
      </tbody>
      {(footnotes.calorieBased || footnotes.notEstablished) && (
        <tfoot>
          <tr>
            <td colSpan={3}>
              {footnotes.calorieBased && <div>{factsFootnotes.calorieBased}</div>}
              {footnotes.notEstablished && <div>{factsFootnotes.notEstablished}</div>}
            </td>
          </tr>
        </tfoot>
      )}
    </Box>
  );
}
