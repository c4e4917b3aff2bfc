import { json, type TestApp } from '../test-app.ts';
import { createRecord, editable, validBody } from '../resources/resource-helpers.ts';

/**
 * The plans of the preview tests: Pro unlocks every content area; News only unlocks Insight;
 * Institutional unlocks Exclusive research but is never among a record's required plans.
 */
export const PLANS = {
  pro: { name: 'Pro', code: 'PRO_30', modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'] },
  news: { name: 'Berita', code: 'NEWS_30', modules: ['ALGONEWS'] },
  institutional: { name: 'Institutional', code: 'INSTITUTIONAL_30', modules: ['ALGORESEARCH'] },
} as const;

export async function createPlans(t: TestApp, owner: string): Promise<void> {
  for (const plan of Object.values(PLANS)) {
    await createRecord(t, owner, 'subscription', { price: 99_000, duration_days: 30, ...plan });
  }
}

/** Turn an area's account wall on or off (the settings screen's call), with the wall's texts. */
export async function setWall(t: TestApp, owner: string, area: string, enabled: boolean): Promise<Record<string, any>> {
  const walls = json(await t.call({ method: 'GET', url: '/api/account-wall/list', cookie: owner })).data.data;
  const wall = walls.find((w: { content_area: string }) => w.content_area === area);
  const res = await t.call({
    method: 'PUT',
    url: `/api/account-wall/update/${wall.id}`,
    cookie: owner,
    payload: {
      ...editable('account-wall', wall),
      enabled,
      free_reads: 2,
      title: `Dinding ${area}`,
      body: `Berlangganan untuk membaca ${area}.`,
      cta_label: 'Lihat paket',
      cta_url: 'https://example.com/langganan',
    },
  });
  if (res.statusCode !== 200) throw new Error(`wall ${area}: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

let serial = 0;

/** Exclusive research requiring `plans` (none: free for signed-in readers). */
export async function research(t: TestApp, owner: string, plans: string[], extra: Record<string, unknown> = {}) {
  return createRecord(t, owner, 'algo-research', {
    ...validBody(t, 'algo-research', ++serial),
    body: '<p>Target harga Rp 11.000 dengan rekomendasi beli.</p>',
    second_summary: 'Margin bunga bersih stabil.',
    plans,
    ...extra,
  });
}

export function preview(t: TestApp, cookie: string, area: string, id: number, as?: string) {
  const query = as === undefined ? '' : `?as=${encodeURIComponent(as)}`;
  return t.call({ method: 'GET', url: `/api/preview/${area}/${id}${query}`, cookie });
}

/** The answer's data (fails the test on anything but 200). */
export async function previewed(t: TestApp, cookie: string, area: string, id: number, as: string) {
  const res = await preview(t, cookie, area, id, as);
  if (res.statusCode !== 200) throw new Error(`preview ${area}/${id} as ${as}: ${res.statusCode} ${res.body}`);
  return json(res).data;
}
