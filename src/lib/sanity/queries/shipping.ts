import { defineQuery } from 'groq';
import type { ShippingPolicyQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';

export const shippingPolicyQuery = defineQuery(`*[_type == "shippingPolicy" && _id == "shippingPolicy"][0]{
  "updatedAt": _updatedAt,
  title, intro, freeShippingThreshold,
  methods[]{name, deliveryTime, price, note},
  "sections": coalesce(sections[]{title, body}, [])
}`);

export const shippingPolicyQueryOptions = contentQueryOptions<ShippingPolicyQueryResult>(
  ['shipping'],
  shippingPolicyQuery,
);
