import { describe, expect, it } from 'vitest';
import {
  PREVIEW_AREAS,
  PREVIEW_AREA_SETTINGS,
  buildReaderPreview,
  readerAccess,
  readerChoices,
  readerOf,
  readerParts,
  readerPreviewSchema,
  type AccessReason,
  type PreviewPlan,
  type PreviewWall,
  type Reader,
} from './reader-preview.ts';
import { ACCOUNT_WALL_AREAS } from './resources/account-wall.resource.ts';
import { PLAN_MODULES } from './modules.ts';
import { subscriptionSchema } from './resources/subscription.resource.ts';

const MODULE = 'ALGORESEARCH';
const PRO: Reader = { kind: 'PLAN', code: 'PRO_30', name: 'Pro', modules: ['ALGORESEARCH', 'ALGONEWS'] };
const BASIC: Reader = { kind: 'PLAN', code: 'BASIC_30', name: 'Basic', modules: ['ALGONEWS'] };

type Requires = 'none' | 'this plan' | 'other plan';
type ReaderName = 'guest' | 'free' | 'plan that unlocks the module' | 'plan that does not unlock it';

const READERS: Record<ReaderName, Reader> = {
  guest: { kind: 'GUEST' },
  free: { kind: 'FREE' },
  'plan that unlocks the module': PRO,
  'plan that does not unlock it': BASIC,
};

/** "this plan" is the reader's own plan (PRO_30 for guests and free readers, who have none). */
function required(requires: Requires, reader: Reader): string[] {
  const own = reader.kind === 'PLAN' ? reader.code : 'PRO_30';
  if (requires === 'none') return [];
  return requires === 'this plan' ? [own, 'INSTITUTIONAL_30'] : ['INSTITUTIONAL_30'];
}

/** Every combination, with what DOMAIN.md ("Preview by entitlement") says the reader gets. */
const TABLE: Array<[wall: 'on' | 'off', ReaderName, Requires, AccessReason]> = [
  ['off', 'guest', 'none', 'WALL_OFF'],
  ['off', 'guest', 'this plan', 'WALL_OFF'],
  ['off', 'guest', 'other plan', 'WALL_OFF'],
  ['off', 'free', 'none', 'WALL_OFF'],
  ['off', 'free', 'this plan', 'WALL_OFF'],
  ['off', 'free', 'other plan', 'WALL_OFF'],
  ['off', 'plan that unlocks the module', 'none', 'WALL_OFF'],
  ['off', 'plan that unlocks the module', 'this plan', 'WALL_OFF'],
  ['off', 'plan that unlocks the module', 'other plan', 'WALL_OFF'],
  ['off', 'plan that does not unlock it', 'none', 'WALL_OFF'],
  ['off', 'plan that does not unlock it', 'this plan', 'WALL_OFF'],
  ['off', 'plan that does not unlock it', 'other plan', 'WALL_OFF'],
  ['on', 'guest', 'none', 'SIGN_IN_REQUIRED'],
  ['on', 'guest', 'this plan', 'SIGN_IN_REQUIRED'],
  ['on', 'guest', 'other plan', 'SIGN_IN_REQUIRED'],
  ['on', 'free', 'none', 'NO_PLAN_REQUIRED'],
  ['on', 'free', 'this plan', 'PLAN_REQUIRED'],
  ['on', 'free', 'other plan', 'PLAN_REQUIRED'],
  ['on', 'plan that unlocks the module', 'none', 'NO_PLAN_REQUIRED'],
  ['on', 'plan that unlocks the module', 'this plan', 'PLAN_UNLOCKS'],
  ['on', 'plan that unlocks the module', 'other plan', 'PLAN_NOT_LISTED'],
  ['on', 'plan that does not unlock it', 'none', 'NO_PLAN_REQUIRED'],
  ['on', 'plan that does not unlock it', 'this plan', 'MODULE_NOT_UNLOCKED'],
  ['on', 'plan that does not unlock it', 'other plan', 'MODULE_NOT_UNLOCKED'],
];

const ALLOWED: ReadonlySet<AccessReason> = new Set(['WALL_OFF', 'NO_PLAN_REQUIRED', 'PLAN_UNLOCKS']);

