import "@mantine/tiptap/styles.layer.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { EDITOR_COLOURS } from "@washdesk/domain";
import { useEffect, useId } from "react";

export interface EmailEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * An e-mail's words in a rich-text editor (message templates, campaign e-mails): headings, bold,
 * italic, underline, strike, lists, quotes, links and the 11 colours of the palette. The server
 * keeps only these marks (platform/mail/email-html.ts), so what is seen here is what is sent.
 * Always loaded lazily (`lazy(() => import(...))`): the editor is large.
 */
export default function EmailEditor({ label, value, onChange, error, disabled }: EmailEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    // StarterKit brings its own link mark; Mantine's Link (which the link control drives) replaces it.
    extensions: [StarterKit.configure({ link: false }), Link, TextStyle, Color],
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  // A template chosen elsewhere, or the default words restored, replaces what the editor holds.
  useEffect(() => {
    if (editor && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper label={label} id={labelId} error={error} errorProps={{ id: errorId }} labelElement="div">
      <RichTextEditor editor={editor} variant="subtle">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ColorPicker colors={[...EDITOR_COLOURS]} />
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
