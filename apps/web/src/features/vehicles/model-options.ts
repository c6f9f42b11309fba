/**
 * The model choices for what has been typed (docs/product.md §5): the models containing the text, ignoring
 * case, with the typed text itself first so a model the list lacks can still be picked.
 */
export function modelOptions(models: readonly string[], typed: string): string[] {
  const text = typed.trim();
  const needle = text.toLowerCase();
  const matching = [...new Set(models)].filter((model) => model.toLowerCase().includes(needle));
  if (text === "" || matching.some((model) => model.toLowerCase() === needle)) return matching;
  return [text, ...matching];
}
