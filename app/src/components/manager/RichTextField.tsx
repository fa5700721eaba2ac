import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import StarterKit from '@tiptap/starter-kit';

interface RichTextFieldProps {
  label: string;
  /** HTML, as the platform's `plainDescription` holds it. */
  value: string;
  onChange: (html: string) => void;
  describedBy?: string;
}

/** The marks and blocks a product description offers, each a toolbar button. */
const TOOLS = [
  { label: 'Bold', active: 'bold', run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', active: 'italic', run: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  {
    label: 'Bulleted list',
    active: 'bulletList',
    run: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    active: 'orderedList',
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const;

// Paragraphs, bold, italic and lists: what the platform's description keeps; headings, code and quotes are left out.
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
];

/** An empty editor holds one empty paragraph; the form keeps that as no description. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** How many of its latest values the editor remembers as its own (a render may lag a few keystrokes behind). */
const OWN_VALUES = 32;

/** A rich text box (Tiptap) with a toolbar for bold, italic and lists; its value is HTML. */
export function RichTextField({ label, value, onChange, describedBy }: RichTextFieldProps) {
  const own = useRef<string[]>([value]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text-area',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      own.current = [...own.current.slice(1 - OWN_VALUES), html];
      onChange(html);
    },
  });
  // The form may set a value of its own after the editor is made (saved values arriving, a reset): the editor takes
  // it. A value the editor itself emitted, even one a few keystrokes old, is not set back (it would undo typing).
  useEffect(() => {
    if (!editor || own.current.includes(value)) return;
    own.current = [value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => current?.isActive(tool.active) ?? false),
  });
  return (
    <div className="rich-text">
      <div role="toolbar" aria-label={`${label} formatting`} className="rich-text-toolbar">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            aria-pressed={active?.[index] ?? false}
            disabled={!editor}
            // The editor keeps the focus and selection: typing goes on where it was, and Enter never presses the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

interface RichTextFormFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form field that holds the HTML. */
  name: Path<Values>;
  label: string;
  error?: { message?: string } | undefined;
}

/** A form's rich text field: its label, the editor bound to the form value, and its validation message. */
export function RichTextFormField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
}: RichTextFormFieldProps<Values>) {
  const errorId = useId();
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextField
            label={label}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            describedBy={error?.message ? errorId : undefined}
          />
        )}
      />
      {error?.message && (
        <small id={errorId} className="field-error">
          {error.message}
        </small>
      )}
    </div>
  );
}
