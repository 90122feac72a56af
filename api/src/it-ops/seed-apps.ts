import type { Db } from '../db/client';
import * as t from '../schema';
import { seededUuid } from './seed-networks';

/**
 * The app marketplace's catalog (001 §2 "/software/marketplace", §7 `GET /v2/apps`, `/v2/app-categories`):
 * real SaaS products with their vendors, in the software categories of 001 §3. The catalog is the
 * product's reference data, the same for every company, so it is written on every first start (demo
 * or not) and its ids are fixed (`seededUuid('app:<name>')`), so that a link to an app stays valid
 * across re-seeds.
 */

/** [id, 日本語, English] in display order: the software categories of 001 §3. */
export const appCategoryRows: readonly (readonly [string, string, string])[] = [
  ['COMMUNICATION', 'コミュニケーション', 'Communication'],
  ['GROUPWARE_STORAGE', 'グループウェア・ストレージ', 'Groupware and storage'],
  ['PRODUCTIVITY', '生産性', 'Productivity'],
  ['HR', '人事・労務', 'HR'],
  ['ACCOUNTING_FINANCE', '会計・財務', 'Accounting and finance'],
  ['LEGAL', '法務', 'Legal'],
  ['SALES', '営業', 'Sales'],
  ['MARKETING', 'マーケティング', 'Marketing'],
  ['CS', 'カスタマーサポート', 'Customer support'],
  ['OPERATION_WORKFLOW', '業務ワークフロー', 'Operation workflow'],
  ['KNOWLEDGE_DOCUMENT', 'ナレッジ・ドキュメント', 'Knowledge and documents'],
  ['PROJECT_MANAGEMENT', 'プロジェクト管理', 'Project management'],
  ['DEV_OPS', '開発・運用', 'Development and operations'],
  ['AI', 'AI', 'AI'],
  ['RPA_IPAAS', 'RPA・iPaaS', 'RPA and iPaaS'],
  ['ANALYTICS', '分析', 'Analytics'],
  ['SECURITY_COMPLIANCE', 'セキュリティ・コンプライアンス', 'Security and compliance'],
  ['WEBSITE', 'Webサイト', 'Website'],
  ['RESEARCH', 'リサーチ', 'Research'],
  ['SUSTAINABILITY_IR', 'サステナビリティ・IR', 'Sustainability and IR'],
  ['OTHER', 'その他', 'Other'],
];

/** One catalog app: name (unique), vendor, category id, site, features, auth method, descriptions. */
export interface CatalogApp {
  name: string;
  vendor: string;
  category: string;
  website: string;
  features: readonly ('USER_PROVISIONING' | 'SSO' | 'MDM')[];
  authMethod: 'SAML' | 'OAUTH' | 'SELF' | 'OTHER';
  ja: string;
  en: string;
}

