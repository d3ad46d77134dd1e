/**
 * The accessibility statement, in the shape of GOV.UK's model statement (the Public Sector
 * Bodies Accessibility Regulations 2018): what works, what does not and why, how to report a
 * problem, and how the app was tested. Keep "How we tested" in step with e2e/accessibility*,
 * e2e/keyboard* and e2e/reflow*.
 */
import { Page, Link } from '@skillfolio/shared';

export function AccessibilityStatementPage() {
  return (
    <Page title="Accessibility statement">
      <div className="sf-statement">
        <p>
          This statement applies to Skillfolio, the skills self-assessment app at this address. It
          is run by the school or trust that gave you your login. We want as many people as possible
          to be able to use it. For example, that means you should be able to:
        </p>
        <ul>
          <li>change colours, contrast levels and fonts using your browser or device settings</li>
          <li>zoom in up to 400% without the text spilling off the screen</li>
          <li>use the whole app on a phone 320 pixels wide, with tables shown as stacked rows</li>
          <li>navigate every screen, menu and dialog using just a keyboard</li>
          <li>navigate the app using speech recognition software</li>
          <li>
            listen to the app using a screen reader: saved changes, refusals and errors are
            announced
          </li>
        </ul>

        <h2>How accessible this app is</h2>
        <p>
          We test every screen against the Web Content Accessibility Guidelines (WCAG) version 2.2
          at level AA. We know of no part of the app that fails that standard today.
        </p>

        <h2>Feedback and contact information</h2>
        <p>
          If you need information from the app in a different format, such as large print, an
          accessible PDF or a printout, ask your school: it holds your data and can export it for
          you. Tell them what you need and they will reply within 5 working days.
        </p>

        <h2>Reporting accessibility problems with this app</h2>
        <p>
          We are always looking to improve the accessibility of Skillfolio. If you find a problem
          not listed on this page, or think we are not meeting accessibility requirements, tell your
          school&apos;s Skillfolio administrator, who will pass it on to us.
        </p>

        <h2>Enforcement procedure</h2>
        <p>
          The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public
          Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018
          (the &lsquo;accessibility regulations&rsquo;). If you are not happy with how we respond to
          your complaint, contact the Equality Advisory and Support Service (EASS).
        </p>

        <h2>Technical information about this app&apos;s accessibility</h2>
        <p>
          We are committed to making this app accessible, in accordance with the Public Sector
          Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018.
        </p>
        <h3>Compliance status</h3>
        <p>
          This app is fully compliant with the Web Content Accessibility Guidelines version 2.2 AA
          standard.
        </p>
        <h3>Non-accessible content</h3>
        <p>
          None known. Files that schools upload as resources (for example PDFs and images) are their
          authors&apos; work: we do not check them, and a school is responsible for making the files
          it shares accessible.
        </p>

        <h2>How we tested this app</h2>
        <p>
          Every change to the app runs these automated checks in the Chromium browser before it is
          released:
        </p>
        <ul>
          <li>
            <strong>Every screen and state.</strong> Each screen is opened as each kind of user who
            can see it (pupil, parent, school admin and global admin, or nobody logged in), empty
            and filled, with each dialog open, with an error shown and with the Saved message
            showing, and checked with the axe-core engine for WCAG 2.2 A and AA failures of any
            severity. The test prints how many pages and states it checked.
          </li>
          <li>
            <strong>Keyboard only.</strong> Logging in, rating a skill with the arrow keys and
            saving a statement, planning a development area and its next steps, writing a note,
            filtering and downloading resources, adding a user and importing a CSV file, and
            changing school are all done with the keyboard alone. Every dialog opens and closes with
            the keyboard, keeps focus inside while open and returns it on Escape.
          </li>
          <li>
            <strong>Zoom and small screens.</strong> Every screen is opened 320 CSS pixels wide (the
            same as 400% zoom on a 1280 pixel screen) and 640 pixels wide (200% zoom), and checked
            for anything wider than the screen; buttons, links and fields are checked to be at least
            24 by 24 pixels; focus is checked to stay visible.
          </li>
          <li>
            <strong>Screen readers.</strong> The checks also confirm that each page has a title
            naming the screen and one main heading, that the Saved message, refusals and the error
            banner are in live regions, and that every form field has a visible label tied to its
            error.
          </li>
        </ul>

        <h2>Preparation of this accessibility statement</h2>
        <p>
          This statement was prepared on 22 November 2026. It was last reviewed on 22 November 2026.
        </p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </Page>
  );
}
