import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { RichTextImageControl, type RichTextImageUpload } from './rich-text-image-control.tsx';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  minHeight?: number;
  label: string;
  invalid?: boolean;
  /** Offer an "Insert image" button that uploads the chosen picture and places it at the cursor. */
  uploadImage?: RichTextImageUpload;
};

/**
 * The heavy part of the rich-text field (Tiptap + ProseMirror), loaded only when a form shows one.
 * It keeps what the server's allow-list keeps: headings, lists, links, tables and media images
 * (inserted through the upload call when `uploadImage` is given).
 */
export default function RichTextEditorField({
  value,
  onChange,
  disabled,
  minHeight = 220,
  label,
  invalid,
  uploadImage,
}: RichTextEditorProps) {
  // The last HTML this editor reported, so a value coming back from the parent is not re-applied.
  const reported = useRef(value);
  // The value given from outside, and how the editor writes it once loaded: the editor tidies what it
  // loads (a paragraph after a closing table, say), and tidying is not an edit.
  const external = useRef(value);
  const baseline = useRef<string | null>(null);
  // True while the editor applies a change the person asked for from outside it (an image inserted
  // after its upload, when the file dialog has taken the focus away).
  const inserting = useRef(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: current }) => {
      baseline.current = current.isEmpty ? '' : current.getHTML();
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      // People edit with the editor focused (the toolbar keeps the focus); anything else is tidying.
      if (!current.isFocused && !inserting.current) {
        baseline.current = html;
        return;
      }
      const next = html === baseline.current ? external.current : html;
      if (next === reported.current) return;
      reported.current = next;
      onChange(next);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    external.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    baseline.current = editor.isEmpty ? '' : editor.getHTML();
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImage = (image: { src: string; alt: string }) => {
    if (!editor || editor.isDestroyed) return;
    inserting.current = true;
    try {
      editor
        .chain()
        .focus()
        .setImage(image)
        .command(({ tr }) => {
          // The image is left selected once placed, so the next key would replace it: the caret goes
          // to the start of the block after it (a new paragraph when none follows).
          if (!(tr.selection instanceof NodeSelection)) return true;
          const after = tr.selection.to;
          if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
          tr.setSelection(TextSelection.create(tr.doc, after + 1));
          return true;
        })
        .run();
    } finally {
      inserting.current = false;
    }
  };

  return (
    <RichTextEditor
      editor={editor}
      variant="default"
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      styles={{ content: { minHeight } }}
    >
      {!disabled ? (
        <RichTextEditor.Toolbar sticky stickyOffset={64}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {uploadImage ? <RichTextImageControl {...uploadImage} onInsert={insertImage} /> : null}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      ) : null}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
