/**
 * Names for the colours people paint cars. The name shown beside a picked colour is the nearest
 * of these (docs/product.md §3: the colour name is derived from colorCode), on the web and on the server alike.
 */
export const namedColors: readonly { name: string; hex: string }[] = [
  { name: "Black", hex: "#000000" },
  { name: "White", hex: "#FFFFFF" },
  { name: "Silver", hex: "#C0C0C0" },
  { name: "Gray", hex: "#808080" },
  { name: "Charcoal", hex: "#36454F" },
  { name: "Red", hex: "#FF0000" },
  { name: "Maroon", hex: "#800000" },
  { name: "Burgundy", hex: "#800020" },
  { name: "Orange", hex: "#FFA500" },
  { name: "Yellow", hex: "#FFFF00" },
  { name: "Gold", hex: "#D4AF37" },
  { name: "Beige", hex: "#F5F5DC" },
  { name: "Tan", hex: "#D2B48C" },
  { name: "Brown", hex: "#8B4513" },
  { name: "Green", hex: "#008000" },
  { name: "Lime", hex: "#00FF00" },
  { name: "Olive", hex: "#808000" },
  { name: "Dark Green", hex: "#013220" },
  { name: "Teal", hex: "#008080" },
  { name: "Turquoise", hex: "#40E0D0" },
  { name: "Blue", hex: "#0000FF" },
  { name: "Royal Blue", hex: "#4169E1" },
  { name: "Navy", hex: "#000080" },
  { name: "Sky Blue", hex: "#87CEEB" },
  { name: "Purple", hex: "#800080" },
  { name: "Pink", hex: "#FFC0CB" },
];

export const DEFAULT_COLOR_CODE = "#000000";
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The nearest named colour, by a weighted RGB distance that follows how eyes see differences. */
export function colorNameFromHex(hex: string): string {
  if (!hexColorPattern.test(hex)) return "Black";
  const [r, g, b] = rgb(hex);
  let best = namedColors[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of namedColors) {
    const [cr, cg, cb] = rgb(candidate.hex);
    const meanRed = (r + cr) / 2;
    const distance = (2 + meanRed / 256) * (r - cr) ** 2 + 4 * (g - cg) ** 2 + (2 + (255 - meanRed) / 256) * (b - cb) ** 2;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best.name;
}
