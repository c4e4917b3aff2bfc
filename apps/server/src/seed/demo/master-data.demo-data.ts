/**
 * Demo master data: what an Indonesian research platform would hold on its first day. Values are
 * in the shape of the create calls (validated by the same schemas), so they can never drift.
 */

export const DEMO_CATEGORIES = [
  ['Perbankan', 'Bank BUMN, bank swasta nasional dan bank digital: kredit, NIM, kualitas aset.'],
  ['Energi & Tambang', 'Batu bara, nikel, minyak dan gas, serta transisi energi.'],
  ['Konsumer', 'Barang konsumsi primer dan sekunder, ritel dan daya beli masyarakat.'],
  ['Properti', 'Pengembang residensial, kawasan industri dan REIT.'],
  ['Teknologi', 'Emiten teknologi, e-commerce, pusat data dan ekonomi digital.'],
  ['Makro Ekonomi', 'Suku bunga BI, inflasi, rupiah, neraca perdagangan dan APBN.'],
  ['Infrastruktur', 'Konstruksi, jalan tol, semen dan proyek strategis nasional.'],
  ['Telekomunikasi', 'Operator seluler, menara dan serat optik.'],
  ['Kesehatan', 'Rumah sakit, farmasi dan alat kesehatan.'],
  ['Agrikultur', 'Perkebunan sawit (CPO), pakan ternak dan pangan.'],
  ['Transportasi & Logistik', 'Pelayaran, penerbangan, logistik dan kurir.'],
  ['Obligasi & Pasar Uang', 'SBN, obligasi korporasi, sukuk dan reksa dana pasar uang.'],
].map(([name, description], i) => ({
  article_category_name: name!,
  description: description!,
  sort_order: (i + 1) * 10,
  active: true,
}));

export const DEMO_TAGS: Array<{ name: string; applies_to: 'RESEARCH' | 'NEWS' | 'BOTH' }> = [
  { name: 'Dividen', applies_to: 'BOTH' },
  { name: 'IPO', applies_to: 'BOTH' },
  { name: 'Laporan Keuangan', applies_to: 'RESEARCH' },
  { name: 'Suku Bunga BI', applies_to: 'BOTH' },
  { name: 'Rupiah', applies_to: 'NEWS' },
  { name: 'IHSG', applies_to: 'NEWS' },
  { name: 'Saham Syariah', applies_to: 'BOTH' },
  { name: 'Right Issue', applies_to: 'RESEARCH' },
  { name: 'Buyback', applies_to: 'BOTH' },
  { name: 'Nikel', applies_to: 'BOTH' },
  { name: 'Batu Bara', applies_to: 'BOTH' },
  { name: 'ESG', applies_to: 'RESEARCH' },
  { name: 'Valuasi', applies_to: 'RESEARCH' },
  { name: 'Rekomendasi Beli', applies_to: 'RESEARCH' },
  { name: 'Breaking News', applies_to: 'NEWS' },
];

export const DEMO_PLANS = [
  {
    name: 'Basic',
    code: 'BASIC_30',
    description: 'Akses Insight harian tanpa batas.',
    price: 99_000,
    duration_days: 30,
    features: ['Semua berita Insight', 'Ringkasan pasar harian', 'Notifikasi breaking news'],
    modules: ['ALGONEWS'],
    sort_order: 10,
  },
  {
    name: 'Pro',
    code: 'PRO_30',
    description: 'Riset eksklusif, Insight dan Circle dalam satu paket.',
    price: 249_000,
    promo_price: 199_000,
    duration_days: 30,
    features: ['Semua fitur Basic', 'Riset eksklusif dan rekomendasi saham', 'Konten Circle lengkap', 'Blast riset via email'],
    modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'],
    sort_order: 20,
  },
  {
    name: 'Pro Tahunan',
    code: 'PRO_365',
    description: 'Paket Pro untuk setahun, hemat dua bulan.',
    price: 2_490_000,
    duration_days: 365,
    features: ['Semua fitur Pro', 'Hemat setara 2 bulan'],
    modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'],
    sort_order: 30,
  },
  {
    name: 'Institutional',
    code: 'INSTITUTIONAL_30',
    description: 'Untuk manajer investasi dan korporasi: seluruh konten termasuk riset sekuritas.',
    price: 1_500_000,
    duration_days: 30,
    features: ['Semua fitur Pro', 'Riset sekuritas dan institusi', 'Hingga 5 pengguna', 'Dukungan prioritas'],
    modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH', 'INSTITUTIONCONTENT'],
    sort_order: 40,
  },
  {
    name: 'Uji Coba 7 Hari',
    code: 'TRIAL_7',
    description: 'Coba paket Pro gratis selama tujuh hari.',
    price: 0,
    duration_days: 7,
    is_trial: true,
    features: ['Akses Pro selama 7 hari', 'Tanpa kartu kredit'],
    modules: ['ALGORESEARCH', 'ALGONEWS'],
    sort_order: 50,
  },
];

export const DEMO_TEXT_SLIDERS = [
  {
    text: 'IHSG ditutup menguat 0,8% ke level 7.320; asing catat beli bersih Rp 1,2 triliun.',
    link_url: 'https://example.com/insight/ihsg-hari-ini',
  },
  {
    text: 'Riset eksklusif: prospek bank besar 2027 setelah penurunan suku bunga BI.',
    link_url: 'https://example.com/riset/prospek-perbankan-2027',
  },
  {
    text: 'Webinar Circle: strategi saham dividen, Kamis pukul 19.00 WIB.',
    link_url: 'https://example.com/circle/webinar-dividen',
  },
  { text: 'Promo Pro: hemat 20% untuk langganan bulan pertama.', link_url: 'https://example.com/langganan' },
];

