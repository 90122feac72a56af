/**
 * The product page's text of the demo products (issue 15; docs/marketplace.md "Product page and
 * cart"): a description per language and the lead time in working days, keyed by model number.
 * A model missing here keeps no description and lead time (the page reads "ask the supplier").
 */
const details: Record<string, readonly [ja: string, en: string, leadTimeDays: number | null]> = {
  '21KC': ['約1.09kgの軽量ボディに14インチ2.8K有機ELを搭載したビジネスノートPCです。キッティング済みでお届けします。', 'A 1.09 kg business laptop with a 14-inch 2.8K OLED display, delivered ready to use (kitted).', 5],
  'MRXN3J/A': ['M3チップ搭載の薄型ノートPCを月額でレンタルいたします。故障時は代替機を翌営業日に発送します。', 'The thin M3 laptop on a monthly rental; a replacement ships the next working day if it breaks.', 3],
  'MW2U3J/A': ['M4チップと14.2インチLiquid Retina XDRディスプレイを備えた開発・クリエイティブ向けモデルです。', 'An M4 laptop with a 14.2-inch Liquid Retina XDR display for development and creative work.', 7],
  'CF-SR4': ['堅牢性とバッテリー駆動時間に優れた国産モバイルノートPCのレンタルです。', 'A rugged Japanese mobile laptop with a long battery life, on monthly rental.', 5],
  'A6G9': ['13.3インチで約875gの軽量ノートPCです。', 'A 13.3-inch laptop weighing about 875 g.', 7],
  FMVU5001: ['14インチの軽量ノートPCを月額でレンタルいたします。', 'A light 14-inch laptop on monthly rental.', 5],
  'PC-VKT44': ['テンキー付き15.6インチの定番ビジネスノートPCです。', 'A standard 15.6-inch business laptop with a numeric keypad.', 10],
  '9G0A4PT': ['セキュリティ機能を強化した14インチのビジネスノートPCです。', 'A 14-inch business laptop with strengthened security features.', 7],
  'ZIA-00011': ['キーボード付きの2in1タブレットを月額でレンタルいたします。', 'A 2-in-1 tablet with its keyboard, on monthly rental.', 5],
  'MPQ03J/A': ['10.9インチLiquid Retinaディスプレイのタブレットです。受付や店頭での利用に向いています。', 'A 10.9-inch Liquid Retina tablet, well suited to reception desks and shop floors.', 3],
  'MYDQ3J/A': ['社用スマートフォンを月額でレンタルいたします。MDM登録済みでお届けします。', 'A company smartphone on monthly rental, delivered enrolled in device management.', 3],
  'SC-51E': ['社用Androidスマートフォンを月額でレンタルいたします。', 'A company Android smartphone on monthly rental.', 3],
  'SH-M29': ['防水・防塵に対応した国産スマートフォンです。', 'A water- and dust-proof Japanese smartphone.', 5],
  U2724D: ['27インチQHD、USB-C給電対応のモニターです。', 'A 27-inch QHD monitor with USB-C power delivery.', 5],
  'EV2485-BK': ['目にやさしい24.1インチのモニターを月額でレンタルいたします。', 'An eye-friendly 24.1-inch monitor on monthly rental.', 5],
  '6N5V2PA': ['CADや解析向けのタワー型ワークステーションです。構成はご相談ください。', 'A tower workstation for CAD and analysis; ask us about its configuration.', 14],
  PYT1336T3S: ['小規模オフィス向けのタワー型サーバーです。構成に応じてお見積りいたします。', 'A tower server for small offices, quoted for the configuration you need.', null],
  'MSP-STD': ['PCの問い合わせ対応、故障受付、資産管理を1台あたり月額でお引き受けします。', 'Help desk, repair handling and asset management for your PCs, per device per month.', 10],
  'KIT-01': ['OSの初期設定、アプリのインストール、資産管理ラベルの貼付を1台ずつ行います。', 'Initial OS set-up, app installation and an asset tag, device by device.', 5],
  'ERASE-01': ['ご返却いただいた端末のデータを消去し、消去証明書を発行します。台数に応じてお見積りいたします。', 'We erase the data of returned devices and issue an erasure certificate; quoted by the number of devices.', null],
  RTX1300: ['拠点間VPNに対応した10ギガビット対応のルーターです。', 'A 10-gigabit router with site-to-site VPN.', 10],
  CX34: ['クラウド業務向けのChromebookを月額でレンタルいたします。', 'A Chromebook for cloud work, on monthly rental.', 3],
};

/** The description (ja, en) and lead time (working days) of a demo product, by its model number; nulls when unknown. */
export function productPageDetails(model: string): { descriptionJa: string | null; descriptionEn: string | null; leadTimeDays: number | null } {
  const found = details[model];
  return found ? { descriptionJa: found[0], descriptionEn: found[1], leadTimeDays: found[2] } : { descriptionJa: null, descriptionEn: null, leadTimeDays: null };
}
