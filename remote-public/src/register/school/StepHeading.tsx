/** Where each step lives, and the "Step n of 4" heading each one starts with. */

export const STEP_PATH = {
  email: '/public/register/school',
  code: '/public/register/school/2',
  details: '/public/register/school/3',
  thankYou: '/public/register/school/4',
} as const;

export function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <h2 className="sf-register__step">
      <span className="sf-register__count">Step {step} of 4: </span>
      {title}
    </h2>
  );
}