export const DEMO_BANNERS = [
  {
    title: 'Langganan Pro: diskon 20%',
    placement: 'HOME_TOP',
    target_url: 'https://example.com/langganan',
    priority: 80,
    colours: [
      [0x41, 0x98, 0xd3],
      [0x8a, 0xb8, 0xf5],
    ],
  },
  {
    title: 'Webinar Circle bulan ini',
    placement: 'ARTICLE_SIDEBAR',
    target_url: 'https://example.com/circle/webinar',
    priority: 50,
    colours: [
      [0x1b, 0x5e, 0x20],
      [0x81, 0xc7, 0x84],
    ],
  },
  {
    title: 'Riset sekuritas untuk institusi',
    placement: 'ARTICLE_INLINE',
    target_url: 'https://example.com/institusi',
    priority: 40,
    colours: [
      [0x4a, 0x14, 0x8c],
      [0xb3, 0x9d, 0xdb],
    ],
  },
  {
    title: 'Unduh aplikasi Research Console',
    placement: 'MOBILE_SPLASH',
    target_url: 'https://example.com/aplikasi',
    priority: 60,
    colours: [
      [0xe6, 0x51, 0x00],
      [0xff, 0xcc, 0x80],
    ],
  },
] as const;

export const DEMO_ACCOUNT_WALLS: Record<
  string,
  { enabled: boolean; free_reads: number; title: string; body: string; cta_label: string }
> = {
  ALGORESEARCH: {
    enabled: true,
    free_reads: 1,
    title: 'Riset eksklusif untuk pelanggan',
    body: 'Baca ringkasan gratis, lalu berlangganan Pro untuk membuka analisis lengkap dan target harga.',
    cta_label: 'Lihat paket',
  },
  ALGONEWS: {
    enabled: true,
    free_reads: 5,
    title: 'Masuk untuk lanjut membaca Insight',
    body: 'Anda telah membaca 5 berita bulan ini. Masuk gratis untuk membaca lebih banyak.',
    cta_label: 'Masuk gratis',
  },
  CIRCLE: {
    enabled: true,
    free_reads: 3,
    title: 'Gabung Circle',
    body: 'Diskusi dan riset komunitas terbuka untuk anggota. Daftar gratis dalam satu menit.',
    cta_label: 'Daftar',
  },
  INSTITUTION: {
    enabled: false,
    free_reads: 0,
    title: 'Riset institusi',
    body: 'Riset sekuritas tersedia untuk pelanggan Institutional.',
    cta_label: 'Hubungi kami',
  },
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const DEMO_LEGAL = [
  {
    document_type: 'TERMS_OF_SERVICE',
    title: 'Syarat dan Ketentuan Layanan',
    v1: p(
      'Dengan menggunakan layanan ini Anda menyetujui syarat berikut.',
      'Konten hanya untuk penggunaan pribadi dan tidak boleh disebarluaskan.',
    ),
    v2: `<h2>Syarat dan Ketentuan</h2>${p('Dengan menggunakan layanan ini Anda menyetujui syarat berikut.')}<ul><li>Konten hanya untuk penggunaan pribadi.</li><li>Langganan diperpanjang otomatis kecuali dibatalkan.</li><li>Akun tidak boleh dipakai bersama.</li></ul>`,
    note: 'Menambahkan ketentuan perpanjangan otomatis',
  },
  {
    document_type: 'PRIVACY_POLICY',
    title: 'Kebijakan Privasi',
    v1: p('Kami menyimpan nama, email dan nomor telepon Anda untuk mengelola akun.'),
    v2: `<h2>Kebijakan Privasi</h2>${p('Kami menyimpan nama, email dan nomor telepon Anda untuk mengelola akun.', 'Data diproses sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.')}`,
    note: 'Menyesuaikan dengan UU Pelindungan Data Pribadi',
  },
  {
    document_type: 'DISCLAIMER',
    title: 'Penafian',
    v1: p('Seluruh konten bersifat informasi dan bukan ajakan untuk membeli atau menjual efek.'),
    v2: p(
      'Seluruh konten bersifat informasi dan bukan ajakan untuk membeli atau menjual efek.',
      'Kinerja masa lalu tidak menjamin hasil di masa depan.',
    ),
    note: 'Menambahkan kalimat kinerja masa lalu',
  },
  {
    document_type: 'RISK_DISCLOSURE',
    title: 'Pengungkapan Risiko',
    v1: p('Investasi saham mengandung risiko, termasuk kehilangan sebagian atau seluruh modal.'),
    v2: `<h2>Pengungkapan Risiko</h2>${p('Investasi saham mengandung risiko, termasuk kehilangan sebagian atau seluruh modal.')}<table><tr><th>Risiko</th><th>Contoh</th></tr><tr><td>Pasar</td><td>Penurunan IHSG</td></tr><tr><td>Likuiditas</td><td>Saham jarang diperdagangkan</td></tr></table>`,
    note: 'Menambahkan tabel jenis risiko',
  },
] as const;

export const DEMO_DISCLOSURES = [
  { content: p('Konten Circle ditulis oleh kontributor komunitas dan bukan rekomendasi resmi.'), change_note: 'Versi pertama' },
  {
    content: p(
      'Konten Circle ditulis oleh kontributor komunitas dan bukan rekomendasi resmi.',
      'Kontributor wajib mengungkapkan kepemilikan saham yang dibahas.',
    ),
    change_note: 'Kewajiban pengungkapan kepemilikan',
  },
];
