import { notify } from "./notify";

/** Copies text and says so with the notices of docs/product.md §8. */
export async function copyToClipboard(text: string, label: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ type: "positive", message: `${label} Copied to Clipboard!` });
    return true;
  } catch {
    notify({ type: "negative", message: "Copy Failed!!" });
    return false;
  }
}
