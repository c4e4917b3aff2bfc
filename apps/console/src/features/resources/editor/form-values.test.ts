import { describe, expect, it } from 'vitest';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { legalInformationResource } from '@rc/contract/resources/legal-information.resource';
import { changedFields, defaultValues, freshVersionValues, toBody, validateValues, valuesOfRecord } from './form-values.ts';

describe('editor values', () => {
  it('starts a new record from the schema defaults', () => {
    expect(defaultValues(categoryResource)).toEqual({
      article_category_name: '',
      slug: '',
      description: '',
      icon: '',
      sort_order: 0,
      active: true,
    });
  });

  it('reads only the editable fields of a record, nulls as empty inputs', () => {
    const values = valuesOfRecord(subscriptionResource, {
      id: 3,
      version: 2,
      name: 'Pro',
      code: 'PRO_30',
      description: null,
      price: 249_000,
      promo_price: null,
      duration_days: 30,
      is_trial: false,
      features: ['A'],
      modules: ['ALGONEWS'],
      active: true,
      sort_order: 20,
      active_subscribers: 12,
    });
    expect(values).toEqual({
      name: 'Pro',
      code: 'PRO_30',
      description: '',
      price: 249_000,
      promo_price: null,
      duration_days: 30,
      is_trial: false,
      features: ['A'],
      modules: ['ALGONEWS'],
      active: true,
      sort_order: 20,
    });
  });

  it('leaves empty numbers and choices out of the body so defaults apply', () => {
    const body = toBody(subscriptionResource, { ...defaultValues(subscriptionResource), promo_price: null });
    expect(body).not.toHaveProperty('promo_price');
    expect(body).not.toHaveProperty('price');
  });

  it('sends a link typed without its scheme with https:// in front, and leaves others as typed', () => {
    const values = defaultValues(adBannerResource);
    expect(toBody(adBannerResource, { ...values, target_url: ' example.com/promo ' }).target_url).toBe(
      'https://example.com/promo',
    );
    expect(toBody(adBannerResource, { ...values, target_url: 'http://example.com' }).target_url).toBe('http://example.com');
    expect(toBody(adBannerResource, { ...values, target_url: 'not a link' }).target_url).toBe('not a link');
    expect(validateValues(adBannerResource, { ...values, target_url: 'www.example.co.id' })).not.toHaveProperty('target_url');
  });

  it('checks with the shared schema and names empty required fields plainly', () => {
    const errors = validateValues(adBannerResource, defaultValues(adBannerResource));
    expect(errors).toMatchObject({
      title: 'Title is required',
      placement: 'Placement is required',
      desktop_image: 'Desktop image is required',
      target_url: 'Target link is required',
      start_at: 'Start is required',
    });
  });

  it('keeps the schema message when a value is there but wrong', () => {
    const values = {
      ...defaultValues(adBannerResource),
      title: 'Banner',
      placement: 'HOME_TOP',
      desktop_image: 'ad-banner/a.png',
      target_url: 'ftp://example.com',
      start_at: '2026-03-02T00:00:00.000Z',
      end_at: '2026-03-01T00:00:00.000Z',
    };
    expect(validateValues(adBannerResource, values)).toEqual({
      target_url: 'Target link must be a link starting with http:// or https://',
      end_at: 'End must be after the start',
    });
  });

  it('finds which fields changed', () => {
    const a = defaultValues(categoryResource);
    expect(changedFields(categoryResource, a, { ...a, article_category_name: 'Energi', active: false })).toEqual([
      'article_category_name',
      'active',
    ]);
  });

  it('starts a new version from a copy without what belonged to the old one', () => {
    const copied = valuesOfRecord(legalInformationResource, {
      document_type: 'PRIVACY_POLICY',
      title: 'Kebijakan Privasi',
      content: '<p>Isi</p>',
      effective_from: '2026-06-01T00:00:00.000Z',
      change_note: 'Versi kedua',
    });
    expect(freshVersionValues(legalInformationResource, copied, new Date('2026-11-22T09:15:42.123Z'))).toEqual({
      document_type: 'PRIVACY_POLICY',
      title: 'Kebijakan Privasi',
      content: '<p>Isi</p>',
      effective_from: '2026-11-22T09:15:00.000Z',
      change_note: '',
    });
  });

  it('keeps tag ids as numbers and codes as strings, so the server gets what it checks', () => {
    const values = valuesOfRecord(algoResearchResource, {
      title: 'BBCA: Kualitas Aset Terjaga',
      tags: [3, '14'],
      tickers: ['BBCA', 'TLKM'],
      plans: ['PRO_30'],
      category_id: 12,
    });
    expect(values).toMatchObject({ tags: [3, 14], tickers: ['BBCA', 'TLKM'], plans: ['PRO_30'], category_id: 12 });
    expect(defaultValues(algoResearchResource)).toMatchObject({ tags: [], tickers: [], plans: [] });
    const body = toBody(algoResearchResource, {
      ...values,
      first_summary: 'Laba naik.',
      short_description: 'Ringkasan.',
      body: '<p>Isi</p>',
    });
    expect(body).toMatchObject({ tags: [3, 14], tickers: ['BBCA', 'TLKM'], plans: ['PRO_30'] });
    expect(validateValues(algoResearchResource, { ...values, ...body })).toEqual({});
    expect(validateValues(algoResearchResource, { ...values, ...body, tickers: ['BBC'] })).toEqual({
      tickers: 'BBC is not a valid code: four letters such as BBCA',
    });
  });
});
