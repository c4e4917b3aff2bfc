/** Word lists for the demo data: Indonesian names and Indonesian-market research and news titles. */

export const FIRST_NAMES = (
  'Adi Aditya Agus Ahmad Andi Anisa Arief Ayu Bagus Bambang Bayu Budi Cahya Citra Desi Dewi Dian Dimas ' +
  'Dodi Eka Elisa Erwin Fajar Farhan Ferry Fitri Galih Gilang Gita Hadi Hana Hendra Ika Indah Intan ' +
  'Irfan Joko Kartika Ketut Kevin Lestari Lina Lukman Made Maya Meilani Nanda Novi Nur Nyoman Oktaviani ' +
  'Pratiwi Purnama Putri Rahmat Reza Rina Rizky Rudi Sari Sinta Siti Taufik Teguh Tika Utami Vina Wahyu ' +
  'Wayan Wulan Yoga Yuni Yusuf Zahra'
).split(' ');

export const LAST_NAMES = (
  'Anggraini Effendi Fauzi Firmansyah Gunawan Hakim Halim Harahap Hartono Hidayat Kurniawan Kusuma Lim ' +
  'Lubis Maharani Manurung Nasution Nugroho Panjaitan Permana Pratama Purnomo Putra Rahayu Rahman ' +
  'Ramadhan Salim Santoso Saputra Setiawan Sihombing Simanjuntak Sinaga Siregar Sitompul Susanto ' +
  'Suryadi Syahputra Tan Tanjung Utomo Wahyudi Wibowo Wijaya Wirawan'
).split(' ');

export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.id', 'yahoo.com', 'outlook.com', 'icloud.com'];

export const RESEARCH_TITLES = [
  'BBRI: Kredit UMKM Menopang Laba Kuartal III',
  'BBCA: NIM Stabil di Tengah Persaingan Dana Murah',
  'BMRI: Kredit Korporasi Tumbuh Dua Digit, Target Harga Dinaikkan',
  'BBNI: Transformasi Digital Mulai Menekan Biaya Dana',
  'TLKM: Data Center Jadi Mesin Pertumbuhan Baru',
  'ISAT: Konsolidasi Rampung, Margin EBITDA Melebar',
  'ASII: Penjualan Mobil Melambat, Alat Berat Menahan Kinerja',
  'UNTR: Harga Batu Bara Turun, Diversifikasi ke Emas Membantu',
  'ANTM: Harga Emas Rekor Mendorong Margin',
  'MDKA: Proyek Nikel HPAL Masuk Fase Produksi',
  'INCO: Ekspansi Smelter Pomalaa Sesuai Jadwal',
  'ADRO: Transisi Energi Hijau lewat Smelter Aluminium',
  'PTBA: Dividen Jumbo Masih Menarik di 2026',
  'ITMG: Arus Kas Kuat, Yield Dividen di Atas 10%',
  'UNVR: Tekanan Penjualan Mulai Mereda',
  'ICBP: Ekspansi Mi Instan ke Timur Tengah dan Afrika',
  'INDF: Harga Gandum Turun, Margin Bogasari Membaik',
  'MYOR: Kenaikan Harga Kakao Menekan Margin Kotor',
  'CPIN: Harga Jagung Melandai, Pakan Kembali Untung',
  'GOTO: Jalan Menuju EBITDA Positif Kian Jelas',
  'BUKA: Kas Bersih Besar, Menanti Arah Bisnis Baru',
  'EMTK: Portofolio Digital Mulai Berbuah',
  'SMGR: Permintaan Semen IKN Belum Sesuai Harapan',
  'INTP: Efisiensi Energi Menjaga Margin',
  'JSMR: Tarif Tol Naik, Trafik Lebaran Menguat',
  'PGAS: Harga Gas Regulasi Membatasi Kenaikan Laba',
  'MEDC: Produksi Migas Naik Setelah Akuisisi Blok Corridor',
  'AKRA: Kawasan Industri JIIPE Menarik Investor Asing',
  'KLBF: Segmen Nutrisi Tumbuh Solid',
  'MIKA: Volume Pasien Rawat Inap Pulih',
  'BSDE: Prapenjualan Properti Melampaui Target',
  'CTRA: Rumah Tapak Kelas Menengah Tetap Diburu',
  'PWON: Pendapatan Berulang Mal dan Hotel Menguat',
  'ACES: Daya Beli Kelas Menengah Jadi Taruhan',
  'MAPI: Ekspansi Gerai Olahraga Menopang Pertumbuhan',
  'AMRT: Gerai Baru di Luar Jawa Menjaga Momentum',
  'ESSA: Amonia Biru dan Peluang Ekspor',
  'BRIS: Pembiayaan Syariah Tumbuh di Atas Industri',
  'ARTO: Bank Digital Mencetak Laba Konsisten',
  'Strategi Sektor Perbankan: Memilih Bank dengan CASA Terkuat',
  'Strategi Kuartal IV: Rotasi ke Saham Konsumer Defensif',
  'Prospek Komoditas 2027: Nikel, Batu Bara, dan Emas',
];