const WALL: PreviewWall = {
  enabled: true,
  free_reads: 3,
  title: 'Riset eksklusif untuk pelanggan',
  body: 'Berlangganan Pro untuk membuka analisis lengkap.',
  cta_label: 'Lihat paket',
  cta_url: 'https://example.com/langganan',
};
const PLANS: PreviewPlan[] = [
  { code: 'BASIC_30', name: 'Basic', active: true, modules: ['ALGONEWS'] },
  { code: 'PRO_30', name: 'Pro', active: true, modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'] },
  { code: 'INSTITUTIONAL_30', name: 'Institutional', active: true, modules: ['ALGORESEARCH'] },
  { code: 'OLD_PRO', name: 'Pro (lama)', active: false, modules: ['ALGORESEARCH'] },
];

describe('the entitlement rule', () => {
  it('the table covers every combination once', () => {
    const keys = new Set(TABLE.map(([wall, reader, requires]) => `${wall}|${reader}|${requires}`));
    expect(keys.size).toBe(2 * 4 * 3);
    expect(TABLE).toHaveLength(24);
  });

  it.each(TABLE)('wall %s, %s, record requires %s: %s', (wall, readerName, requires, reason) => {
    const reader = READERS[readerName];
    const access = readerAccess({
      wallEnabled: wall === 'on',
      module: MODULE,
      requiredPlans: required(requires, reader),
      reader,
    });
    expect(access).toEqual({ allowed: ALLOWED.has(reason), reason });
  });

  it('holds for every area: its module is the one plans unlock, and news and Circle require no plan', () => {
    for (const area of PREVIEW_AREAS) {
      const { module, wall } = PREVIEW_AREA_SETTINGS[area];
      expect(PLAN_MODULES).toContain(module);
      expect(ACCOUNT_WALL_AREAS.map((a) => a.value)).toContain(wall);
    }
    const newsOnly: Reader = { kind: 'PLAN', code: 'BASIC_30', name: 'Basic', modules: ['ALGONEWS'] };
    const base = { wall: WALL, plans: PLANS, id: 1, status: 'APPROVED' as const };
    // A plan that unlocks nothing of Circle still reads it: Circle requires no plan.
    for (const [area, values] of [
      ['algo-news', { title: 'IHSG menguat', summary: 'Ringkas', body: '<p>Isi</p>', plans: ['PRO_30'] }],
      ['circle-research', { article_title: 'TLKM', first_content: '<p>A</p>', second_content: '<p>B</p>' }],
    ] as const) {
      const guest = buildReaderPreview({ ...base, area, values, reader: { kind: 'GUEST' } });
      expect(guest).toMatchObject({ walled: true, reason: 'SIGN_IN_REQUIRED', paid_html: null, required_plans: [] });
      expect(buildReaderPreview({ ...base, area, values, reader: { kind: 'FREE' } })).toMatchObject({
        walled: false,
        reason: 'NO_PLAN_REQUIRED',
      });
      expect(buildReaderPreview({ ...base, area, values, reader: newsOnly })).toMatchObject({ walled: false });
    }
  });
});

describe('the preview answer', () => {
  const research = {
    title: 'BBCA: Kualitas Aset Tetap Terjaga',
    first_summary: 'NPL turun ke 1,8%.',
    second_summary: '',
    third_summary: null,
    short_description: 'Riset perbankan kuartal III.',
    body: '<p>Target harga Rp 11.000.</p>',
    plans: ['PRO_30'],
  };
  const preview = (reader: Reader, wall: PreviewWall = WALL, status: 'APPROVED' | 'REQUEST' = 'APPROVED') =>
    buildReaderPreview({ area: 'algo-research', id: 7, status, values: research, wall, plans: PLANS, reader });

  it('a walled reader gets the free part and the wall, never the paid part', () => {
    const answer = preview({ kind: 'GUEST' });
    expect(readerPreviewSchema.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      area: 'algo-research',
      id: 7,
      as: 'GUEST',
      reader_label: 'Guest',
      title: research.title,
      summaries: ['NPL turun ke 1,8%.'],
      short_description: 'Riset perbankan kuartal III.',
      free_html: null,
      required_plans: ['PRO_30'],
      wall_enabled: true,
      walled: true,
      paid_html: null,
      wall: { title: WALL.title, body: WALL.body, cta_label: WALL.cta_label, cta_url: WALL.cta_url, free_reads: 3 },
    });
    expect(answer.explanation).toMatch(/guest reads 3 articles in 30 days, then sees the wall/);
  });

  it('an entitled reader gets the paid part and no wall', () => {
    const answer = preview(PRO);
    expect(answer).toMatchObject({ as: 'PRO_30', reader_label: 'Pro subscriber', walled: false, wall: null });
    expect(answer.paid_html).toBe(research.body);
    expect(answer.explanation).toBe(
      'Pro unlocks Exclusive research and is among the plans it requires: its subscribers read it in full.',
    );
  });

  it('explains refusals by plan name', () => {
    expect(preview({ kind: 'FREE' }).explanation).toBe('It requires Pro: a reader without a plan sees the wall.');
    expect(preview(BASIC).explanation).toBe('Basic does not unlock Exclusive research: its subscribers see the wall.');
    const institutional: Reader = { kind: 'PLAN', code: 'INSTITUTIONAL_30', name: 'Institutional', modules: ['ALGORESEARCH'] };
    expect(preview(institutional).explanation).toBe(
      'It requires Pro; Institutional is not among them, so its subscribers see the wall.',
    );
    expect(preview({ kind: 'GUEST' }, { ...WALL, enabled: false }).explanation).toBe(
      'The Exclusive research account wall is off: every reader reads it in full.',
    );
  });

  it('marks a change request as the proposed version', () => {
    expect(preview(PRO, WALL, 'REQUEST').proposed_change).toBe(true);
    expect(preview(PRO).proposed_change).toBe(false);
  });

  it('reads the parts of each area from its own fields', () => {
    expect(readerParts('circle-research', { article_title: 'T', first_content: '<p>a</p>', second_content: ' ' })).toEqual({
      title: 'T',
      summaries: [],
      short_description: null,
      free_html: '<p>a</p>',
      paid_html: null,
      required_plans: [],
    });
    expect(readerParts('algo-news', { title: 'N', summary: 'S', body: '<p>b</p>' })).toMatchObject({
      summaries: ['S'],
      paid_html: '<p>b</p>',
    });
  });
});

