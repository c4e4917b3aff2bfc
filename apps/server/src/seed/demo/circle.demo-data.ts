/**
 * Demo Circle content: what an Indonesian community research desk would hold. Companies carry
 * their ticker, name and the demo category they belong to; articles are assembled from themes and
 * paragraphs with the company's figures, so a few hundred of them read like real submissions.
 */

export type DemoCompany = { ticker: string; name: string; category: string; angle: string };

export const DEMO_COMPANIES: DemoCompany[] = [
  { ticker: 'TLKM', name: 'Telkom Indonesia', category: 'Telekomunikasi', angle: 'bisnis data center dan konektivitas' },
  { ticker: 'EXCL', name: 'XL Axiata', category: 'Telekomunikasi', angle: 'integrasi jaringan dan ARPU seluler' },
  { ticker: 'ISAT', name: 'Indosat Ooredoo Hutchison', category: 'Telekomunikasi', angle: 'sinergi pasca merger' },
  { ticker: 'TOWR', name: 'Sarana Menara Nusantara', category: 'Telekomunikasi', angle: 'penyewaan menara dan serat optik' },
  { ticker: 'BBCA', name: 'Bank Central Asia', category: 'Perbankan', angle: 'dana murah dan transaksi digital' },
  { ticker: 'BBRI', name: 'Bank Rakyat Indonesia', category: 'Perbankan', angle: 'kredit mikro dan kualitas aset' },
  { ticker: 'BMRI', name: 'Bank Mandiri', category: 'Perbankan', angle: 'kredit korporasi dan wholesale banking' },
  { ticker: 'BBNI', name: 'Bank Negara Indonesia', category: 'Perbankan', angle: 'transformasi dan biaya kredit' },
  { ticker: 'BRIS', name: 'Bank Syariah Indonesia', category: 'Perbankan', angle: 'pembiayaan syariah dan dana haji' },
  { ticker: 'ARTO', name: 'Bank Jago', category: 'Perbankan', angle: 'ekosistem bank digital' },
  { ticker: 'ASII', name: 'Astra International', category: 'Konsumer', angle: 'penjualan otomotif dan alat berat' },
  { ticker: 'UNVR', name: 'Unilever Indonesia', category: 'Konsumer', angle: 'volume penjualan dan margin kotor' },
  { ticker: 'ICBP', name: 'Indofood CBP Sukses Makmur', category: 'Konsumer', angle: 'mi instan dan ekspansi Timur Tengah' },
  { ticker: 'MYOR', name: 'Mayora Indah', category: 'Konsumer', angle: 'harga kakao dan ekspor' },
  { ticker: 'AMRT', name: 'Sumber Alfaria Trijaya', category: 'Konsumer', angle: 'pembukaan gerai dan same-store sales' },
  { ticker: 'GOTO', name: 'GoTo Gojek Tokopedia', category: 'Teknologi', angle: 'jalan menuju EBITDA positif' },
  { ticker: 'BUKA', name: 'Bukalapak', category: 'Teknologi', angle: 'kas bersih dan bisnis mitra warung' },
  { ticker: 'ANTM', name: 'Aneka Tambang', category: 'Energi & Tambang', angle: 'harga emas dan bijih nikel' },
  { ticker: 'MDKA', name: 'Merdeka Copper Gold', category: 'Energi & Tambang', angle: 'proyek nikel dan tembaga' },
  { ticker: 'INCO', name: 'Vale Indonesia', category: 'Energi & Tambang', angle: 'smelter baru dan harga nikel' },
  { ticker: 'ADRO', name: 'Alamtri Resources Indonesia', category: 'Energi & Tambang', angle: 'transisi ke energi hijau' },
  { ticker: 'PTBA', name: 'Bukit Asam', category: 'Energi & Tambang', angle: 'harga batu bara acuan dan dividen' },
  { ticker: 'ITMG', name: 'Indo Tambangraya Megah', category: 'Energi & Tambang', angle: 'volume ekspor batu bara' },
  { ticker: 'MEDC', name: 'Medco Energi Internasional', category: 'Energi & Tambang', angle: 'produksi migas dan tembaga' },
  { ticker: 'PGAS', name: 'Perusahaan Gas Negara', category: 'Energi & Tambang', angle: 'harga gas industri' },
  { ticker: 'KLBF', name: 'Kalbe Farma', category: 'Kesehatan', angle: 'obat bebas dan bahan baku impor' },
  { ticker: 'SIDO', name: 'Industri Jamu dan Farmasi Sido Muncul', category: 'Kesehatan', angle: 'ekspor jamu dan margin' },
  { ticker: 'MIKA', name: 'Mitra Keluarga Karyasehat', category: 'Kesehatan', angle: 'okupansi rumah sakit' },
  { ticker: 'CPIN', name: 'Charoen Pokphand Indonesia', category: 'Agrikultur', angle: 'harga jagung dan ayam broiler' },
  { ticker: 'JPFA', name: 'Japfa Comfeed Indonesia', category: 'Agrikultur', angle: 'pakan ternak dan harga DOC' },
  { ticker: 'AALI', name: 'Astra Agro Lestari', category: 'Agrikultur', angle: 'harga CPO dan program B40' },
  { ticker: 'BSDE', name: 'Bumi Serpong Damai', category: 'Properti', angle: 'marketing sales dan insentif PPN DTP' },
  { ticker: 'CTRA', name: 'Ciputra Development', category: 'Properti', angle: 'prapenjualan rumah tapak' },
  { ticker: 'PWON', name: 'Pakuwon Jati', category: 'Properti', angle: 'pendapatan berulang mal' },
  { ticker: 'SMGR', name: 'Semen Indonesia', category: 'Infrastruktur', angle: 'permintaan semen dan kelebihan pasokan' },
  { ticker: 'JSMR', name: 'Jasa Marga', category: 'Infrastruktur', angle: 'kenaikan tarif tol dan divestasi ruas' },
  { ticker: 'WIKA', name: 'Wijaya Karya', category: 'Infrastruktur', angle: 'restrukturisasi utang' },
  { ticker: 'UNTR', name: 'United Tractors', category: 'Infrastruktur', angle: 'penjualan alat berat dan tambang emas' },
  { ticker: 'SMDR', name: 'Samudera Indonesia', category: 'Transportasi & Logistik', angle: 'tarif angkutan kontainer' },
  { ticker: 'BIRD', name: 'Blue Bird', category: 'Transportasi & Logistik', angle: 'armada listrik dan tarif' },
];

