/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that no text in the
 * catalogue can close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's schema.org description for search engines (product, collection, breadcrumb, shop, FAQ). */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
