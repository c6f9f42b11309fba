/** What a product save is doing, for the form's status line; null when it is not saving. */
export function saveProgress(uploading: boolean, saving: boolean): string | null {
  if (uploading) return "Uploading image…";
  if (saving) return "Saving product…";
  return null;
}
