import { Link } from 'react-router-dom';
import type { ConditionSummary } from '../../../domain/types';
import { ClaimMark } from '../../../components/claim-mark';
import { CardPicture } from '../../../components/content-image';

/**
 * A condition in a home carousel. The title is the card's one link, stretched over the whole card
 * so the card is easy to hit while a screen reader hears only the title. Plain elements styled by
 * the store's classes (condition-card-classes.ts): three carousels of cards hydrate with no styling
 * work per card.
 */
export function ConditionCard({ condition }: { condition: ConditionSummary }) {
  return (
    <article className="store-card condition-card">
      <CardPicture image={condition.image} sizes="(min-width: 900px) 25vw, (min-width: 600px) 50vw, 85vw" />
      <div className="condition-card__content">
        <h3 className="condition-card__title">
          <Link to={condition.href}>{condition.title}</Link>
        </h3>
        <p className="condition-card__summary">
          {condition.summary}
          <ClaimMark />
        </p>
      </div>
    </article>
  );
}
