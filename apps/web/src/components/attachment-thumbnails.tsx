import { Anchor, Avatar, Group, Tooltip } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { isImageType, type Attachment } from "@washdesk/domain";

/**
 * Saved attachments as small previews, each a link to the file (images open in a new tab, PDFs
 * download). The URLs are signed by the server, so an <img> shows them without headers.
 */
export function AttachmentThumbnails({ attachments, size = 36 }: { attachments: readonly Attachment[]; size?: number }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {attachments.map((attachment) => (
        <Tooltip key={attachment.downloadURL} label={attachment.originalName} withinPortal>
          <Anchor href={attachment.downloadURL} target="_blank" rel="noopener" aria-label={`Open ${attachment.originalName}`}>
            <Avatar
              src={isImageType(attachment.mimeType) ? attachment.thumbURL : null}
              alt={attachment.originalName}
              size={size}
              radius="sm"
              color="red"
              variant="light"
            >
              <IconFileTypePdf size={size * 0.55} aria-hidden />
            </Avatar>
          </Anchor>
        </Tooltip>
      ))}
    </Group>
  );
}
