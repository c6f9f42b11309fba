// The floor under the counter: the least a page can do to show the counter's first tiles. React,
// Mantine with the app's theme and styles, one GET of the first tiles from the product's own API
// (served by the product's server, behind its headers, from the same database; sent by an inline
// script as the HTML is parsed, as the counter's boot script sends its own: floor-page-build.ts),
// and the tiles drawn as the counter draws them. No router, no query cache, no session, no frame,
// no cart: what the POS bench measures against the bare page is how far the counter is above this.
import "@washdesk/web/mantine-styles";
import { MantineProvider } from "@mantine/core";
import { formatMoney, type ProductSearchAnswer } from "@washdesk/domain";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { buildUrl, clientToken } from "@washdesk/web/api-url";
import { theme } from "@washdesk/web/theme";
import { firstTileFilter, tileQuery, tilesPath } from "@washdesk/web/pos-tile-query";
import { ServiceTile } from "@washdesk/web/service-tile";
import classes from "@washdesk/web/service-tiles.module.css";
import { tokenKey } from "@washdesk/web/token-storage";

type Tile = ProductSearchAnswer["results"][number];

async function firstTiles(): Promise<Tile[]> {
  const early = (window as { __floorTiles?: Promise<Response> | null }).__floorTiles;
  const response = await (early ??
    fetch(buildUrl(tilesPath, tileQuery(firstTileFilter, "")), {
      headers: { "x-security-token": clientToken, Authorization: `Bearer ${localStorage.getItem(tokenKey)}` },
    }));
  const envelope = (await response.json()) as { body: ProductSearchAnswer };
  return envelope.body.results;
}

function Tiles() {
  const [tiles, setTiles] = useState<Tile[]>([]);
  useEffect(() => {
    void firstTiles().then(setTiles);
  }, []);
  return (
    <ul className={classes.grid} aria-label="Products">
      {tiles.map((tile) => (
        <ServiceTile key={tile.id} name={tile.name ?? ""} code={tile.code ?? ""} price={formatMoney(tile.price ?? 0)} />
      ))}
    </ul>
  );
}

createRoot(document.getElementById("root")!).render(
  <MantineProvider theme={theme}>
    <Tiles />
  </MantineProvider>,
);
