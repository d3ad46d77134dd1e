/**
 * Loaded before every e2e file (jest's setupFilesAfterEnv): after each test, any Content
 * Security Policy refusal in any browser the test used fails it. A test that provokes a
 * refusal on purpose takes it with `browser.contentSecurity.takeViolations()` first.
 */
import { failOnViolations, watchedBrowsers } from './contentSecurity';

afterEach(() => {
  failOnViolations(watchedBrowsers().flatMap((watch) => watch.takeViolations()));
});
