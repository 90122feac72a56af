/**
 * Fixed demo data of the seed: Japanese names (kanji, reading, romaji), organization, offices
 * across Japan, real SaaS products, devices and the supplier's products.
 */

/** [kanji, hiragana reading, romaji] */
export type NameEntry = readonly [string, string, string];

export const familyNames: readonly NameEntry[] = [
  ['佐藤', 'さとう', 'Sato'], ['鈴木', 'すずき', 'Suzuki'], ['高橋', 'たかはし', 'Takahashi'], ['田中', 'たなか', 'Tanaka'],
  ['伊藤', 'いとう', 'Ito'], ['渡辺', 'わたなべ', 'Watanabe'], ['山本', 'やまもと', 'Yamamoto'], ['中村', 'なかむら', 'Nakamura'],
  ['小林', 'こばやし', 'Kobayashi'], ['加藤', 'かとう', 'Kato'], ['吉田', 'よしだ', 'Yoshida'], ['山田', 'やまだ', 'Yamada'],
  ['佐々木', 'ささき', 'Sasaki'], ['山口', 'やまぐち', 'Yamaguchi'], ['松本', 'まつもと', 'Matsumoto'], ['井上', 'いのうえ', 'Inoue'],
  ['木村', 'きむら', 'Kimura'], ['林', 'はやし', 'Hayashi'], ['斎藤', 'さいとう', 'Saito'], ['清水', 'しみず', 'Shimizu'],
  ['山崎', 'やまざき', 'Yamazaki'], ['森', 'もり', 'Mori'], ['池田', 'いけだ', 'Ikeda'], ['橋本', 'はしもと', 'Hashimoto'],
  ['阿部', 'あべ', 'Abe'], ['石川', 'いしかわ', 'Ishikawa'], ['山下', 'やました', 'Yamashita'], ['中島', 'なかじま', 'Nakajima'],
  ['石井', 'いしい', 'Ishii'], ['小川', 'おがわ', 'Ogawa'], ['前田', 'まえだ', 'Maeda'], ['岡田', 'おかだ', 'Okada'],
  ['長谷川', 'はせがわ', 'Hasegawa'], ['藤田', 'ふじた', 'Fujita'], ['後藤', 'ごとう', 'Goto'], ['近藤', 'こんどう', 'Kondo'],
  ['村上', 'むらかみ', 'Murakami'], ['遠藤', 'えんどう', 'Endo'], ['青木', 'あおき', 'Aoki'], ['坂本', 'さかもと', 'Sakamoto'],
];

export const givenNames: readonly NameEntry[] = [
  ['健', 'けん', 'Ken'], ['翔太', 'しょうた', 'Shota'], ['大輔', 'だいすけ', 'Daisuke'], ['拓也', 'たくや', 'Takuya'],
  ['直樹', 'なおき', 'Naoki'], ['健太', 'けんた', 'Kenta'], ['亮', 'りょう', 'Ryo'], ['悠斗', 'ゆうと', 'Yuto'],
  ['蓮', 'れん', 'Ren'], ['大翔', 'ひろと', 'Hiroto'], ['誠', 'まこと', 'Makoto'], ['和也', 'かずや', 'Kazuya'],
  ['浩二', 'こうじ', 'Koji'], ['隆', 'たかし', 'Takashi'], ['修', 'おさむ', 'Osamu'], ['一郎', 'いちろう', 'Ichiro'],
  ['陽菜', 'ひな', 'Hina'], ['美咲', 'みさき', 'Misaki'], ['さくら', 'さくら', 'Sakura'], ['結衣', 'ゆい', 'Yui'],
  ['葵', 'あおい', 'Aoi'], ['花子', 'はなこ', 'Hanako'], ['裕子', 'ゆうこ', 'Yuko'], ['恵', 'めぐみ', 'Megumi'],
  ['真由美', 'まゆみ', 'Mayumi'], ['愛', 'あい', 'Ai'], ['彩', 'あや', 'Aya'], ['千尋', 'ちひろ', 'Chihiro'],
  ['奈々', 'なな', 'Nana'], ['明美', 'あけみ', 'Akemi'], ['智子', 'ともこ', 'Tomoko'], ['舞', 'まい', 'Mai'],
];