/** Title themes: `{T}` is the ticker. */
export const COMPANY_THEMES = [
  'Laba Kuartal III di Atas Ekspektasi',
  'Valuasi Murah, Saatnya Akumulasi?',
  'Dividen Jumbo Menanti Pemegang Saham',
  'Margin Tertekan Harga Bahan Baku',
  'Ekspansi Kapasitas Mulai Berbuah',
  'Menakar Dampak Pemangkasan BI Rate',
  'Arus Kas Kuat Topang Buyback',
  'Momentum Teknikal Menguat di Atas MA200',
  'Risiko Regulasi yang Perlu Dicermati',
  'Kinerja Semester I Sesuai Perkiraan',
  'Target Harga Dinaikkan Usai Paparan Publik',
  'Asing Kembali Akumulasi, Ada Apa?',
];

/** Headline themes tied to the company's own story, for a few of them. */
export const SIGNATURE_TITLES: Record<string, string> = {
  TLKM: 'Monetisasi Data Center Mulai Terlihat',
  BBCA: 'Dana Murah Tetap Jadi Andalan',
  BBRI: 'Kredit Mikro Kembali Tumbuh',
  ANTM: 'Harga Emas Mendukung Laba',
  ADRO: 'Transisi ke Energi Hijau Dipercepat',
  GOTO: 'Jalan Panjang Menuju Laba Bersih',
  ICBP: 'Mi Instan Tahan Banting di Tengah Pelemahan Daya Beli',
  INCO: 'Smelter Baru Beroperasi Lebih Cepat',
  PTBA: 'Dividen Tetap Menarik Meski Harga Batu Bara Turun',
  BSDE: 'Insentif PPN DTP Dorong Marketing Sales',
  JSMR: 'Tarif Tol Naik, Lalu Lintas Tetap Tumbuh',
  AALI: 'Program B40 Menopang Harga CPO',
};

