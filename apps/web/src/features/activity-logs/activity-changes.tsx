import { List, Text } from "@mantine/core";
import { activityChanges, activityNotes } from "@washdesk/domain";

/** An entry's before and after as "Field: old → new" lines, and what else it noted; nothing when it recorded neither. */
export function ActivityChanges({ details }: { details: Record<string, unknown> | null }) {
  const changes = activityChanges(details);
  const notes = activityNotes(details);
  if (changes.length === 0 && notes.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
      {changes.map((change) => (
        <List.Item key={`c-${change.field}`}>
          <Text span fw={600} size="sm">
            {change.field}:
          </Text>{" "}
          <Text span size="sm" td="line-through" c="dimmed">
            {change.before}
          </Text>{" "}
          → {change.after}
        </List.Item>
      ))}
      {notes.map((note) => (
        <List.Item key={`n-${note.field}`}>
          <Text span fw={600} size="sm">
            {note.field}:
          </Text>{" "}
          {note.value}
        </List.Item>
      ))}
    </List>
  );
}