/** [code, ja, en] */
export const departments: readonly (readonly [string, string, string])[] = [
  ['D01', '経営企画部', 'Corporate Planning'], ['D02', '総務部', 'General Affairs'], ['D03', '人事部', 'Human Resources'],
  ['D04', '経理部', 'Accounting'], ['D05', '法務部', 'Legal'], ['D06', '情報システム部', 'Information Systems'],
  ['D07', '営業部', 'Sales'], ['D08', 'マーケティング部', 'Marketing'], ['D09', 'カスタマーサクセス部', 'Customer Success'],
  ['D10', '商品開発部', 'Product Development'], ['D11', '物流部', 'Logistics'], ['D12', '購買部', 'Procurement'],
];

export const positions: readonly (readonly [string, string, string])[] = [
  ['P01', '取締役', 'Director'], ['P02', '執行役員', 'Executive Officer'], ['P03', '部長', 'General Manager'],
  ['P04', '次長', 'Deputy General Manager'], ['P05', '課長', 'Manager'], ['P06', '係長', 'Assistant Manager'],
  ['P07', '主任', 'Chief'], ['P08', '一般', 'Staff'],
];

export const jobTypes: readonly (readonly [string, string, string])[] = [
  ['J01', '営業職', 'Sales'], ['J02', '事務職', 'Administrative'], ['J03', '技術職', 'Engineering'],
  ['J04', '企画職', 'Planning'], ['J05', '専門職', 'Specialist'],
];

/** [kind, ja, en] */
export const placeTypeRows: readonly (readonly ['BUSINESS_PLACE' | 'OFFICE' | 'OWNERSHIP', string, string])[] = [
  ['BUSINESS_PLACE', '本社', 'Head office'], ['BUSINESS_PLACE', '支店', 'Branch'], ['BUSINESS_PLACE', '営業所', 'Sales office'],
  ['BUSINESS_PLACE', '物流拠点', 'Logistics site'], ['BUSINESS_PLACE', '研究開発拠点', 'R&D site'],
  ['OFFICE', '執務フロア', 'Office floor'], ['OFFICE', 'サテライトオフィス', 'Satellite office'], ['OFFICE', '倉庫', 'Warehouse'],
  ['OWNERSHIP', '自社所有', 'Owned'], ['OWNERSHIP', '賃貸', 'Leased'], ['OWNERSHIP', 'シェアオフィス', 'Shared office'],
];

export interface PlaceSeed {
  code: string; ja: string; en: string; status: string; addressJa: string; addressEn: string; phone: string;
  established: string; business: string; office: string; ownership: string; email: string | null;
}

