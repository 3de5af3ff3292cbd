/**
 * A product as the MCP server tells it: the card's summary (search, recommendations: the pages'
 * agents read the same, src/domain/catalog-answer.ts, here with the store's addresses) and the
 * product page's details (its Supplement Facts panel, Subscribe & save with the terms it renews
 * on, its lab reports), in the page's own words and figures.
 */
import { paths } from '../config/paths';
import { price, productSummary as summaryOf } from '../domain/catalog-answer';
import type { Product } from '../domain/commerce';
import type { LabReportSummary } from '../domain/lab-report';
import {
  planPerDelivery,
  planSaving,
  renewalTerms,
  variantOffer,
  type ProductSubscriptions,
} from '../domain/subscriptions';
import {
  factsFootnotes,
  factsRowCells,
  footnotesOf,
  formatAmount,
  formatDailyValue,
  type SupplementFacts,
} from '../domain/supplement-facts';
import { env } from '../config/env';
import { storeUrl } from './answers';

/** What a product card says of a product, with the store's addresses of its page and its markdown twin. */
export const productSummary = (product: Product) => summaryOf(product, storeUrl);

/** The Supplement Facts panel, row by row as printed, with its footnotes, directions and warnings. */
export function factsPanel(facts: SupplementFacts) {
  const footnotes = footnotesOf(facts);
  return {
    serving_size: facts.servingSize,
    servings_per_container: facts.servingsPerContainer,
    rows: facts.rows.map((row) => ({
      name: row.form ? `${row.name} (${row.form})` : row.name,
      amount_per_serving: factsRowCells(row).amount,
      daily_value: factsRowCells(row).dailyValue,
    })),
    proprietary_blends: facts.blends.map((blend) => ({
      name: blend.name,
      amount_per_serving: formatAmount(blend),
      daily_value: formatDailyValue(null),
      ingredients: blend.ingredients,
    })),
    footnotes: [
      ...(footnotes.calorieBased ? [factsFootnotes.calorieBased] : []),
      ...(footnotes.notEstablished ? [factsFootnotes.notEstablished] : []),
    ],
    other_ingredients: facts.otherIngredients,
    allergens: facts.allergens,
    suggested_use: facts.suggestedUse,
    warnings: facts.warnings,
  };
}

/** Each variant's Subscribe & save plans, with what a delivery costs and the terms it renews on. */
export function subscriptionOffers(product: Product, subscriptions: ProductSubscriptions) {
  return product.variants.map((variant) => {
    const offer = variantOffer(subscriptions, variant.id);
    return {
      variant_id: variant.id,
      one_time_purchase: !offer.requiresSellingPlan,
      plans: offer.plans.map((plan) => {
        const perDelivery = planPerDelivery(variant.price, plan);
        const saving = planSaving(variant.price.amount, plan);
        return {
          selling_plan_id: plan.id,
          name: plan.name,
          price_per_delivery: price(perDelivery),
          saving: saving > 0 ? price({ amount: saving, currencyCode: variant.price.currencyCode }) : null,
          renewal_terms: renewalTerms(perDelivery, plan),
          cancel_url: storeUrl(env.shopify.customerAccountUrl),
        };
      }),
    };
  });
}

/** A product's newest lab reports, each with the address of its certificate's page. */
export function labReportLinks(reports: readonly LabReportSummary[]) {
  return reports.map((report) => ({
    lot: report.lotCode,
    tested_on: report.testDate,
    laboratory: report.laboratory,
    url: storeUrl(paths.labResultsFor(report.lotCode)),
  }));
}
