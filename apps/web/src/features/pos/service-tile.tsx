import type { TileColour } from "@washdesk/domain";
import type { CSSProperties } from "react";
import classes from "./service-tiles.module.css";

export interface ServiceTileProps {
  name: string;
  code: string;
  /** Formatted, for the cart's vehicle type. */
  price: string;
  disabled?: boolean;
  onPick?: () => void;
  /** Its category's colour, drawn as a band along the tile's edge; none: a plain tile. */
  colour?: TileColour | null;
}

/**
 * One tile of the counter's grid (an item of its list): a plain button, looking as a Mantine Paper
 * did at a fraction of its render (see service-tiles.module.css). Its accessible name says what a
 * tap does, then the words it shows. The POS bench's floor page draws its tiles with it too, so the two draw the same.
 */
export function ServiceTile({ name, code, price, disabled, onPick, colour }: ServiceTileProps) {
  // The colour is a band beside the words, never behind them: the text keeps its contrast.
  const band = colour ? ({ "--tile-band": `var(--mantine-color-${colour}-filled)` } as CSSProperties) : undefined;
  return (
    <li>
      <button
        type="button"
        className={classes.tile}
        data-colour={colour ?? undefined}
        style={band}
        onClick={onPick}
        disabled={disabled}
        aria-label={`Add ${name}, ${price}, ${code}`}
      >
        {/* The spaces keep the words apart for those who read the tile's text (the flex layout hides them). */}
        <span className={classes.name}>{name}</span> <span className={classes.price}>{price}</span>{" "}
        {/* The name ends with the code: what the tile shows is what a voice user says to press it. */}
        <span className={classes.code}>{code}</span>
      </button>
    </li>
  );
}