/** Market-wide pieces: [title, category, content type]. */
export const MACRO_TITLES: Array<[string, string, 'MACRO' | 'SECTOR' | 'EDUCATION' | 'TECHNICAL']> = [
  ['IHSG: Arus Dana Asing Kembali Masuk Pasar Saham', 'Makro Ekonomi', 'MACRO'],
  ['BI Rate: Ruang Pemangkasan Masih Terbuka hingga Akhir Tahun', 'Makro Ekonomi', 'MACRO'],
  ['Rupiah di Level Rp16.000: Siapa Untung, Siapa Buntung?', 'Makro Ekonomi', 'MACRO'],
  ['Sektor Perbankan: NIM Menyempit, Saham Mana yang Bertahan?', 'Perbankan', 'SECTOR'],
  ['Batu Bara: Harga Acuan Melemah, Emiten Mana Paling Tahan?', 'Energi & Tambang', 'SECTOR'],
  ['Properti: Siklus Suku Bunga Turun Jadi Katalis', 'Properti', 'SECTOR'],
  ['Konsumer: Daya Beli Kelas Menengah Sedang Diuji', 'Konsumer', 'SECTOR'],
  ['SBN Ritel: Kupon Menarik di Tengah Penurunan Suku Bunga', 'Obligasi & Pasar Uang', 'MACRO'],
  ['Membaca Laporan Arus Kas untuk Investor Pemula', 'Makro Ekonomi', 'EDUCATION'],
  ['Cara Menghitung Dividend Yield dan Jebakannya', 'Makro Ekonomi', 'EDUCATION'],
  ['Support dan Resistance: Memakai Volume sebagai Konfirmasi', 'Makro Ekonomi', 'TECHNICAL'],
  ['Neraca Perdagangan Surplus 50 Bulan Beruntun', 'Makro Ekonomi', 'MACRO'],
];

export const DEMO_CONTRIBUTORS: Array<{
  fullname: string;
  email: string;
  phone: string;
  short_bio: string;
  is_verified: boolean;
  status: 'ACTIVE' | 'SUSPENDED';
  instagram?: string;
  linkedin?: string;
  subAccounts: Array<{ fullname: string; email: string }>;
}> = [
  {
    fullname: 'Komunitas Saham Nusantara',
    email: 'redaksi@sahamnusantara.id',
    phone: '+62 21 5091 2200',
    short_bio: 'Komunitas investor ritel sejak 2016 dengan 40 ribu anggota; fokus saham berfundamental kuat.',
    is_verified: true,
    status: 'ACTIVE',
    instagram: 'https://instagram.com/sahamnusantara',
    subAccounts: [
      { fullname: 'Rina Kusumawati', email: 'rina@sahamnusantara.id' },
      { fullname: 'Bayu Firmansyah', email: 'bayu@sahamnusantara.id' },
      { fullname: 'Citra Anggraini', email: 'citra@sahamnusantara.id' },
    ],
  },
  {
    fullname: 'Klub Dividen Indonesia',
    email: 'tim@klubdividen.id',
    phone: '+62 812 1100 2233',
    short_bio: 'Membahas saham pembagi dividen dan strategi pendapatan pasif jangka panjang.',
    is_verified: true,
    status: 'ACTIVE',
    linkedin: 'https://linkedin.com/company/klubdividen',
    subAccounts: [
      { fullname: 'Hendra Wijaya', email: 'hendra@klubdividen.id' },
      { fullname: 'Sari Purnamasari', email: 'sari@klubdividen.id' },
    ],
  },
  {
    fullname: 'Analis Muda Surabaya',
    email: 'halo@analismuda.id',
    phone: '+62 31 7788 9900',
    short_bio: 'Kelompok studi pasar modal mahasiswa dan alumni di Jawa Timur.',
    is_verified: false,
    status: 'ACTIVE',
    subAccounts: [
      { fullname: 'Yoga Prasetyo', email: 'yoga@analismuda.id' },
      { fullname: 'Nadia Putri', email: 'nadia@analismuda.id' },
      { fullname: 'Fajar Nugroho', email: 'fajar@analismuda.id' },
      { fullname: 'Intan Permata', email: 'intan@analismuda.id' },
    ],
  },
  {
    fullname: 'Teguh Santoso, CFA',
    email: 'teguh.santoso@riset.id',
    phone: '+62 811 9988 7766',
    short_bio: 'Analis independen, 15 tahun di riset ekuitas sektor perbankan dan konsumer.',
    is_verified: true,
    status: 'ACTIVE',
    linkedin: 'https://linkedin.com/in/teguhsantoso',
    subAccounts: [],
  },
  {
    fullname: 'Forum Energi & Tambang',
    email: 'redaksi@forumenergi.id',
    phone: '+62 21 2955 4411',
    short_bio: 'Praktisi industri batu bara, nikel dan migas yang menulis untuk investor.',
    is_verified: true,
    status: 'ACTIVE',
    subAccounts: [
      { fullname: 'Dimas Aryo', email: 'dimas@forumenergi.id' },
      { fullname: 'Lestari Handayani', email: 'lestari@forumenergi.id' },
    ],
  },
  {
    fullname: 'Ayu Maharani',
    email: 'ayu.maharani@catatanpasar.id',
    phone: '+62 857 2233 4455',
    short_bio: 'Menulis catatan pasar mingguan dengan pendekatan teknikal dan arus dana.',
    is_verified: false,
    status: 'ACTIVE',
    instagram: 'https://instagram.com/catatanpasar',
    subAccounts: [],
  },
  {
    fullname: 'Investor Properti Jakarta',
    email: 'info@investorproperti.id',
    phone: '+62 21 7001 3300',
    short_bio: 'Komunitas pengamat emiten properti dan kawasan industri.',
    is_verified: false,
    status: 'ACTIVE',
    subAccounts: [{ fullname: 'Gilang Ramadhan', email: 'gilang@investorproperti.id' }],
  },
  {
    fullname: 'Sinyal Cuan Harian',
    email: 'admin@sinyalcuan.id',
    phone: '+62 813 0000 1111',
    short_bio: 'Akun rekomendasi harian; ditangguhkan karena berulang kali tidak mengungkapkan kepemilikan saham.',
    is_verified: false,
    status: 'SUSPENDED',
    subAccounts: [{ fullname: 'Rudi Hartono', email: 'rudi@sinyalcuan.id' }],
  },
];

