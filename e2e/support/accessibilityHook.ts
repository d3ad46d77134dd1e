/**
 * Loaded before every e2e file (jest's setupFilesAfterEnv): after each test, the page each open
 * browser shows is audited too, and the test fails on what any audit of it found.
 */
import { failOnFindings, watchedPages } from './accessibility';

afterEach(async () => {
  const pages = watchedPages();
  for (const page of pages) {
    await page.auditNow();
    await page.settled();
  }
  failOnFindings(pages.flatMap((page) => page.takeFindings()));
});
