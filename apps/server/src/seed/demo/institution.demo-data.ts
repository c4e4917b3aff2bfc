/** Demo brokers (IDX member codes) and what they publish, in Indonesian as the readers read it. */
export const DEMO_BROKERS = [
  { name: 'Mandiri Sekuritas', code: 'CC', website: 'https://www.mandirisekuritas.co.id', colour: [0, 61, 121] },
  { name: 'BCA Sekuritas', code: 'SQ', website: 'https://www.bcasekuritas.co.id', colour: [0, 84, 166] },
  { name: 'Mirae Asset Sekuritas Indonesia', code: 'YP', website: 'https://www.miraeasset.co.id', colour: [243, 112, 33] },
  { name: 'Indo Premier Sekuritas', code: 'PD', website: 'https://www.indopremier.com', colour: [200, 16, 46] },
  { name: 'BNI Sekuritas', code: 'NI', website: 'https://www.bnisekuritas.co.id', colour: [240, 90, 34] },
  { name: 'Trimegah Sekuritas Indonesia', code: 'LG', website: 'https://www.trimegah.com', colour: [0, 114, 88] },
  { name: 'CGS International Sekuritas Indonesia', code: 'YU', website: 'https://www.cgsi.co.id', colour: [196, 30, 58] },
  { name: 'Sucor Sekuritas', code: 'AZ', website: 'https://www.sucorsekuritas.com', colour: [26, 54, 104] },
] as const;

export const DEMO_REPORTS = [
  { title: 'BBRI: Pertumbuhan Kredit Mikro Tetap Solid', type: 'COMPANY', tickers: ['BBRI'] },
  { title: 'Perbankan: Margin Bunga Bersih Mulai Stabil', type: 'SECTOR', tickers: ['BBCA', 'BMRI', 'BBNI'] },
  { title: 'Makro: BI Rate Ditahan, Rupiah Menguat', type: 'MACRO', tickers: [] },
  { title: 'Morning Brief: IHSG Berpeluang Menguat Terbatas', type: 'DAILY', tickers: ['TLKM', 'ASII'] },
  { title: 'TLKM: Data Center Menjadi Mesin Pertumbuhan Baru', type: 'COMPANY', tickers: ['TLKM'] },
  { title: 'Batu Bara: Harga Acuan Turun, Volume Ekspor Naik', type: 'SECTOR', tickers: ['ADRO', 'PTBA'] },
  { title: 'ASII: Penjualan Mobil Melambat di Kuartal III', type: 'COMPANY', tickers: ['ASII'] },
  { title: 'Daily Notes: Asing Kembali Net Buy di Saham Bank', type: 'DAILY', tickers: ['BBCA', 'BBRI'] },
  { title: 'Makro: Inflasi Inti Terjaga di Kisaran Target', type: 'MACRO', tickers: [] },
  { title: 'ICBP: Harga Gandum Turun, Margin Melebar', type: 'COMPANY', tickers: ['ICBP'] },
  { title: 'Nikel: Hilirisasi Mendorong Kinerja Emiten Tambang', type: 'SECTOR', tickers: ['ANTM', 'MDKA', 'INCO'] },
  { title: 'Morning Brief: Wall Street Menguat, Komoditas Bervariasi', type: 'DAILY', tickers: [] },
  { title: 'UNVR: Pemulihan Volume Belum Terlihat', type: 'COMPANY', tickers: ['UNVR'] },
  { title: 'Telekomunikasi: Konsolidasi Menekan Perang Harga', type: 'SECTOR', tickers: ['TLKM', 'ISAT', 'EXCL'] },
  { title: 'Makro: Neraca Dagang Surplus 50 Bulan Beruntun', type: 'MACRO', tickers: [] },
  { title: 'BMRI: Kualitas Aset Membaik, Dividen Menarik', type: 'COMPANY', tickers: ['BMRI'] },
  { title: 'Daily Notes: Sektor Properti Diuntungkan Penurunan Suku Bunga', type: 'DAILY', tickers: ['CTRA'] },
  { title: 'GOTO: Jalan Menuju Laba Operasional', type: 'COMPANY', tickers: ['GOTO'] },
] as const;

export const DEMO_SELECTIONS = [
  'Top Picks Pekan Ini',
  'Pilihan Saham Akhir Bulan',
  'Saham Dividen Pilihan',
  'Momentum Pekan Depan',
  'Pilihan Defensif',
  'Rotasi Sektor: Bank dan Konsumer',
  'Top Picks Kuartal IV',
  'Pilihan Saham Komoditas',
  'Saham Lapis Kedua Pilihan',
  'Top Picks Awal Tahun',
] as const;

/** Tickers with a plausible price in rupiah, for demo picks. */
export const DEMO_PRICES: Record<string, number> = {
  BBCA: 9850,
  BBRI: 4320,
  BMRI: 6150,
  BBNI: 4780,
  TLKM: 2890,
  ASII: 4920,
  UNTR: 26_400,
  ANTM: 1540,
  ADRO: 2480,
  PTBA: 2710,
  ICBP: 11_250,
  UNVR: 1905,
  GOTO: 68,
  MDKA: 1720,
  INCO: 3650,
};
