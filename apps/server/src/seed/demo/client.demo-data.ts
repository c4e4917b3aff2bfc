/** Word lists for the clients' demo history: where and on what Indonesian readers sign in. */

export const CITIES = [
  'Jakarta',
  'Jakarta',
  'Jakarta',
  'Surabaya',
  'Bandung',
  'Medan',
  'Semarang',
  'Tangerang',
  'Bekasi',
  'Depok',
  'Makassar',
  'Yogyakarta',
  'Denpasar',
  'Palembang',
  'Balikpapan',
  'Malang',
  'Batam',
  'Pekanbaru',
];

export const WEB_DEVICES = ['Chrome on Windows', 'Chrome on macOS', 'Safari on macOS', 'Edge on Windows', 'Firefox on Windows'];
export const ANDROID_DEVICES = ['Android app', 'Android app', 'Chrome on Android'];
export const IOS_DEVICES = ['iOS app', 'iOS app', 'Safari on iPhone', 'Safari on iPad'];

/** First octets of Indonesian ISP address blocks (Telkomsel, Indihome, XL, Biznet …). */
export const IP_PREFIXES = [
  '36.72',
  '36.85',
  '114.4',
  '114.124',
  '180.241',
  '180.252',
  '182.253',
  '103.47',
  '110.136',
  '139.194',
];

export const SUSPENSION_REASONS = [
  'Akun Pro dipakai bersama oleh banyak orang dari kota berbeda dalam waktu bersamaan.',
  'Chargeback pembayaran kartu kredit untuk paket Pro Tahunan.',
  'Mengirim tautan promosi saham gorengan berulang kali di komentar Circle.',
  'Permintaan pemilik akun: dugaan akun diretas, menunggu verifikasi identitas.',
  'Menyebarkan ulang riset eksklusif ke grup Telegram publik.',
];

/** Plan codes of the demo master data, with how often new subscribers pick each. */
export const PLAN_WEIGHTS: Record<string, number> = { BASIC_30: 40, PRO_30: 34, PRO_365: 8, INSTITUTIONAL_30: 4 };
