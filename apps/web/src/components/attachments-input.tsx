import "@mantine/dropzone/styles.layer.css";
import { ActionIcon, Group, Image, Input, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconX } from "@tabler/icons-react";
import { attachmentMimeTypes, DEFAULT_MAX_UPLOAD_MB, formatFileSize, isImageType, MAX_ATTACHMENTS, type Attachment } from "@washdesk/domain";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";

export interface AttachmentsInputProps {
  label: ReactNode;
  /** Files chosen here and not uploaded yet (the form uploads them when it is saved). */
  value: File[];
  onChange: (files: File[]) => void;
  /** Attachments already stored (editing a record); removing one calls onExistingChange. */
  existing?: Attachment[];
  onExistingChange?: (attachments: Attachment[]) => void;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Per file, in bytes; the server has the final word (MAX_UPLOAD_MB). */
  maxSize?: number;
  maxFiles?: number;
}

const DEFAULT_MAX_SIZE = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/** Why the picker turned files away, in words; the server checks the content again. */
function rejectionText(rejections: FileRejection[], maxSize: number): string {
  return rejections
    .map(({ file, errors }) => {
      const code = errors[0]?.code;
      if (code === "file-too-large") return `"${file.name}" is larger than ${formatFileSize(maxSize)}.`;
      if (code === "file-invalid-type") return `"${file.name}" is not an image (JPEG, PNG, WebP, GIF) or a PDF.`;
      if (code === "too-many-files") return `At most ${MAX_ATTACHMENTS} files can be attached.`;
      return `"${file.name}" can't be attached.`;
    })
    .join(" ");
}

/** Object URLs for image previews, released when the files change or the field goes away. */
function usePreviews(files: File[]): Map<File, string> {
  const previews = useMemo(() => {
    const map = new Map<File, string>();
    // jsdom (tests) has no createObjectURL; the icon stands in.
    if (typeof URL.createObjectURL !== "function") return map;
    for (const file of files) if (isImageType(file.type)) map.set(file, URL.createObjectURL(file));
    return map;
  }, [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}

function FileIcon({ mimeType }: { mimeType: string }) {
  return (
    <ThemeIcon variant="light" color={mimeType === "application/pdf" ? "red" : "gray"} size={40}>
      {mimeType === "application/pdf" ? <IconFileTypePdf size={22} aria-hidden /> : <IconPhoto size={22} aria-hidden />}
    </ThemeIcon>
  );
}

function FileRow({
  name,
  detail,
  preview,
  mimeType,
  onRemove,
  disabled,
}: {
  name: string;
  detail: string;
  preview: string | null;
  mimeType: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <Paper withBorder p={6} radius="sm" role="listitem" aria-label={name}>
      <Group gap="sm" wrap="nowrap">
        {preview ? <Image src={preview} alt={name} w={40} h={40} fit="cover" radius="sm" /> : <FileIcon mimeType={mimeType} />}
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${name}`} onClick={onRemove} disabled={disabled}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/**
 * The attachments field of the expense and purchase dialogs (docs/product.md §2 dialogs 5 and 7): drop or
 * pick receipts (images or PDF), see them listed with a preview, remove any. It only collects
 * files; the form uploads them with uploadFiles (api/upload-files) before saving its record.
 */
export function AttachmentsInput({
  label,
  value,
  onChange,
  existing = [],
  onExistingChange,
  error,
  description,
  disabled,
  maxSize = DEFAULT_MAX_SIZE,
  maxFiles = MAX_ATTACHMENTS,
}: AttachmentsInputProps) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const previews = usePreviews(value);
  const room = maxFiles - existing.length - value.length;

  const add = (files: File[]) => {
    setRejected(files.length > room ? `At most ${maxFiles} files can be attached.` : null);
    if (room > 0) onChange([...value, ...files.slice(0, room)]);
  };

  return (
    <Input.Wrapper label={label} description={description} error={error ?? rejected ?? undefined} id={id}>
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={add}
          onReject={(rejections) => setRejected(rejectionText(rejections, maxSize))}
          accept={[...attachmentMimeTypes]}
          maxSize={maxSize}
          multiple
          disabled={disabled || room <= 0}
          inputProps={{ id, "aria-label": typeof label === "string" ? label : "Attachments" }}
          p="sm"
        >
          <Group justify="center" gap="xs" mih={48} style={{ pointerEvents: "none" }}>
            <IconPaperclip size={20} aria-hidden />
            <Text size="sm">Drop receipts here or click to choose (images or PDF, up to {formatFileSize(maxSize)} each)</Text>
          </Group>
        </Dropzone>
        {(existing.length > 0 || value.length > 0) && (
          <Stack gap={4} role="list" aria-label="Chosen files">
            {existing.map((attachment, index) => (
              <FileRow
                key={attachment.downloadURL}
                name={attachment.originalName}
                detail="Saved"
                preview={isImageType(attachment.mimeType) ? attachment.thumbURL : null}
                mimeType={attachment.mimeType}
                disabled={disabled}
                onRemove={() => onExistingChange?.(existing.filter((_, i) => i !== index))}
              />
            ))}
            {value.map((file, index) => (
              <FileRow
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                name={file.name}
                detail={formatFileSize(file.size)}
                preview={previews.get(file) ?? null}
                mimeType={file.type}
                disabled={disabled}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
