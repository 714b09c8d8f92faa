/**
 * Placeholders in e-mail and alert templates: `{{name}}` (spaces inside the braces tolerated), where
 * `name` is one of the parameters declared by the notification or alert type.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

export const placeholderOf = (name: string) => `{{${name}}}`;

/** Inserts `{{name}}` at `cursor` (the end when unknown or out of range); answers the text and the cursor after it. */
export function insertPlaceholder(
  text: string,
  cursor: number | null | undefined,
  name: string,
): { text: string; cursor: number } {
  const at = cursor === null || cursor === undefined || cursor < 0 || cursor > text.length ? text.length : cursor;
  const placeholder = placeholderOf(name);
  return { text: text.slice(0, at) + placeholder + text.slice(at), cursor: at + placeholder.length };
}

/**
 * The template with each placeholder that has a value replaced by it; others are left as written.
 * The console's preview (with sample values) and the server's outgoing e-mails render through it.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (written, name: string) =>
    Object.hasOwn(values, name) ? values[name] : written,
  );
}

/** Names used in the template that are not among `parameters`, each once, in order of appearance. */
export function unknownPlaceholders(template: string, parameters: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const [, name] of template.matchAll(PLACEHOLDER)) if (!parameters.includes(name)) unknown.add(name);
  return [...unknown];
}

/** A sample for each parameter: its name in brackets, e.g. `firstName` → `[firstName]`. */
export function defaultSamples(parameters: readonly string[]): Record<string, string> {
  return Object.fromEntries(parameters.map((name) => [name, `[${name}]`]));
}
