import { Avatar } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";

/**
 * A product's picture (its signed thumbnail URL), or a placeholder when it has none or the
 * address does not load (Avatar falls back to its children on an image error).
 */
export function ProductThumbnail({ name, image, size = 40 }: { name: string; image: string | null; size?: number }) {
  return (
    <Avatar src={image || null} alt={name} size={size} radius="sm" color="gray" variant="light">
      <IconPhoto size={size * 0.5} role="img" aria-label={`No image for ${name}`} />
    </Avatar>
  );
}
