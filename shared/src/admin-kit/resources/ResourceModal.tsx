/**
 * SPEC §2's Upload New Resource and Edit Resource modals: name, detail (Markdown, written
 * the way notes are; shown to learners as the server renders it), tags, the active flag
 * and the file, uploaded as soon as it is chosen. Save sends what is there (SPEC §5: no
 * checks on the client beyond what the server refuses); it waits while a file is moving.
 */
import { useState } from 'react';
import {
  call,
  FormModal,
  Switch,
  TextField,
  useSubmit,
  useTranslation,
  type AdminResource,
  type Tag,
} from '@skillfolio/shared';
import {
  DEFAULT_MAX_UPLOAD_MB,
  RESOURCE_DETAIL_MAX,
  RESOURCE_NAME_MAX,
} from '@skillfolio/shared/wire';
import { MyEvidence } from '@skillfolio/shared/contract';
import { FileUploadField } from './FileUploadField';
import type { ResourceScope } from './resourceScope';
import { TagChoices } from './TagChoices';
import { useFileUpload } from './useFileUpload';

export interface ResourceModalProps {
  scope: ResourceScope;
  /** null adds a resource (SPEC §4: id 0 is add mode). */
  resource: AdminResource | null;
  tags: Tag[];
  onTagAdded: (tag: Tag) => void;
  /** `saved`: the list reloads. */
  onClose: (saved: boolean) => void;
}

function tagIdsOf(resource: AdminResource | null): Set<number> {
  if (!resource || resource.tagids === '') return new Set();
  return new Set(resource.tagids.split(',').map(Number));
}

export function ResourceModal({ scope, resource, tags, onTagAdded, onClose }: ResourceModalProps) {
  const { t } = useTranslation('admin-kit');
  const [name, setName] = useState(resource?.weekly_task_name ?? '');
  const [detail, setDetail] = useState(resource?.detail_text ?? '');
  const [active, setActive] = useState(resource?.active ?? true);
  const [chosenTags, setChosenTags] = useState<Set<number>>(() => tagIdsOf(resource));
  const upload = useFileUpload(
    resource?.file_id
      ? {
          file_id: resource.file_id,
          file_name: resource.file_desc ?? t('resources.modal.unnamedFile'),
          isNew: false,
        }
      : null,
  );
  const saving = useSubmit(t('resources.modal.notSaved'));
  const fileBusy = upload.status === 'Uploading' || upload.status === 'Removing';

  async function save(): Promise<void> {
    if (fileBusy) {
      saving.setProblem(t('resources.modal.waitForFile'));
      return;
    }
    const reply = await saving.submit(() =>
      scope.save({
        id: resource?.weekly_task_id ?? 0,
        name: name.trim(),
        detail,
        active,
        tagIds: [...chosenTags],
        fileId: upload.file?.file_id ?? null,
      }),
    );
    if (reply !== undefined) onClose(true);
  }

  return (
    <FormModal
      title={t(resource ? 'resources.modal.editTitle' : 'resources.modal.addTitle')}
      width={800}
      onSubmit={() => void save()}
      onCancel={() => {
        // An upload no resource will hold goes now, not at the next day's sweep.
        if (upload.file?.isNew)
          void call(MyEvidence.RemoveFile, { file_id: upload.file.file_id }).catch(() => null);
        onClose(false);
      }}
      problem={saving.problem}
      busy={saving.busy || fileBusy}
    >
      <TextField
        label={t('resources.modal.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          saving.setProblem(null);
        }}
        maxLength={RESOURCE_NAME_MAX}
        autoFocus
      />
      <TextField
        label={t('resources.modal.detail')}
        description={t('resources.modal.formatting')}
        value={detail}
        onChange={setDetail}
        rows={5}
        maxLength={RESOURCE_DETAIL_MAX}
      />
      <TagChoices
        tags={tags}
        chosen={chosenTags}
        onChange={setChosenTags}
        addTag={scope.saveTag}
        onTagAdded={onTagAdded}
      />
      <Switch label={t('resources.modal.active')} isSelected={active} onChange={setActive} />
      <FileUploadField upload={upload} maxBytes={DEFAULT_MAX_UPLOAD_MB * 1024 * 1024} />
    </FormModal>
  );
}
