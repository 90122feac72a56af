import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: process.argv[2] ?? 'en-US' });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error') console.log('console:', m.text().slice(0,200)); });
await page.goto('http://localhost:8080/software/registry');
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/signin.png' });
await page.getByLabel(/mail|メール/i).fill('admin@kanri.example');
await page.getByLabel(/password|パスワード/i).fill('kanri-demo');
await page.keyboard.press('Enter');
await page.waitForTimeout(5000);
console.log(page.url());
await page.screenshot({ path: '/tmp/shots/registry.png' });
for (const p of ['/people/workforce','/places','/marketplace/store/devices','/settings/persons/staff','/individual','/nope']) {
  await page.goto('http://localhost:8080'+p); await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots${p.replace(/\//g,'_')}.png` });
}
await browser.close();
