import { chromium } from 'playwright-core';
import { generateOverviewSchool } from '../server/test/support/overviewSchool.ts';
import { logIn, openSql, startServer } from './lib/server.mjs';

const server = await startServer();
try {
  const sql = await openSql(server);
  const [school] = await sql.all("SELECT school_id FROM schools WHERE school_username = 'demoacademy'");
  await sql.all('BEGIN');
  await generateOverviewSchool(sql, { schoolId: school.school_id, pupils: 300 });
  await sql.all('COMMIT');
  await sql.close();
  const cookie = await logIn(server.port, 'head', 'demoacademy');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  for (const [w, h, name] of [[375, 812, 'phone'], [1280, 800, 'laptop']]) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    const [n, v] = cookie.split('=');
    await context.addCookies([{ name: n, value: v, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/app/overview`);
    await page.getByRole('heading', { level: 1, name: 'School Overview' }).waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/work/shots/overview-${name}.png`, fullPage: false });
    await page.screenshot({ path: `/work/shots/overview-${name}-full.png`, fullPage: true });
    if (name === 'phone') {
      for (const y of [800, 1600, 2400]) {
        await page.screenshot({ path: `/work/shots/overview-phone-${y}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: 812 } });
      }
      await page.getByRole('button', { name: /Show pupils/ }).first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: '/work/shots/overview-phone-dialog.png' });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(name, 'horizontal overflow', overflow);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
