/** The public front door: what Skillfolio does for pupils and schools, with ways in. */
import { useEffect } from 'react';
import { Link } from '@skillfolio/shared';

const FEATURES = [
  {
    title: 'Self-assessment tools',
    text: 'Pupils rate themselves from 0 to 10 on skills such as communication, teamwork and problem solving, and say why in their own words.',
  },
  {
    title: 'Feedback that leads somewhere',
    text: 'Each pupil keeps a personal plan: the areas they want to develop, the reasons, and next steps they tick off as they go.',
  },
  {
    title: 'Progress tracking',
    text: 'Assessments are kept term by term, so pupils, teachers and parents can see how confidence grows over time.',
  },
  {
    title: 'A future-ready profile',
    text: 'Notes, reflections and evidence against project success criteria build a record a pupil can draw on for applications and interviews.',
  },
];

export function LandingPage() {
  useEffect(() => {
    document.title = 'Skillfolio – skills self-assessment for schools';
  }, []);
  return (
    <div className="sf-landing">
      <section className="sf-hero">
        <div className="sf-hero__inner">
          <h1>Help every pupil see, plan and prove their skills</h1>
          <p className="sf-hero__lead">
            Skillfolio is a skills self-assessment and personal development app for schools and home
            learners. Pupils reflect on where they are, plan how to improve, and keep the evidence.
          </p>
          <div className="sf-hero__actions">
            <Link className="sf-cta sf-cta--primary" to="/public/login">
              Log in
            </Link>
            <Link className="sf-cta sf-cta--secondary" to="/public/register">
              Register
            </Link>
          </div>
        </div>
      </section>
      <section className="sf-page" aria-labelledby="features-heading">
        <h2 id="features-heading">What Skillfolio gives your pupils</h2>
        <ul className="sf-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="sf-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <h2>Made for schools</h2>
        <ul className="sf-trust">
          <li>Each school's data is kept apart: staff see only their own school.</li>
          <li>Parents can follow their child's progress through a read-only view.</li>
          <li>School admins manage their own users, projects, success criteria and resources.</li>
          <li>Works with a keyboard and a screen reader, on school computers and tablets.</li>
        </ul>
      </section>
    </div>
  );
}
