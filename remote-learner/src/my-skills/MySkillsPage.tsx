/**
 * /myskills, for home learners: the starter set they assess on (read only) and the skills of
 * their own they add, rename and retire. New assessments and the Personal Plan's choices take
 * the live ones; a retired skill keeps its grades.
 */
import { useCallback } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  useFormat,
  useLoad,
  useSession,
  useTranslation,
} from '@skillfolio/shared';
import { Home } from '@skillfolio/shared/contract';
import { NeedsHome } from '../home/NeedsHome';
import { AddOwnSkill } from './AddOwnSkill';
import { OwnSkillRow } from './OwnSkillRow';

export function MySkillsPage() {
  const { t } = useTranslation('my-skills');
  return (
    <Page title={t('title')}>
      <NeedsHome>
        <MySkills />
      </NeedsHome>
    </Page>
  );
}

function MySkills() {
  const { t } = useTranslation('my-skills');
  const f = useFormat();
  const readOnly = useSession((s) => s.currentUser?.read_only ?? true);
  const skills = useLoad(useCallback(() => call(Home.GetMySkills), []));
  if (skills.status === 'failed') return <LoadProblem what={t('load')} onRetry={skills.reload} />;
  if (!skills.data) return <Spinner label={t('loading')} />;
  const { own, starter, limit } = skills.data;
  return (
    <>
      <p>{t('intro')}</p>
      {!readOnly && <AddOwnSkill full={own.length >= limit} onAdded={skills.reload} />}
      <section className="sf-card" aria-labelledby="sf-own-skills">
        <h2 id="sf-own-skills">
          {t('own.heading', { own: f.number(own.length), limit: f.number(limit) })}
        </h2>
        {own.length === 0 ? (
          <p>{t('own.empty')}</p>
        ) : (
          <ul className="sf-own-skills">
            {own.map((skill) => (
              <OwnSkillRow
                key={skill.skill_id}
                skill={skill}
                readOnly={readOnly}
                onChanged={skills.reload}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="sf-card" aria-labelledby="sf-starter-skills">
        <h2 id="sf-starter-skills">{t('starter.heading')}</h2>
        {starter.length === 0 ? (
          <p>{t('starter.empty')}</p>
        ) : (
          starter.map((group) => (
            <div key={group.heading}>
              <h3>{group.heading}</h3>
              <ul>
                {group.skills.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </>
  );
}
