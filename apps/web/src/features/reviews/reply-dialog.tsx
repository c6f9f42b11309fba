import { useState } from "react";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { reviewReplySchema, type ReviewRequest } from "@washdesk/domain";
import { useReplyToReview } from "./review-queries";

/** A private answer by text to the customer who rated: sent at once, in their conversation. */
export function ReplyDialog({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Reply to ${request.customer.name}` : "Reply"}
      size="md"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {request && <ReplyForm key={request.id} request={request} onClose={onClose} />}
    </Modal>
  );
}

function ReplyForm({ request, onClose }: { request: ReviewRequest; onClose: () => void }) {
  const reply = useReplyToReview(request.id);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    const parsed = reviewReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await reply.mutateAsync(parsed.data.text);
      onClose();
    } catch {
      // The notice says why; the words stay in the field to send again.
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        A private text to {request.customer.phone}, not a public answer.
        {request.comment && ` They wrote: “${request.comment}”`}
      </Text>
      <Textarea
        label="Your reply"
        minRows={4}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
        }}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={reply.isPending} onClick={() => void send()}>
          Send reply
        </Button>
      </Group>
    </Stack>
  );
}
