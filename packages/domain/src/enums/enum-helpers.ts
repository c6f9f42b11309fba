/** A const object of named members, the shape every enumeration in this folder has. */
export type EnumLike = Readonly<Record<string, string | number>>;

/** The union of an enumeration's values. */
export type EnumValue<E extends EnumLike> = E[keyof E];

export interface EnumOption<V> {
  value: V;
  label: string;
}

/**
 * The distinct values of an enumeration in declaration order, typed as a non-empty tuple
 * so it can feed `z.literal(values)` or `z.enum(values)` directly.
 */
export function enumValues<const E extends EnumLike>(enumObj: E): [EnumValue<E>, ...EnumValue<E>[]] {
  const values = [...new Set(Object.values(enumObj))] as EnumValue<E>[];
  const [first, ...rest] = values;
  if (first === undefined) throw new RangeError("An enumeration needs at least one member");
  return [first, ...rest];
}

/** `{ value, label }` pairs for a select, one per distinct value, in declaration order. */
export function enumOptions<const E extends EnumLike>(enumObj: E, labels: Readonly<Record<EnumValue<E>, string>>): EnumOption<EnumValue<E>>[] {
  return enumValues(enumObj).map((value) => ({ value, label: labels[value] }));
}

/** Whether a value read from outside (a query's array, a stored number) is one of the enumeration's. */
export function isEnumValue<const E extends EnumLike>(enumObj: E, value: unknown): value is EnumValue<E> {
  return Object.values(enumObj).includes(value as string | number);
}
