/**
 * SPEC §2 Change School: every school with its postcode in brackets, a search box (a trust
 * has hundreds of schools) matching name, postcode or school username, the current school
 * marked. Choosing one switches the session's school on the server, then loads the session
 * afresh, so the header and the open screen show the new school's data.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  getCurrentUser,
  LoadProblem,
  Modal,
  Spinner,
  TextField,
  useLoad,
  useSession,
  useFormat,
  useSubmit,
  useTranslation,
  type ListedSchool,
} from '@skillfolio/shared';
import { Schools } from '@skillfolio/shared/contract';

export interface ChangeSchoolModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** SPEC §5: a case-insensitive contains match, here on name, postcode and school username. */
export function schoolsMatching(schools: readonly ListedSchool[], search: string): ListedSchool[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...schools];
  return schools.filter((school) =>
    [school.school_name, school.postcode ?? '', school.school_username].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

function nameWithPostcode(school: ListedSchool): string {
  return school.postcode ? `${school.school_name} (${school.postcode})` : school.school_name;
}

export function ChangeSchoolModal({ isOpen, onClose }: ChangeSchoolModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      title={t('changeSchool.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      width={600}
    >
      {/* Mounted only while open: each opening lists the schools as they are now. */}
      {isOpen && <SchoolChoices onClose={onClose} />}
    </Modal>
  );
}

function SchoolChoices({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const f = useFormat();
  const currentId = useSession((s) => s.currentSchool?.school_id ?? 0);
  const schools = useLoad(useCallback(async () => call(Schools.ListSchools), []));
  const [search, setSearch] = useState('');
  const switching = useSubmit(t('changeSchool.notChanged'));
  const shown = useMemo(
    () => (schools.status === 'loaded' ? schoolsMatching(schools.data, search) : []),
    [schools, search],
  );

  async function choose(school: ListedSchool): Promise<void> {
    const reply = await switching.submit(
      async () => {
        await call(Schools.ChangeSchool, { school_id: school.school_id });
        // The whole session afresh (user, school, selections), as at start-up.
        return getCurrentUser();
      },
      // Starting the session afresh clears any toast, so it is shown after.
      { toast: null },
    );
    if (reply === null) {
      // The session ended meanwhile (idle too long): the switch was refused with it.
      switching.setProblem(t('changeSchool.sessionEnded'));
    } else if (reply) {
      const store = useSession.getState();
      store.startSession(reply);
      store.showToast(t('changeSchool.nowWorkingIn', { school: school.school_name }));
      onClose();
    }
  }

  return (
    <>
      <TextField
        label={t('changeSchool.search')}
        description={t('changeSchool.searchHint')}
        value={search}
        onChange={setSearch}
        type="search"
        autoFocus
      />
      {schools.status === 'failed' && (
        <LoadProblem what={t('changeSchool.theList')} onRetry={schools.reload} />
      )}
      {schools.status === 'loading' && <Spinner label={t('changeSchool.loading')} />}
      {schools.status === 'loaded' && (
        <>
          <p className="sf-muted" role="status">
            {shown.length === schools.data.length
              ? t('changeSchool.all', { count: shown.length, shown: f.number(shown.length) })
              : t('changeSchool.matching', {
                  count: schools.data.length,
                  shown: f.number(shown.length),
                  total: f.number(schools.data.length),
                })}
          </p>
          {shown.length > 0 && (
            <ul className="sf-school-choices" aria-label={t('changeSchool.schools')}>
              {shown.map((school) => {
                const current = school.school_id === currentId;
                return (
                  <li key={school.school_id}>
                    <Button
                      variant="secondary"
                      className="sf-school-choice"
                      aria-current={current ? 'true' : undefined}
                      isDisabled={switching.busy}
                      onPress={() => (current ? onClose() : void choose(school))}
                    >
                      {nameWithPostcode(school)}
                      {current && (
                        <span className="sf-school-choice__current">
                          {' '}
                          {t('changeSchool.current')}
                        </span>
                      )}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {switching.problem && (
        <p className="sf-alert" role="alert">
          {switching.problem}
        </p>
      )}
      <div className="sf-modal__actions">
        <Button variant="secondary" onPress={onClose}>
          {t('changeSchool.cancel')}
        </Button>
      </div>
    </>
  );
}