export const NEWS_TITLES = [
  'IHSG Ditutup Menguat 0,8% Dipimpin Saham Perbankan',
  'IHSG Terkoreksi 1,2% Tertekan Aksi Jual Asing',
  'Bank Indonesia Menahan Suku Bunga Acuan di 6,00%',
  'Bank Indonesia Memangkas BI-Rate 25 Basis Poin',
  'Rupiah Melemah ke Rp15.900 per Dolar AS',
  'Rupiah Menguat Setelah Data Neraca Dagang Surplus',
  'Asing Catat Net Buy Rp1,2 Triliun dalam Sepekan',
  'Inflasi Oktober 2,1%, Masih dalam Sasaran BI',
  'Neraca Perdagangan Surplus US$3,4 Miliar',
  'Pertumbuhan Ekonomi Kuartal III 5,02%',
  'The Fed Memberi Sinyal Jeda, Bursa Asia Menghijau',
  'Harga Batu Bara Newcastle Turun ke Level Terendah Setahun',
  'Harga Nikel LME Naik Setelah Pembatasan Kuota Tambang',
  'Harga Emas Antam Cetak Rekor Baru',
  'OJK Terbitkan Aturan Baru Short Selling',
  'BEI Umumkan Daftar Saham LQ45 Periode Februari',
  'Tiga Emiten Siap Melantai di Bursa Bulan Depan',
  'Dividen Interim BBCA Dibagikan Pekan Depan',
  'BBRI Umumkan Buyback Saham Rp3 Triliun',
  'TLKM Lepas Saham Anak Usaha Menara',
  'GOTO Catat EBITDA Disesuaikan Positif Pertama',
  'ANTM Tambah Kapasitas Pemurnian Emas',
  'ADRO Rampungkan Spin-off Bisnis Batu Bara Termal',
  'Penjualan Mobil Oktober Turun 8% Secara Tahunan',
  'Penjualan Semen Nasional Naik 4% pada Kuartal III',
  'Pemerintah Naikkan Harga Pertalite Mulai Bulan Depan',
  'APBN Defisit 1,7% terhadap PDB hingga Oktober',
  'Lelang SUN Diserbu Investor, Penawaran Rp62 Triliun',
  'Yield SBN 10 Tahun Turun ke 6,6%',
  'Cadangan Devisa Naik ke US$151 Miliar',
  'PMI Manufaktur Indonesia Kembali Ekspansif',
  'Kredit Perbankan Tumbuh 10,9% Secara Tahunan',
  'MSCI Rebalancing: Dua Saham Indonesia Masuk Indeks',
  'Window Dressing Akhir Tahun, Saham Apa yang Dilirik?',
  'Kinerja Emiten Kuartal III: Perbankan Unggul, Komoditas Lesu',
  'Saham Teknologi Rebound Mengikuti Nasdaq',
  'Harga CPO Menguat Setelah Kebijakan B40',
  'Danantara Mulai Kelola Aset BUMN',
  'BEI Perpanjang Jam Perdagangan Sesi Kedua',
  'Investor Ritel Pasar Modal Tembus 14 Juta',
  'Reksa Dana Pasar Uang Catat Arus Masuk Terbesar',
  'Harga Minyak Melonjak Akibat Ketegangan Timur Tengah',
  'China Pangkas Suku Bunga, Komoditas Logam Menguat',
  'Jadwal Cum Date Dividen Pekan Ini',
  'Saham Properti Menguat Menyambut Insentif PPN',
  'Emiten Konsumer Naikkan Harga Jual Mulai Kuartal Depan',
  'Moody’s Pertahankan Peringkat Indonesia Baa2',
  'Penawaran Umum Obligasi Korporasi Meningkat Jelang Akhir Tahun',
];

/** Site-wide content ids per section, so demo events point at plausible items. */
export const DEMO_CONTENT_IDS = { ALGORESEARCH: 42, INSIGHT: 48, INSTITUTION: 30, CIRCLE: 120 } as const;

/** Average views on a weekday at today's traffic: research is read signed in, Insight mostly by guests. */
export const DEMO_DAILY_VIEWS = {
  ALGORESEARCH: { USER: 1450, GUEST: 620 },
  INSIGHT: { USER: 2100, GUEST: 3900 },
  INSTITUTION: { USER: 820, GUEST: 540 },
  CIRCLE: { USER: 1300, GUEST: 950 },
} as const;

/** Sunday … Saturday: working-day peaks mid-week, weekend dips (the exchange is closed). */
export const WEEKDAY_FACTOR = [0.42, 1.0, 1.08, 1.06, 1.03, 0.94, 0.5] as const;
