/**
 * Editors write button texts such as "Take Quiz for {condition}" or "Shop {title}" once in the
 * Studio; the page fills in each card's value. A placeholder without a value is left as written,
 * so a typo in the Studio shows up on the page instead of silently vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}
