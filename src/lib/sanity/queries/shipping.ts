import { defineQuery } from 'groq';

export const shippingPolicyQuery = defineQuery(`*[_id == "shippingPolicy"][0]{
  "updatedAt": _updatedAt,
  title, intro, freeShippingThreshold,
  methods[]{name, deliveryTime, price, note},
  sections[]{title, body}
}`);
