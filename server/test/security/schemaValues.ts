/**
 * A value a route's JSON schema accepts, built from the schema itself, so the security tests
 * can send a valid request to any route, present or added later, and change one thing.
 */

export type JsonSchema = Record<string, unknown>;

export function validValue(schema: JsonSchema): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    const notNull = options.find((option) => option.type !== 'null') ?? options[0];
    return notNull === undefined ? null : validValue(notNull);
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : minimum + 1;
      return Math.min(Math.max(1, minimum), maximum);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'someone@example.test';
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1;
      const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : minLength;
      return 'x'.repeat(Math.min(Math.max(1, minLength), Math.max(1, maxLength)));
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = (schema.items ?? {}) as JsonSchema;
      return Array.from({ length: count }, () => validValue(items));
    }
    case 'object':
      return validObject(schema);
    default:
      return null;
  }
}

/** Every property of an object schema, each with a valid value. */
export function validObject(schema: JsonSchema | undefined): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([field, property]) => [field, validValue(property)]),
  );
}