describe('readers', () => {
  it('offers Guest, Free, then each active plan by name', () => {
    expect(readerChoices(PLANS)).toEqual([
      { as: 'GUEST', label: 'Guest' },
      { as: 'FREE', label: 'Free reader' },
      { as: 'BASIC_30', label: 'Basic' },
      { as: 'PRO_30', label: 'Pro' },
      { as: 'INSTITUTIONAL_30', label: 'Institutional' },
    ]);
    expect(readerChoices([])).toHaveLength(2);
  });

  it('names a reader by GUEST, FREE or any live plan code, in any case', () => {
    expect(readerOf('guest', PLANS)).toEqual({ kind: 'GUEST' });
    expect(readerOf('FREE', PLANS)).toEqual({ kind: 'FREE' });
    expect(readerOf('pro_30', PLANS)).toMatchObject({ kind: 'PLAN', code: 'PRO_30', name: 'Pro' });
    // An inactive plan still has subscribers until their subscriptions end.
    expect(readerOf('OLD_PRO', PLANS)).toMatchObject({ kind: 'PLAN', code: 'OLD_PRO' });
    expect(readerOf('GOLD', PLANS)).toBeUndefined();
    expect(readerOf('', PLANS)).toBeUndefined();
  });

  it('no plan can take GUEST or FREE as its code', () => {
    const plan = { name: 'Gratis', price: 0, duration_days: 30 };
    for (const code of ['GUEST', 'free']) {
      const result = subscriptionSchema.safeParse({ ...plan, code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/GUEST and FREE name readers without a plan/);
    }
    expect(subscriptionSchema.safeParse({ ...plan, code: 'FREE_30' }).success).toBe(true);
  });
});