/** The catalog, in display order within each category. */
export const catalogApps: readonly CatalogApp[] = [
  { name: 'Slack', vendor: 'Slack Technologies', category: 'COMMUNICATION', website: 'https://slack.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'OAUTH', ja: 'チャンネル単位で会話するビジネスチャット。', en: 'Channel-based business messaging.' },
  { name: 'Zoom', vendor: 'Zoom Communications', category: 'COMMUNICATION', website: 'https://zoom.us/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'OAUTH', ja: 'ビデオ会議とウェビナー。', en: 'Video meetings and webinars.' },
  { name: 'Chatwork', vendor: 'kubell', category: 'COMMUNICATION', website: 'https://go.chatwork.com/', features: [], authMethod: 'OAUTH', ja: '国内企業向けのビジネスチャット。', en: 'Business chat for Japanese companies.' },
  { name: 'LINE WORKS', vendor: 'LINE WORKS', category: 'COMMUNICATION', website: 'https://line-works.com/', features: ['USER_PROVISIONING'], authMethod: 'OAUTH', ja: 'LINEのように使える仕事用チャット。', en: 'Work chat that feels like LINE.' },
  { name: 'Microsoft Teams', vendor: 'Microsoft', category: 'COMMUNICATION', website: 'https://www.microsoft.com/microsoft-teams/', features: ['SSO'], authMethod: 'OAUTH', ja: 'チャット、会議、通話をひとつに。', en: 'Chat, meetings and calls in one place.' },
  { name: 'Google Workspace', vendor: 'Google', category: 'GROUPWARE_STORAGE', website: 'https://workspace.google.com/', features: ['USER_PROVISIONING', 'SSO', 'MDM'], authMethod: 'OAUTH', ja: 'Gmail、カレンダー、ドライブなどのグループウェア。', en: 'Gmail, Calendar, Drive and more.' },
  { name: 'Box', vendor: 'Box', category: 'GROUPWARE_STORAGE', website: 'https://www.box.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'OAUTH', ja: '企業向けクラウドストレージ。', en: 'Cloud content management for business.' },
  { name: 'Dropbox Business', vendor: 'Dropbox', category: 'GROUPWARE_STORAGE', website: 'https://www.dropbox.com/business', features: ['USER_PROVISIONING'], authMethod: 'OAUTH', ja: 'ファイルの共有と同期。', en: 'File sharing and sync.' },
  { name: 'Garoon', vendor: 'サイボウズ', category: 'GROUPWARE_STORAGE', website: 'https://garoon.cybozu.co.jp/', features: ['SSO'], authMethod: 'SAML', ja: '中堅・大企業向けグループウェア。', en: 'Groupware for mid-size and large companies.' },
  { name: 'Microsoft 365', vendor: 'Microsoft', category: 'PRODUCTIVITY', website: 'https://www.microsoft.com/microsoft-365', features: ['USER_PROVISIONING', 'SSO', 'MDM'], authMethod: 'OAUTH', ja: 'Office アプリとクラウドサービス。', en: 'Office apps and cloud services.' },
  { name: 'Miro', vendor: 'Miro', category: 'PRODUCTIVITY', website: 'https://miro.com/', features: ['SSO'], authMethod: 'SAML', ja: 'オンラインホワイトボード。', en: 'Online whiteboard.' },
  { name: 'SmartHR', vendor: 'SmartHR', category: 'HR', website: 'https://smarthr.jp/', features: ['USER_PROVISIONING'], authMethod: 'OAUTH', ja: '人事・労務の手続きと従業員データベース。', en: 'HR paperwork and the employee database.' },
  { name: 'freee人事労務', vendor: 'freee', category: 'HR', website: 'https://www.freee.co.jp/hr/', features: ['USER_PROVISIONING'], authMethod: 'OAUTH', ja: '勤怠・給与計算・年末調整と従業員情報の管理。', en: 'Attendance, payroll, year-end adjustment and the employee database.' },
  { name: 'ジョブカン勤怠管理', vendor: 'DONUTS', category: 'HR', website: 'https://jobcan.ne.jp/', features: [], authMethod: 'SELF', ja: 'シフトと打刻の勤怠管理。', en: 'Shift and time-clock attendance.' },
  { name: 'カオナビ', vendor: 'カオナビ', category: 'HR', website: 'https://www.kaonavi.jp/', features: ['SSO'], authMethod: 'SAML', ja: 'タレントマネジメント。', en: 'Talent management.' },
  { name: 'freee会計', vendor: 'freee', category: 'ACCOUNTING_FINANCE', website: 'https://www.freee.co.jp/', features: [], authMethod: 'OAUTH', ja: '中小企業向けクラウド会計。', en: 'Cloud accounting for small businesses.' },
  { name: 'マネーフォワード クラウド', vendor: 'マネーフォワード', category: 'ACCOUNTING_FINANCE', website: 'https://biz.moneyforward.com/', features: ['SSO'], authMethod: 'OAUTH', ja: '会計・経費・給与のクラウドサービス。', en: 'Accounting, expenses and payroll in the cloud.' },
  { name: '楽楽精算', vendor: 'ラクス', category: 'ACCOUNTING_FINANCE', website: 'https://www.rakurakuseisan.jp/', features: [], authMethod: 'SELF', ja: '経費精算システム。', en: 'Expense reimbursement.' },
  { name: 'クラウドサイン', vendor: '弁護士ドットコム', category: 'LEGAL', website: 'https://www.cloudsign.jp/', features: ['SSO'], authMethod: 'SAML', ja: '電子契約サービス。', en: 'Electronic contracts.' },
  { name: 'GMOサイン', vendor: 'GMOグローバルサイン・HD', category: 'LEGAL', website: 'https://www.gmosign.com/', features: [], authMethod: 'SELF', ja: '電子契約と電子署名。', en: 'Electronic contracts and signatures.' },
  { name: 'Salesforce Sales Cloud', vendor: 'Salesforce', category: 'SALES', website: 'https://www.salesforce.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: '営業支援・顧客管理（SFA/CRM）。', en: 'Sales force automation and CRM.' },
  { name: 'Sansan', vendor: 'Sansan', category: 'SALES', website: 'https://jp.sansan.com/', features: ['SSO'], authMethod: 'SAML', ja: '名刺管理と営業DX。', en: 'Business-card management for sales.' },
  { name: 'HubSpot', vendor: 'HubSpot', category: 'MARKETING', website: 'https://www.hubspot.com/', features: ['SSO'], authMethod: 'OAUTH', ja: 'マーケティングオートメーションとCRM。', en: 'Marketing automation and CRM.' },
  { name: 'Canva', vendor: 'Canva', category: 'MARKETING', website: 'https://www.canva.com/', features: [], authMethod: 'OAUTH', ja: 'オンラインデザインツール。', en: 'Online design tool.' },
  { name: 'Zendesk', vendor: 'Zendesk', category: 'CS', website: 'https://www.zendesk.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'OAUTH', ja: 'カスタマーサポートのチケット管理。', en: 'Customer-support ticketing.' },
  { name: 'kintone', vendor: 'サイボウズ', category: 'OPERATION_WORKFLOW', website: 'https://kintone.cybozu.co.jp/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'ノーコードで業務アプリを作れるプラットフォーム。', en: 'No-code business apps.' },
  { name: 'Notion', vendor: 'Notion Labs', category: 'KNOWLEDGE_DOCUMENT', website: 'https://www.notion.so/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'ドキュメントとWikiのワークスペース。', en: 'Docs and wiki workspace.' },
  { name: 'Confluence', vendor: 'Atlassian', category: 'KNOWLEDGE_DOCUMENT', website: 'https://www.atlassian.com/software/confluence', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'チームのナレッジ共有。', en: 'Team knowledge sharing.' },
  { name: 'Backlog', vendor: 'ヌーラボ', category: 'PROJECT_MANAGEMENT', website: 'https://backlog.com/ja/', features: [], authMethod: 'OAUTH', ja: 'プロジェクト管理と課題管理。', en: 'Project and issue tracking.' },
  { name: 'Jira', vendor: 'Atlassian', category: 'PROJECT_MANAGEMENT', website: 'https://www.atlassian.com/software/jira', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'ソフトウェア開発の課題管理。', en: 'Issue tracking for software teams.' },
  { name: 'Asana', vendor: 'Asana', category: 'PROJECT_MANAGEMENT', website: 'https://asana.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'タスクとプロジェクトの管理。', en: 'Tasks and projects.' },
  { name: 'GitHub', vendor: 'GitHub', category: 'DEV_OPS', website: 'https://github.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'ソースコードのホスティングと開発基盤。', en: 'Code hosting and developer platform.' },
  { name: 'AWS', vendor: 'Amazon Web Services', category: 'DEV_OPS', website: 'https://aws.amazon.com/', features: ['SSO'], authMethod: 'SAML', ja: 'クラウドコンピューティング。', en: 'Cloud computing.' },
  { name: 'ChatGPT Enterprise', vendor: 'OpenAI', category: 'AI', website: 'https://openai.com/chatgpt/enterprise/', features: ['SSO'], authMethod: 'SAML', ja: '企業向け生成AIアシスタント。', en: 'Generative AI assistant for companies.' },
  { name: 'Zapier', vendor: 'Zapier', category: 'RPA_IPAAS', website: 'https://zapier.com/', features: [], authMethod: 'OAUTH', ja: 'アプリ間の自動連携。', en: 'Automations between apps.' },
  { name: 'Tableau Cloud', vendor: 'Salesforce', category: 'ANALYTICS', website: 'https://www.tableau.com/', features: ['SSO'], authMethod: 'SAML', ja: 'BI・データ可視化。', en: 'BI and data visualization.' },
  { name: 'Okta Workforce Identity', vendor: 'Okta', category: 'SECURITY_COMPLIANCE', website: 'https://www.okta.com/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'ID管理とシングルサインオン。', en: 'Identity and single sign-on.' },
  { name: 'HENNGE One', vendor: 'HENNGE', category: 'SECURITY_COMPLIANCE', website: 'https://hennge.com/jp/', features: ['USER_PROVISIONING', 'SSO'], authMethod: 'SAML', ja: 'クラウドセキュリティとSSO。', en: 'Cloud security and SSO.' },
  { name: 'WordPress.com', vendor: 'Automattic', category: 'WEBSITE', website: 'https://wordpress.com/', features: [], authMethod: 'SELF', ja: 'Webサイトとブログの作成。', en: 'Websites and blogs.' },
];

/** Writes the categories and the catalog apps (fixed ids). Returns the app ids by name. */
export async function seedAppCatalog(db: Db): Promise<Map<string, string>> {
  await db.insert(t.appCategories).values(appCategoryRows.map(([id, nameJa, nameEn], i) => ({ id, nameJa, nameEn, displayOrder: i })));
  const rows = catalogApps.map((a, i) => ({
    id: seededUuid(`app:${a.name}`),
    name: a.name,
    vendorName: a.vendor,
    categoryId: a.category,
    descriptionJa: a.ja,
    descriptionEn: a.en,
    websiteUrl: a.website,
    logoUrl: null,
    connector: 'simulated',
    authMethod: a.authMethod,
    features: [...a.features],
    displayOrder: i,
  }));
  await db.insert(t.apps).values(rows);
  return new Map(rows.map((r) => [r.name, r.id]));
}