/** Offices across Japan (000 §3 Place). `business`/`office`/`ownership` name a place type by its English name. */
export const placeRows: readonly PlaceSeed[] = [
  { code: 'TKY-001', ja: '東京本社', en: 'Tokyo Head Office', status: 'ACTIVE', addressJa: '東京都千代田区丸の内1-1-1', addressEn: '1-1-1 Marunouchi, Chiyoda-ku, Tokyo', phone: '03-1234-5600', established: '1987-04-01', business: 'Head office', office: 'Office floor', ownership: 'Owned', email: 'hq@kanri-shoji.example' },
  { code: 'TKY-002', ja: '東京R&Dセンター', en: 'Tokyo R&D Center', status: 'ACTIVE', addressJa: '東京都品川区大崎2-11-1', addressEn: '2-11-1 Osaki, Shinagawa-ku, Tokyo', phone: '03-1234-5700', established: '2012-10-01', business: 'R&D site', office: 'Office floor', ownership: 'Leased', email: 'rd@kanri-shoji.example' },
  { code: 'YKH-001', ja: '横浜オフィス', en: 'Yokohama Office', status: 'ACTIVE', addressJa: '神奈川県横浜市西区みなとみらい2-2-1', addressEn: '2-2-1 Minatomirai, Nishi-ku, Yokohama, Kanagawa', phone: '045-123-4500', established: '2005-06-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'OSK-001', ja: '大阪支店', en: 'Osaka Branch', status: 'ACTIVE', addressJa: '大阪府大阪市北区梅田2-4-9', addressEn: '2-4-9 Umeda, Kita-ku, Osaka', phone: '06-1234-5600', established: '1992-04-01', business: 'Branch', office: 'Office floor', ownership: 'Leased', email: 'osaka@kanri-shoji.example' },
  { code: 'NGY-001', ja: '名古屋支店', en: 'Nagoya Branch', status: 'ACTIVE', addressJa: '愛知県名古屋市中村区名駅3-28-12', addressEn: '3-28-12 Meieki, Nakamura-ku, Nagoya, Aichi', phone: '052-123-4500', established: '1995-10-01', business: 'Branch', office: 'Office floor', ownership: 'Leased', email: 'nagoya@kanri-shoji.example' },
  { code: 'FUK-001', ja: '福岡営業所', en: 'Fukuoka Sales Office', status: 'ACTIVE', addressJa: '福岡県福岡市博多区博多駅前2-1-1', addressEn: '2-1-1 Hakataekimae, Hakata-ku, Fukuoka', phone: '092-123-4500', established: '2001-04-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'SPR-001', ja: '札幌営業所', en: 'Sapporo Sales Office', status: 'ACTIVE', addressJa: '北海道札幌市中央区北5条西2-5', addressEn: '2-5 Kita 5-jo Nishi, Chuo-ku, Sapporo, Hokkaido', phone: '011-123-4500', established: '2003-04-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'SDJ-001', ja: '仙台営業所', en: 'Sendai Sales Office', status: 'ACTIVE', addressJa: '宮城県仙台市青葉区中央1-3-1', addressEn: '1-3-1 Chuo, Aoba-ku, Sendai, Miyagi', phone: '022-123-4500', established: '2004-10-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'HRS-001', ja: '広島営業所', en: 'Hiroshima Sales Office', status: 'ACTIVE', addressJa: '広島県広島市中区紙屋町1-2-22', addressEn: '1-2-22 Kamiyacho, Naka-ku, Hiroshima', phone: '082-123-4500', established: '2008-04-01', business: 'Sales office', office: 'Office floor', ownership: 'Shared office', email: null },
  { code: 'KYT-001', ja: '京都サテライトオフィス', en: 'Kyoto Satellite Office', status: 'PLANNED', addressJa: '京都府京都市下京区烏丸通塩小路下ル東塩小路町721-1', addressEn: '721-1 Higashishiokoji-cho, Shimogyo-ku, Kyoto', phone: '075-123-4500', established: '2026-04-01', business: 'Sales office', office: 'Satellite office', ownership: 'Shared office', email: null },
  { code: 'KOB-001', ja: '神戸倉庫', en: 'Kobe Warehouse', status: 'ACTIVE', addressJa: '兵庫県神戸市中央区港島中町6-1', addressEn: '6-1 Minatojima Nakamachi, Chuo-ku, Kobe, Hyogo', phone: '078-123-4500', established: '1999-07-01', business: 'Logistics site', office: 'Warehouse', ownership: 'Owned', email: null },
  { code: 'CHB-001', ja: '千葉物流センター', en: 'Chiba Logistics Center', status: 'UNDER_CONSTRUCTION', addressJa: '千葉県市川市塩浜2-13', addressEn: '2-13 Shiohama, Ichikawa, Chiba', phone: '047-123-4500', established: '2026-10-01', business: 'Logistics site', office: 'Warehouse', ownership: 'Owned', email: null },
  { code: 'NII-001', ja: '新潟営業所', en: 'Niigata Sales Office', status: 'TEMPORARILY_CLOSED', addressJa: '新潟県新潟市中央区万代1-6-1', addressEn: '1-6-1 Bandai, Chuo-ku, Niigata', phone: '025-123-4500', established: '2010-04-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'KNZ-001', ja: '金沢オフィス', en: 'Kanazawa Office', status: 'UNDER_RENOVATION', addressJa: '石川県金沢市広岡1-5-3', addressEn: '1-5-3 Hirooka, Kanazawa, Ishikawa', phone: '076-123-4500', established: '2015-04-01', business: 'Sales office', office: 'Office floor', ownership: 'Leased', email: null },
  { code: 'OKA-001', ja: '那覇出張所', en: 'Naha Branch Office', status: 'CLOSED', addressJa: '沖縄県那覇市久茂地1-1-1', addressEn: '1-1-1 Kumoji, Naha, Okinawa', phone: '098-123-4500', established: '2011-04-01', business: 'Sales office', office: 'Satellite office', ownership: 'Shared office', email: null },
];

/** [name, vendor, category, type, integrationStatus, usageStatus, users] */
export const softwareRows: readonly (readonly [string, string, string, string, string, string, number])[] = [
  ['Slack', 'Slack Technologies', 'COMMUNICATION', 'SAAS', 'INTEGRATED', 'ACTIVE', 412],
  ['Google Workspace', 'Google', 'GROUPWARE_STORAGE', 'SAAS', 'INTEGRATED', 'ACTIVE', 468],
  ['Microsoft 365', 'Microsoft', 'PRODUCTIVITY', 'SAAS', 'INTEGRATED', 'ACTIVE', 455],
  ['Zoom', 'Zoom Communications', 'COMMUNICATION', 'SAAS', 'INTEGRATED', 'ACTIVE', 390],
  ['Salesforce Sales Cloud', 'Salesforce', 'SALES', 'SAAS', 'INTEGRATED', 'ACTIVE', 120],
  ['freee会計', 'freee', 'ACCOUNTING_FINANCE', 'SAAS', 'INTEGRATED', 'ACTIVE', 24],
  ['SmartHR', 'SmartHR', 'HR', 'SAAS', 'INTEGRATED', 'ACTIVE', 470],
  ['kintone', 'サイボウズ', 'OPERATION_WORKFLOW', 'SAAS', 'INTEGRATED', 'ACTIVE', 210],
  ['Box', 'Box', 'GROUPWARE_STORAGE', 'SAAS', 'INTEGRATED', 'ACTIVE', 300],
  ['Notion', 'Notion Labs', 'KNOWLEDGE_DOCUMENT', 'SAAS', 'INTEGRATED', 'TRIAL', 45],
  ['GitHub', 'GitHub', 'DEV_OPS', 'SAAS', 'INTEGRATED', 'ACTIVE', 62],
  ['Backlog', 'ヌーラボ', 'PROJECT_MANAGEMENT', 'SAAS', 'INTEGRATED', 'ACTIVE', 88],
  ['Sansan', 'Sansan', 'SALES', 'SAAS', 'INTEGRATED', 'ACTIVE', 150],
  ['マネーフォワード クラウド', 'マネーフォワード', 'ACCOUNTING_FINANCE', 'SAAS', 'INTEGRATED', 'ACTIVE', 35],
  ['HubSpot', 'HubSpot', 'MARKETING', 'SAAS', 'INTEGRATED', 'ACTIVE', 18],
  ['Zendesk', 'Zendesk', 'CS', 'SAAS', 'INTEGRATED', 'ACTIVE', 40],
  ['ChatGPT Enterprise', 'OpenAI', 'AI', 'SAAS', 'INTEGRATED', 'TRIAL', 30],
  ['Chatwork', 'kubell', 'COMMUNICATION', 'SAAS', 'DEACTIVATED', 'DEACTIVATED', 0],
  ['ジョブカン勤怠管理', 'DONUTS', 'HR', 'SAAS', 'INTEGRATED', 'ACTIVE', 460],
  ['クラウドサイン', '弁護士ドットコム', 'LEGAL', 'SAAS', 'INTEGRATED', 'ACTIVE', 22],
  ['Tableau Cloud', 'Salesforce', 'ANALYTICS', 'SAAS', 'NOT_INTEGRATED', 'ACTIVE', 12],
  ['Okta Workforce Identity', 'Okta', 'SECURITY_COMPLIANCE', 'SAAS', 'INTEGRATED', 'ACTIVE', 470],
  ['Jira', 'Atlassian', 'PROJECT_MANAGEMENT', 'SAAS', 'INTEGRATED', 'ACTIVE', 70],
  ['Miro', 'Miro', 'PRODUCTIVITY', 'SAAS', 'NOT_INTEGRATED', 'ACTIVE', 55],
  ['Zapier', 'Zapier', 'RPA_IPAAS', 'SAAS', 'NOT_INTEGRATED', 'TRIAL', 5],
  ['WordPress.com', 'Automattic', 'WEBSITE', 'SAAS', 'NOT_INTEGRATED', 'ACTIVE', 6],
  ['LINE WORKS', 'LINE WORKS', 'COMMUNICATION', 'SAAS', 'DEACTIVATED', 'DISCONTINUED', 0],
  ['Dropbox Business', 'Dropbox', 'GROUPWARE_STORAGE', 'SAAS', 'DEACTIVATED', 'DEACTIVATED', 0],
  ['Garoon', 'サイボウズ', 'GROUPWARE_STORAGE', 'SAAS', 'INTEGRATED', 'ACTIVE', 180],
  ['Canva', 'Canva', 'MARKETING', 'SAAS', 'NOT_INTEGRATED', 'ACTIVE', 14],
  ['カンリ受発注ポータル', '株式会社カンリ商事', 'OPERATION_WORKFLOW', 'SAAS', 'CUSTOM_APP', 'ACTIVE', 96],
  ['社内FAQボット', '株式会社カンリ商事', 'KNOWLEDGE_DOCUMENT', 'SAAS', 'CUSTOM_APP', 'TRIAL', 40],
  ['経費精算ワークフロー', '株式会社カンリ商事', 'ACCOUNTING_FINANCE', 'CUSTOM_SAAS', 'NOT_INTEGRATED', 'ACTIVE', 300],
  ['Microsoft Office LTSC 2021', 'Microsoft', 'PRODUCTIVITY', 'INSTALLED', 'NOT_INTEGRATED', 'ACTIVE', 80],
  ['Adobe Acrobat Pro', 'Adobe', 'PRODUCTIVITY', 'INSTALLED', 'NOT_INTEGRATED', 'ACTIVE', 65],
  ['Visual Studio Code', 'Microsoft', 'DEV_OPS', 'INSTALLED', 'NOT_INTEGRATED', 'ACTIVE', 60],
  ['Windows 11 Pro', 'Microsoft', 'OTHER', 'MW_OS', 'NOT_INTEGRATED', 'ACTIVE', 380],
  ['macOS Sequoia', 'Apple', 'OTHER', 'MW_OS', 'NOT_INTEGRATED', 'ACTIVE', 90],
  ['PostgreSQL 15', 'PostgreSQL Global Development Group', 'DEV_OPS', 'MW_OS', 'NOT_INTEGRATED', 'ACTIVE', 8],
  ['勤怠集計マクロ', '株式会社カンリ商事', 'HR', 'SCRATCH', 'NOT_INTEGRATED', 'ACTIVE', 6],
  ['ウイルスバスター ビジネスセキュリティ', 'トレンドマイクロ', 'SECURITY_COMPLIANCE', 'PRODUCT', 'NOT_INTEGRATED', 'ACTIVE', 470],
  ['弥生会計', '弥生', 'ACCOUNTING_FINANCE', 'PRODUCT', 'NOT_INTEGRATED', 'DISCONTINUED', 0],
];

/** Supplier products: [ja, en, maker, model, genre, price (JPY or null), priceKind, contractMethod] */
export const productRows: readonly (readonly [string, string, string, string, string, number | null, string, string])[] = [
  ['ThinkPad X1 Carbon Gen 12', 'ThinkPad X1 Carbon Gen 12', 'Lenovo', '21KC', 'LAPTOP', 298000, 'ONE_SHOT', 'PURCHASE'],
  ['MacBook Air 13インチ (M3)', 'MacBook Air 13-inch (M3)', 'Apple', 'MRXN3J/A', 'LAPTOP', 6800, 'RECURRING', 'RENTAL'],
  ['MacBook Pro 14インチ (M4)', 'MacBook Pro 14-inch (M4)', 'Apple', 'MW2U3J/A', 'LAPTOP', 248800, 'ONE_SHOT', 'PURCHASE'],
  ['Let\'s note SR', 'Let\'s note SR', 'Panasonic', 'CF-SR4', 'LAPTOP', 9800, 'RECURRING', 'RENTAL'],
  ['dynabook G83', 'dynabook G83', 'Dynabook', 'A6G9', 'LAPTOP', 189800, 'ONE_SHOT', 'PURCHASE'],
  ['LIFEBOOK U9414', 'LIFEBOOK U9414', 'Fujitsu', 'FMVU5001', 'LAPTOP', 7500, 'RECURRING', 'RENTAL'],
  ['VersaPro タイプVG', 'VersaPro Type VG', 'NEC', 'PC-VKT44', 'LAPTOP', 176000, 'ONE_SHOT', 'PURCHASE'],
  ['HP EliteBook 840 G11', 'HP EliteBook 840 G11', 'HP', '9G0A4PT', 'LAPTOP', 214500, 'ONE_SHOT', 'PURCHASE'],
  ['Surface Pro 11', 'Surface Pro 11', 'Microsoft', 'ZIA-00011', 'TABLET', 8200, 'RECURRING', 'RENTAL'],
  ['iPad (第10世代)', 'iPad (10th generation)', 'Apple', 'MPQ03J/A', 'TABLET', 58800, 'ONE_SHOT', 'PURCHASE'],
  ['iPhone 16', 'iPhone 16', 'Apple', 'MYDQ3J/A', 'MOBILE', 4500, 'RECURRING', 'RENTAL'],
  ['Galaxy S24', 'Galaxy S24', 'Samsung', 'SC-51E', 'MOBILE', 3900, 'RECURRING', 'RENTAL'],
  ['AQUOS sense9', 'AQUOS sense9', 'シャープ', 'SH-M29', 'MOBILE', 54800, 'ONE_SHOT', 'PURCHASE'],
  ['Dell U2724D 27インチモニター', 'Dell U2724D 27-inch monitor', 'Dell', 'U2724D', 'MONITOR', 59800, 'ONE_SHOT', 'PURCHASE'],
  ['EIZO FlexScan EV2485', 'EIZO FlexScan EV2485', 'EIZO', 'EV2485-BK', 'MONITOR', 1200, 'RECURRING', 'RENTAL'],
  ['HP Z2 Tower G9', 'HP Z2 Tower G9', 'HP', '6N5V2PA', 'WORKSTATION', 389000, 'ONE_SHOT', 'PURCHASE'],
  ['PRIMERGY TX1330 M6', 'PRIMERGY TX1330 M6', 'Fujitsu', 'PYT1336T3S', 'SERVER', null, 'QUOTATION', 'PURCHASE'],
  ['PC運用保守パック', 'PC managed service pack', 'デバイスサプライ', 'MSP-STD', 'OTHER', 1500, 'RECURRING', 'SERVICE_CONTRACT'],
  ['キッティング作業(1台)', 'Device kitting (per unit)', 'デバイスサプライ', 'KIT-01', 'OTHER', 5000, 'ONE_SHOT', 'SERVICE_CONTRACT'],
  ['データ消去証明サービス', 'Certified data erasure service', 'デバイスサプライ', 'ERASE-01', 'OTHER', null, 'QUOTATION', 'SERVICE_CONTRACT'],
  ['Yamaha RTX1300 ルーター', 'Yamaha RTX1300 router', 'ヤマハ', 'RTX1300', 'OTHER', 198000, 'ONE_SHOT', 'PURCHASE'],
  ['Chromebook Plus', 'Chromebook Plus', 'ASUS', 'CX34', 'LAPTOP', 3200, 'RECURRING', 'RENTAL'],
];
