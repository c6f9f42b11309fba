import "@mantine/dropzone/styles.layer.css";
import { Avatar, Button, Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { formatFileSize } from "@washdesk/domain";
import { useEffect, useId, useState, type ReactNode } from "react";

export interface ImageInputProps {
  label: string;
  /** A picture chosen here and not uploaded yet (the form uploads it when it is saved). */
  file: File | null;
  /** The preview of the picture already stored, or null when there is none. */
  savedUrl: string | null;
  /** A newly chosen picture. */
  onChange: (file: File) => void;
  /** Takes away whatever picture is shown, chosen or stored. */
  onRemove: () => void;
  /** What the picture shows, for its alt text ("Deluxe Wash"). */
  alt: string;
  /** MIME types the picker offers; the server checks the bytes again. */
  accept: readonly string[];
  /** In bytes; the server has the final word. */
  maxSize: number;
  /** How the accepted types read in a sentence ("JPEG, PNG or WebP"). */
  typesText: string;
  error?: ReactNode;
  disabled?: boolean;
}

const PREVIEW_SIZE = 96;

/**
 * An object URL for a chosen picture's preview, released when the file changes or the field goes
 * away. Made in the effect that releases it, so StrictMode's second mount gets a live URL.
 */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    // jsdom (tests) has no createObjectURL; the placeholder stands in.
    if (!file || typeof URL.createObjectURL !== "function") return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // A preview of an earlier file is never shown for the current one.
  return preview && preview.file === file ? preview.url : null;
}

/**
 * One picture (a product's, later perhaps a person's): drop or choose a file, see it, remove it.
 * It only holds the file; the form uploads it before saving its record, as attachments do.
 */
export function ImageInput({ label, file, savedUrl, onChange, onRemove, alt, accept, maxSize, typesText, error, disabled }: ImageInputProps) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = file ? preview : savedUrl;
  const hasPicture = file !== null || savedUrl !== null;

  const reject = ([rejection]: FileRejection[]) => {
    if (!rejection) return;
    const { file: refused, errors } = rejection;
    const code = errors[0]?.code;
    if (code === "file-too-large") setRejected(`"${refused.name}" is larger than ${formatFileSize(maxSize)}.`);
    else if (code === "file-invalid-type") setRejected(`"${refused.name}" is not a ${typesText} image.`);
    else setRejected("Choose one picture.");
  };

  return (
    <Input.Wrapper label={label} error={error ?? rejected ?? undefined} id={id}>
      <Group mt={4} gap="sm" align="center" wrap="nowrap">
        <Avatar src={shown} alt={alt} size={PREVIEW_SIZE} radius="sm" color="gray" variant="light">
          <IconPhoto size={PREVIEW_SIZE * 0.45} role="img" aria-label={`No image for ${alt}`} />
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Dropzone
            onDrop={([chosen]) => {
              setRejected(null);
              if (chosen) onChange(chosen);
            }}
            onReject={reject}
            accept={[...accept]}
            maxSize={maxSize}
            multiple={false}
            disabled={disabled}
            inputProps={{ id, "aria-label": label }}
            p="xs"
          >
            <Group justify="center" gap="xs" mih={40} style={{ pointerEvents: "none" }}>
              <IconPhotoUp size={20} aria-hidden />
              <Text size="sm">
                {hasPicture ? "Drop another picture or click to replace" : "Drop a picture here or click to choose"} ({typesText}, up to{" "}
                {formatFileSize(maxSize)})
              </Text>
            </Group>
          </Dropzone>
          {hasPicture && (
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate="end" style={{ flex: 1 }}>
                {file ? `${file.name} · ${formatFileSize(file.size)} · uploaded when saved` : "Saved picture"}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  setRejected(null);
                  onRemove();
                }}
                disabled={disabled}
              >
                Remove image
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
