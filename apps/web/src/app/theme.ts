import { Badge, createTheme, DEFAULT_THEME, Loader, Modal, type MantineColorsTuple } from "@mantine/core";

/** A default palette with some shades replaced: index → colour. */
function withShades(color: "gray" | "red" | "orange" | "yellow" | "teal" | "green", shades: Record<number, string>): MantineColorsTuple {
  const base: readonly string[] = DEFAULT_THEME.colors[color];
  return base.map((value, index) => shades[index] ?? value) as unknown as MantineColorsTuple;
}

/**
 * Every text on the screens keeps a contrast of at least 4.5:1 (WCAG 2.1 AA). Filled buttons, links,
 * outlines and text in a colour use shade 9 (white on it, or it on white and on the light greys of
 * cards and table rows); light badges put shade 9 on shade 1; a few screens write in shade 8.
 * Mantine's own shades pass for blue and dark; red, orange, yellow, teal and green get darker 8s
 * and 9s, and gray 6 (the dimmed text) goes from 3.3:1 to 5.4:1 on white.
 */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: "md",
  colors: {
    gray: withShades("gray", { 6: "#646b72" }),
    red: withShades("red", { 8: "#c92a2a", 9: "#b02525" }),
    orange: withShades("orange", { 8: "#b8400b", 9: "#a8380c" }),
    yellow: withShades("yellow", { 8: "#8a5a00", 9: "#7a5200" }),
    teal: withShades("teal", { 8: "#067050", 9: "#05603f" }),
    green: withShades("green", { 8: "#26793a", 9: "#237032" }),
  },
  components: {
    // A badge keeps its words: in a narrow table cell it widens the column rather than shrinking to a dot.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, minWidth: "max-content" } } }),
    // A spinner is a status: its name ("Loading sales") is announced, and a name needs a role to be allowed.
    Loader: Loader.extend({ defaultProps: { role: "status" } }),
    // A dialog closes by its buttons or Escape, never by a stray click beside it: a half-filled form is
    // not lost. Its × is named "Close" for a screen reader, in every dialog.
    Modal: Modal.extend({ defaultProps: { closeOnClickOutside: false, closeButtonProps: { "aria-label": "Close" } } }),
  },
});
