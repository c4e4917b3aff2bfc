/**
 * The LQ45 constituents (IDX, period February–July 2025) with their IDX-IC sector and sub-sector,
 * a rough price level to start the generated daily data from, and which of them are in IDX30.
 */
export type DemoStock = {
  ticker: string;
  company_name: string;
  sector: string;
  sub_sector: string;
  listing_date: string;
  /** Roughly where the price stood, in rupiah. */
  price: number;
  idx30: boolean;
};

const s = (
  ticker: string,
  company_name: string,
  sector: string,
  sub_sector: string,
  listing_date: string,
  price: number,
  idx30 = false,
): DemoStock => ({ ticker, company_name, sector, sub_sector, listing_date, price, idx30 });

export const DEMO_STOCKS: readonly DemoStock[] = [
  s('ACES', 'Aspirasi Hidup Indonesia Tbk', 'Consumer Cyclicals', 'Specialty Retail', '2007-11-06', 800),
  s('ADMR', 'Adaro Minerals Indonesia Tbk', 'Energy', 'Coal', '2022-01-03', 1200),
  s('ADRO', 'Alamtri Resources Indonesia Tbk', 'Energy', 'Coal', '2008-07-16', 2400, true),
  s('AKRA', 'AKR Corporindo Tbk', 'Energy', 'Oil, Gas & Coal Supports', '1994-10-03', 1250, true),
  s('AMMN', 'Amman Mineral Internasional Tbk', 'Basic Materials', 'Metals & Minerals', '2023-07-07', 8000),
  s('AMRT', 'Sumber Alfaria Trijaya Tbk', 'Consumer Non-Cyclicals', 'Food & Staples Retailing', '2009-01-15', 2800, true),
  s('ANTM', 'Aneka Tambang Tbk', 'Basic Materials', 'Metals & Minerals', '1997-11-27', 1500, true),
  s('ARTO', 'Bank Jago Tbk', 'Financials', 'Banks', '2016-01-12', 2300),
  s('ASII', 'Astra International Tbk', 'Industrials', 'Multi-sector Holdings', '1990-04-04', 4900, true),
  s('BBCA', 'Bank Central Asia Tbk', 'Financials', 'Banks', '2000-05-31', 9800, true),
  s('BBNI', 'Bank Negara Indonesia (Persero) Tbk', 'Financials', 'Banks', '1996-11-25', 4700, true),
  s('BBRI', 'Bank Rakyat Indonesia (Persero) Tbk', 'Financials', 'Banks', '2003-11-10', 4300, true),
  s('BBTN', 'Bank Tabungan Negara (Persero) Tbk', 'Financials', 'Banks', '2009-12-17', 1200, true),
  s('BMRI', 'Bank Mandiri (Persero) Tbk', 'Financials', 'Banks', '2003-07-14', 5800, true),
  s('BRIS', 'Bank Syariah Indonesia Tbk', 'Financials', 'Banks', '2018-05-09', 2700, true),
  s('BRPT', 'Barito Pacific Tbk', 'Basic Materials', 'Chemicals', '1993-10-01', 950, true),
  s('CPIN', 'Charoen Pokphand Indonesia Tbk', 'Consumer Non-Cyclicals', 'Food & Beverage', '1991-03-18', 4800, true),
  s('CTRA', 'Ciputra Development Tbk', 'Properties & Real Estate', 'Properties & Real Estate', '1994-03-28', 1000),
  s('ESSA', 'ESSA Industries Indonesia Tbk', 'Basic Materials', 'Chemicals', '2012-02-01', 800),
  s('EXCL', 'XL Axiata Tbk', 'Infrastructures', 'Telecommunication', '2005-09-29', 2300, true),
  s('GOTO', 'GoTo Gojek Tokopedia Tbk', 'Technology', 'Software & IT Services', '2022-04-11', 70, true),
  s('ICBP', 'Indofood CBP Sukses Makmur Tbk', 'Consumer Non-Cyclicals', 'Food & Beverage', '2010-10-07', 11000, true),
  s('INCO', 'Vale Indonesia Tbk', 'Basic Materials', 'Metals & Minerals', '1990-05-16', 3600, true),
  s('INDF', 'Indofood Sukses Makmur Tbk', 'Consumer Non-Cyclicals', 'Food & Beverage', '1994-07-14', 7500, true),
  s('INKP', 'Indah Kiat Pulp & Paper Tbk', 'Basic Materials', 'Forestry & Paper', '1990-07-16', 6500, true),
  s('ISAT', 'Indosat Tbk', 'Infrastructures', 'Telecommunication', '1994-10-19', 2200, true),
  s('ITMG', 'Indo Tambangraya Megah Tbk', 'Energy', 'Coal', '2007-12-18', 25000, true),
  s('JPFA', 'Japfa Comfeed Indonesia Tbk', 'Consumer Non-Cyclicals', 'Food & Beverage', '1989-10-23', 1900),
  s('JSMR', 'Jasa Marga (Persero) Tbk', 'Infrastructures', 'Transportation Infrastructure', '2007-11-12', 4500),
  s('KLBF', 'Kalbe Farma Tbk', 'Healthcare', 'Pharmaceuticals', '1991-07-30', 1400, true),
  s('MAPA', 'Map Aktif Adiperkasa Tbk', 'Consumer Cyclicals', 'Specialty Retail', '2018-07-05', 900),
  s('MAPI', 'Mitra Adiperkasa Tbk', 'Consumer Cyclicals', 'Specialty Retail', '2004-11-10', 1400),
  s('MBMA', 'Merdeka Battery Materials Tbk', 'Basic Materials', 'Metals & Minerals', '2023-04-18', 450),
  s('MDKA', 'Merdeka Copper Gold Tbk', 'Basic Materials', 'Metals & Minerals', '2015-06-19', 1700, true),
  s('MEDC', 'Medco Energi Internasional Tbk', 'Energy', 'Oil & Gas', '1994-10-12', 1150, true),
  s('PGAS', 'Perusahaan Gas Negara Tbk', 'Energy', 'Oil & Gas', '2003-12-15', 1600, true),
  s('PGEO', 'Pertamina Geothermal Energy Tbk', 'Infrastructures', 'Utilities', '2023-02-24', 900),
  s('PTBA', 'Bukit Asam Tbk', 'Energy', 'Coal', '2002-12-23', 2700, true),
  s('SIDO', 'Industri Jamu dan Farmasi Sido Muncul Tbk', 'Healthcare', 'Pharmaceuticals', '2013-12-18', 600),
  s('SMGR', 'Semen Indonesia (Persero) Tbk', 'Basic Materials', 'Construction Materials', '1991-07-08', 3200, true),
  s('SMRA', 'Summarecon Agung Tbk', 'Properties & Real Estate', 'Properties & Real Estate', '1990-05-07', 450),
  s('TLKM', 'Telkom Indonesia (Persero) Tbk', 'Infrastructures', 'Telecommunication', '1995-11-14', 2800, true),
  s('TOWR', 'Sarana Menara Nusantara Tbk', 'Infrastructures', 'Telecommunication', '2010-03-08', 650),
  s('UNTR', 'United Tractors Tbk', 'Industrials', 'Machinery', '1989-09-19', 26000, true),
  s('UNVR', 'Unilever Indonesia Tbk', 'Consumer Non-Cyclicals', 'Household Products', '1982-01-11', 1700, true),
];
