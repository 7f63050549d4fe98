/**
 * A GraphQL enum's values, each with its description, from the shared constant that lists
 * them: a value added to the constant without a description here does not compile.
 */
export function describedValues<const V extends string>(
  values: readonly V[],
  descriptions: Record<V, string>,
): { [K in V]: { value: K; description: string } } {
  return Object.fromEntries(
    values.map((value) => [value, { value, description: descriptions[value] }]),
  ) as { [K in V]: { value: K; description: string } };
}
