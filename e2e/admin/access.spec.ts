import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { can, STAFF_ROLES, type StaffRole } from '../../lib/admin/roles';
import { staffCookie } from './staff';
import { adminPages, adminRouteHandlers, adminServerActions, areaOf, isOpen, OPEN_PAGES } from './surface';

/**
 * Every admin page, route handler and server action refuses a visitor without a session and every
 * role that lacks its area, with no data in the answer; an action posted from another site is
 * refused even with a valid session. The surface is enumerated from the files and the build
 * (./surface.ts), so what is added later is covered without editing this spec.
 */

// Data that must never appear in a refused answer: a lead and an audit entry made for this run.
const marker = `leak-${randomUUID().slice(0, 8)}`;
const leadEmail = `${marker}@visitor.example`;

const cookies = new Map<StaffRole, string>();

test.beforeAll(async ({ request }) => {
  const lead = await request.post('/api/inquiry', {
    data: { name: marker, company: marker, email: leadEmail, message: `Please call ${marker} about coverage for our seed round announcement.` },
  });
  expect(lead.status(), await lead.text()).toBeLessThan(300);
  for (const role of STAFF_ROLES) cookies.set(role, await staffCookie(request, role));
});

async function expectNoData(response: APIResponse) {
  const body = await response.text();
  expect(body).not.toContain(marker);
}

const withCookie = (role: StaffRole | null): Record<string, string> => (role ? { cookie: cookies.get(role)! } : {});

async function get(request: APIRequestContext, url: string, role: StaffRole | null, method = 'GET') {
  return request.fetch(url, { method, headers: withCookie(role), maxRedirects: 0, failOnStatusCode: false });
}

test('the enumeration finds the back office', () => {
  const pages = adminPages().map((page) => page.url);
  expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/staff', '/admin/audit', ...OPEN_PAGES]));
  expect(adminServerActions().map((action) => action.name)).toEqual(
    expect.arrayContaining(['signOut', 'signOutEverywhere', 'inviteMember', 'changeRole', 'removeMember', 'signOutMember', 'sendSignInCode', 'signInWithCode']),
  );
});

for (const page of adminPages()) {
  if (isOpen(page.url)) {
    test(`open page ${page.url} shows no staff data to a visitor`, async ({ request }) => {
      const response = await get(request, page.url, null);
      expect(response.status()).toBe(200);
      await expectNoData(response);
    });
    continue;
  }
  const area = areaOf(page.url);
  test(`page ${page.url} (${area}): visitor is sent to sign in, a role without ${area} gets 403`, async ({ request }) => {
    const visitor = await get(request, page.url, null);
    expect(visitor.status()).toBe(307);
    expect(visitor.headers().location).toMatch(/\/admin\/sign-in$/);
    await expectNoData(visitor);
    for (const role of STAFF_ROLES) {
      const response = await get(request, page.url, role);
      if (can(role, area)) {
        // Allowed: not refused (a sample id may find nothing: 404 is fine).
        expect([200, 404], `${role} on ${page.url}`).toContain(response.status());
      } else {
        expect(response.status(), `${role} on ${page.url}`).toBe(403);
        await expectNoData(response);
      }
    }
  });
}

for (const handler of adminRouteHandlers()) {
  const area = areaOf(handler.url);
  test(`${handler.method} ${handler.url} (${area}): 401 for a visitor, 403 for a role without ${area}`, async ({ request }) => {
    const visitor = await get(request, handler.url, null, handler.method);
    expect(visitor.status()).toBe(401);
    await expectNoData(visitor);
    for (const role of STAFF_ROLES.filter((r) => !can(r, area))) {
      const response = await get(request, handler.url, role, handler.method);
      expect(response.status(), `${role}`).toBe(403);
      await expectNoData(response);
    }
  });
}

/** Posts a server action as the browser's runtime does: its id in Next-Action, its arguments as JSON. */
function postAction(request: APIRequestContext, action: { id: string; page: string }, headers: Record<string, string>) {
  return request.post(action.page, {
    headers: { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', ...headers },
    data: '[]',
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

test('every admin server action refuses a visitor (401), a role without its area (403) and another site (403); sign-in actions only the last', async ({
  request,
  baseURL,
}) => {
  const actions = adminServerActions();
  expect(actions.length).toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  for (const action of actions) {
    const label = `${action.module}#${action.name}`;
    if (!action.open) {
      const visitor = await postAction(request, action, { origin });
      expect(visitor.status(), `${label} as a visitor`).toBe(401);
      await expectNoData(visitor);
      for (const role of STAFF_ROLES.filter((r) => !can(r, action.area))) {
        const response = await postAction(request, action, { origin, cookie: cookies.get(role)! });
        expect(response.status(), `${label} as ${role}`).toBe(403);
        await expectNoData(response);
      }
    }
    const crossSite = await postAction(request, action, {
      origin: 'https://attacker.example',
      'sec-fetch-site': 'cross-site',
      cookie: cookies.get('owner')!,
    });
    expect(crossSite.status(), `${label} from another site`).toBe(403);
    await expectNoData(crossSite);
  }
});

test('the back office is out of robots.txt and every sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/sitemap')).text()).not.toContain('/admin');
  const signIn = await request.get('/admin/sign-in');
  expect(await signIn.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
});
