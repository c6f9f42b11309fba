import { Button, ColorSwatch, Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { TILE_COLOURS, tileColourLabels, type CategoryColour, type TileColour, type TileColours } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useSaveTileColours } from "./product-mutations";
import { useProductCategories, useTileColours } from "./product-queries";

export interface TileColoursDialogProps {
  opened: boolean;
  onClose: () => void;
}

// Mantine selects treat "" as no choice, so "no colour" needs a value of its own.
const NONE = "none";

const colourOptions = [{ value: NONE, label: "None" }, ...TILE_COLOURS.map((colour) => ({ value: colour, label: tileColourLabels[colour] }))];

const isColour = (value: string | null): value is TileColour => TILE_COLOURS.some((colour) => colour === value);

/** The owner's choice of one colour per category in use, shown as a band on the counter's tiles. */
export function TileColoursDialog({ opened, onClose }: TileColoursDialogProps) {
  const categories = useProductCategories();
  const stored = useTileColours(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Tile colours" size={480} closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      {categories.data && stored.data ? (
        <TileColoursForm categories={categories.data} stored={stored.data} onClose={onClose} />
      ) : (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading the categories" />
        </Group>
      )}
    </Modal>
  );
}

function TileColoursForm({ categories, stored, onClose }: { categories: string[]; stored: TileColours; onClose: () => void }) {
  const [chosen, setChosen] = useState<Record<string, TileColour | undefined>>(() =>
    Object.fromEntries(stored.colours.map((entry) => [entry.category, entry.colour])),
  );
  const save = useSaveTileColours();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only the categories in use: a colour kept for one no product carries any more is dropped.
    const colours = categories.flatMap((category): CategoryColour[] => {
      const colour = chosen[category];
      return colour ? [{ category, colour }] : [];
    });
    try {
      await save.mutateAsync({ colours });
      onClose();
    } catch {
      // The notice has said why; the dialog stays open with the choices.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">Each category's tiles on the counter show a band of its colour. Categories without one keep plain tiles.</Text>
        {categories.length === 0 && <Text c="dimmed">No product has a category yet.</Text>}
        {categories.map((category, index) => {
          const colour = chosen[category];
          return (
            <Select
              key={category}
              label={category}
              data={colourOptions}
              value={colour ?? NONE}
              allowDeselect={false}
              leftSection={colour ? <ColorSwatch color={`var(--mantine-color-${colour}-filled)`} size={16} aria-hidden /> : null}
              onChange={(value) => setChosen((current) => ({ ...current, [category]: isColour(value) ? value : undefined }))}
              data-autofocus={index === 0 ? true : undefined}
            />
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