/** Paragraphs of the free part; {N} company name, {T} ticker, {A} angle, {G} growth, {M} margin. */
export const FREE_PARAGRAPHS = [
  '{N} ({T}) kembali menjadi perhatian pelaku pasar setelah {A} menunjukkan perbaikan. Pendapatan kuartal terakhir tumbuh {G}% secara tahunan, di atas rata-rata lima tahun perseroan.',
  'Margin EBITDA berada di kisaran {M}%, relatif stabil meski beban usaha naik seiring ekspansi. Manajemen menegaskan belanja modal tahun ini tetap disiplin dan dibiayai kas internal.',
  'Dari sisi permintaan, kami melihat pemulihan yang lebih merata di luar Jawa. Data penjualan bulanan menunjukkan tren naik tiga bulan berturut-turut.',
  'Risiko utama yang perlu dicermati adalah perubahan regulasi dan volatilitas nilai tukar, yang dapat menekan margin apabila rupiah melemah di atas Rp16.500 per dolar AS.',
];

/** Paragraphs of the walled part; {P} price now, {TP} target price, {PE} P/E. */
export const WALLED_PARAGRAPHS = [
  'Valuasi: pada harga Rp{P}, saham {T} diperdagangkan pada P/E {PE}x laba 2026, di bawah rata-rata historisnya. Model arus kas terdiskonto kami menghasilkan nilai wajar Rp{TP} per saham.',
  'Skenario: dalam skenario dasar pendapatan tumbuh {G}% per tahun hingga 2028; skenario pesimis mengasumsikan pertumbuhan separuhnya dengan margin turun 200 bps.',
  'Strategi: kami menyarankan akumulasi bertahap di area Rp{P} dengan batas risiko 8% di bawah harga beli, dan meninjau ulang tesis setelah rilis laporan keuangan berikutnya.',
];

export const REVISION_NOTES = [
  'Mohon cantumkan sumber data pendapatan per segmen dan periode laporannya.',
  'Bagian valuasi belum menjelaskan asumsi WACC; tambahkan agar pembaca bisa menilai.',
  'Judul terlalu menjanjikan keuntungan; gunakan bahasa yang lebih berimbang.',
  'Ungkapkan kepemilikan saham penulis sesuai ketentuan disclosure Circle.',
];

export const REJECTION_NOTES = [
  'Artikel berisi ajakan membeli tanpa analisis pendukung; tidak sesuai pedoman Circle.',
  'Sebagian besar isi menyalin laporan sekuritas tanpa izin.',
  'Topik di luar cakupan riset pasar modal.',
];

export const SUBMISSION_NOTES = [
  'Mohon ditinjau sebelum paparan publik minggu depan.',
  'Sudah kami perbarui dengan data kuartal terbaru.',
  'Revisi sesuai catatan reviewer.',
];
