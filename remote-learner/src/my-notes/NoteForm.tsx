/** The note form: a new note, or the note being edited. The server checks the text (SPEC §5). */
import { useState } from 'react';
import { Button, call, TextField, useSubmit, useTranslation, type Note } from '@skillfolio/shared';
import { Notes } from '@skillfolio/shared/contract';

export interface NoteFormProps {
  /** null: a new note. */
  note: Note | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function NoteForm({ note, onSaved, onCancel }: NoteFormProps) {
  const { t } = useTranslation('my-notes');
  const [title, setTitle] = useState(note?.notes_title ?? '');
  const [text, setText] = useState(note?.note_text ?? '');
  const saving = useSubmit(t('form.saveFailed'));

  async function save(): Promise<void> {
    const reply = await saving.submit(() =>
      call(Notes.SaveNote, { note_id: note?.notes_id ?? 0, note_title: title, note_text: text }),
    );
    if (!reply) return;
    setTitle('');
    setText('');
    onSaved();
  }

  return (
    <form
      className="sf-card sf-note-form"
      aria-labelledby="sf-note-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="sf-note-form-heading">
        {note ? t('form.editHeading', { title: note.notes_title }) : t('form.newHeading')}
      </h2>
      <TextField
        label={t('form.title')}
        value={title}
        onChange={setTitle}
        maxLength={200}
        // Edit moves the pupil to the form it filled.
        autoFocus={note !== null}
      />
      <TextField
        label={t('form.text')}
        rows={6}
        value={text}
        onChange={setText}
        maxLength={20000}
        description={t('form.formattingHint')}
      />
      {saving.problem && (
        <p className="sf-alert" role="alert">
          {saving.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button type="submit" isDisabled={saving.busy}>
          {t('form.save')}
        </Button>
        {note && (
          <Button variant="secondary" onPress={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
