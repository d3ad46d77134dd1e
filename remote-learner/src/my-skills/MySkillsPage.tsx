/**
 * /myskills, for home learners: the starter set they assess on (read only) and the skills of
 * their own they add, rename and retire. New assessments and the Personal Plan's choices take
 * the live ones; a retired skill keeps its grades.
 */
import { useCallback } from 'react';
import { call, LoadProblem, Page, Spinner, useLoad, useSession } from '@skillfolio/shared';
import { Home } from '@skillfolio/shared/contract';
import { NeedsHome } from '../home/NeedsHome';
import { AddOwnSkill } from './AddOwnSkill';
import { OwnSkillRow } from './OwnSkillRow';

export function MySkillsPage() {
  return (
    <Page title="My Skills">
      <NeedsHome>
        <MySkills />
      </NeedsHome>
    </Page>
  );
}

function MySkills() {
  const readOnly = useSession((s) => s.currentUser?.read_only ?? true);
  const skills = useLoad(useCallback(() => call(Home.GetMySkills), []));
  if (skills.status === 'failed') return <LoadProblem what="your skills" onRetry={skills.reload} />;
  if (!skills.data) return <Spinner label="Loading your skills" />;
  const { own, starter, limit } = skills.data;
  return (
    <>
      <p>
        You assess yourself on the starter set and on skills of your own. New assessments and your
        Personal Plan use them.
      </p>
      {!readOnly && <AddOwnSkill full={own.length >= limit} onAdded={skills.reload} />}
      <section className="sf-card" aria-labelledby="sf-own-skills">
        <h2 id="sf-own-skills">
          Your own skills ({own.length} of {limit})
        </h2>
        {own.length === 0 ? (
          <p>You have not added a skill of your own yet.</p>
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
        <h2 id="sf-starter-skills">Starter set</h2>
        {starter.length === 0 ? (
          <p>There is no starter set yet.</p>
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
