import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { OperationCore, OperationPackageKind, OperationSubjectKind, PatternDefinition } from '@kanri/contracts';
import { defaultPatternDefinition } from '@kanri/contracts';
import type { Db } from '../db/client';
import * as t from '../schema';
import { prng } from '../db/seed-random';
import { abortInstance, addDaysIso, completeTask, decideApproval, startPattern } from './engine';

/**
 * The demo's operation packages (issue 14; docs/operation-packages.md "Seeds"), `prng(14_001)`:
 * packages and patterns of a Japanese company in the four cores, with definitions that use every
 * task kind and forms of every field type, and instances in every state (in progress at different
 * steps, completed, aborted with a reason, overdue), started by the admin user (a 住所変更届 by the
 * member, the self-service package). admin@ and member@ get open tasks (member: a 異動届 FORM and a
 * TODO; admin: the APPROVAL of member's 住所変更届 and of other requests). The IT core's 年次デバイス
 * 棚卸 package (DEVICE_INVENTORY) has the patterns 「2025年度 年次デバイス棚卸」 and 「2026年度 年次
 * デバイス棚卸」 without instances: the device inventory's seed starts them (the returned ids).
 *
 * Moves go through the engine (the same rules and audit entries as the API), at times before `now`.
 */

const n = (ja: string, en: string) => ({ ja, en });
const todo = (key: string, name: { ja: string; en: string }, assignee: PatternDefinition['steps'][number]['tasks'][number]['assignee'], dueOffsetDays: number) =>
  ({ key, name, kind: 'TODO' as const, assignee, dueOffsetDays, formId: null });
const task = (kind: 'TODO' | 'FORM' | 'APPROVAL' | 'REVIEW' | 'DEVICE_SELF_REPORT', key: string, name: { ja: string; en: string }, assignee: PatternDefinition['steps'][number]['tasks'][number]['assignee'], dueOffsetDays: number, formId: string | null = null) =>
  ({ key, name, kind, assignee, dueOffsetDays, formId });
const STAFF = { kind: 'STAFF' as const };
const SUBJECT = { kind: 'SUBJECT' as const };
const REQUESTER = { kind: 'REQUESTER' as const };
const opt = (value: string, ja: string, en: string) => ({ value, label: n(ja, en) });

/** What the seed returns: the device inventory's pattern ids (the device-inventory seed starts requests on them) and every package id by name. */
export interface OperationsSeedResult {
  deviceInventoryPackageId: string;
  deviceInventoryPatternIds: { fy2025: string; fy2026: string };
  packageIds: Record<string, string>;
}

interface PackageSeed {
  key: string;
  core: OperationCore;
  kind: OperationPackageKind;
  subjectKind: OperationSubjectKind;
  name: { ja: string; en: string };
  description: { ja: string; en: string };
  selfService?: boolean;
  archived?: boolean;
  patterns: { key: string; name: { ja: string; en: string }; description?: { ja: string; en: string }; definition: PatternDefinition; archived?: boolean }[];
}

function packages(adminPersonId: string, hrRoleId: string | null): PackageSeed[] {
  const ADMIN = { kind: 'PERSON' as const, personId: adminPersonId };
  const HR = hrRoleId ? { kind: 'ROLE' as const, roleId: hrRoleId } : STAFF;
  const onboardingForm = {
    id: 'joining-documents', name: n('入社書類', 'Joining documents'),
    fields: [
      { key: 'address', label: n('現住所', 'Current address'), type: 'TEXT' as const, required: true, maxLength: 200, options: null },
      { key: 'emergencyContact', label: n('緊急連絡先', 'Emergency contact'), type: 'TEXT' as const, required: true, maxLength: 100, options: null },
      { key: 'commuteMethod', label: n('通勤手段', 'Commute'), type: 'SELECT' as const, required: true, maxLength: null, options: [opt('train', '電車', 'Train'), opt('bus', 'バス', 'Bus'), opt('bicycle', '自転車', 'Bicycle'), opt('walk', '徒歩', 'On foot'), opt('car', '自家用車', 'Car')] },
      { key: 'commuteRoute', label: n('通勤経路', 'Commute route'), type: 'TEXTAREA' as const, required: false, maxLength: 1000, options: null },
      { key: 'monthlyPass', label: n('通勤定期代（月額・円）', 'Monthly commuter pass (JPY)'), type: 'NUMBER' as const, required: false, maxLength: null, options: null },
      { key: 'bankTransferFrom', label: n('給与振込開始希望日', 'Salary transfer from'), type: 'DATE' as const, required: false, maxLength: null, options: null },
      { key: 'privacyConsent', label: n('個人情報の取扱いに同意します', 'I agree to the handling of my personal data'), type: 'CHECKBOX' as const, required: true, maxLength: null, options: null },
    ],
  };
  const addressForm = {
    id: 'address-change', name: n('住所変更届', 'Change of address'),
    fields: [
      { key: 'newAddress', label: n('新住所', 'New address'), type: 'TEXT' as const, required: true, maxLength: 200, options: null },
      { key: 'movedOn', label: n('転居日', 'Moved on'), type: 'DATE' as const, required: true, maxLength: null, options: null },
      { key: 'commuteChanged', label: n('通勤経路が変わる', 'My commute changes'), type: 'CHECKBOX' as const, required: false, maxLength: null, options: null },
      { key: 'newRoute', label: n('新しい通勤経路', 'New commute route'), type: 'TEXTAREA' as const, required: false, maxLength: 1000, options: null },
      { key: 'monthlyPass', label: n('新しい通勤定期代（月額・円）', 'New monthly pass (JPY)'), type: 'NUMBER' as const, required: false, maxLength: null, options: null },
    ],
  };
  return [
    {
      key: 'onboarding', core: 'LABOR', kind: 'ONBOARDING', subjectKind: 'PERSON', name: n('入社手続き', 'Onboarding'),
      description: n('入社書類の回収から社会保険の加入、アカウント発行までの手続きです。', 'From collecting the joining documents to social insurance and accounts.'),
      patterns: [
        {
          key: 'regular', name: n('正社員 入社手続き', 'Onboarding: full-time employees'),
          definition: {
            steps: [
              { key: 'documents', name: n('書類提出', 'Documents'), tasks: [task('FORM', 'joining-documents', n('入社書類の提出', 'Submit the joining documents'), SUBJECT, -7, 'joining-documents'), todo('employment-contract', n('雇用契約書の回収', 'Collect the employment contract'), HR, -5)] },
              { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('入社手続きの承認', 'Approve the onboarding'), ADMIN, -3)] },
              { key: 'setup', name: n('準備', 'Setup'), tasks: [todo('social-insurance', n('社会保険の加入手続き', 'Enrol in social insurance'), HR, 5), todo('accounts', n('社内アカウントの発行', 'Issue the accounts'), STAFF, 0)] },
              { key: 'review', name: n('完了確認', 'Final review'), tasks: [task('REVIEW', 'review', n('入社手続きの最終確認', 'Final review of the onboarding'), STAFF, 14)] },
            ],
            forms: [onboardingForm],
          },
        },
        {
          key: 'mid-career', name: n('中途採用 入社手続き', 'Onboarding: mid-career hires'),
          definition: {
            steps: [
              { key: 'documents', name: n('書類提出', 'Documents'), tasks: [task('FORM', 'joining-documents', n('入社書類の提出', 'Submit the joining documents'), SUBJECT, -7, 'joining-documents'), todo('withholding-slip', n('前職の源泉徴収票の提出', 'Hand in the withholding slip of the previous job'), SUBJECT, -3)] },
              { key: 'setup', name: n('準備', 'Setup'), tasks: [todo('accounts', n('社内アカウントの発行', 'Issue the accounts'), STAFF, 0)] },
            ],
            forms: [onboardingForm],
          },
        },
      ],
    },
    {
      key: 'offboarding', core: 'LABOR', kind: 'OFFBOARDING', subjectKind: 'PERSON', name: n('退職手続き', 'Offboarding'),
      description: n('退職届の受理から貸与物の返却、離職票の発行までの手続きです。', 'From the resignation letter to returned equipment and the separation notice.'),
      patterns: [{
        key: 'standard', name: n('退職手続き（標準）', 'Offboarding (standard)'),
        definition: {
          steps: [
            { key: 'notice', name: n('退職届', 'Resignation'), tasks: [task('FORM', 'resignation', n('退職届の提出', 'Submit the resignation letter'), SUBJECT, -30, 'resignation')] },
            { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('退職の承認', 'Approve the resignation'), ADMIN, -25)] },
            { key: 'return', name: n('返却物の回収', 'Returns'), tasks: [todo('return-items', n('PC・社員証の返却', 'Return the PC and ID card'), SUBJECT, 0), todo('separation-notice', n('離職票の発行', 'Issue the separation notice'), HR, 10)] },
            { key: 'review', name: n('完了確認', 'Final review'), tasks: [task('REVIEW', 'review', n('退職手続きの最終確認', 'Final review of the offboarding'), STAFF, 14)] },
          ],
          forms: [{
            id: 'resignation', name: n('退職届', 'Resignation letter'),
            fields: [
              { key: 'lastDay', label: n('退職予定日', 'Last working day'), type: 'DATE', required: true, maxLength: null, options: null },
              { key: 'reason', label: n('退職理由', 'Reason'), type: 'SELECT', required: true, maxLength: null, options: [opt('personal', '自己都合', 'Personal reasons'), opt('contract-end', '契約期間満了', 'End of contract'), opt('other', 'その他', 'Other')] },
              { key: 'note', label: n('備考', 'Notes'), type: 'TEXTAREA', required: false, maxLength: 1000, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'transfer', core: 'LABOR', kind: 'TRANSFER', subjectKind: 'PERSON', name: n('異動', 'Transfer'),
      description: n('部署異動に伴う届出と引き継ぎ、権限の変更です。', 'Notices, handover and access changes of a transfer.'),
      patterns: [{
        key: 'department', name: n('部署異動', 'Department transfer'),
        definition: {
          steps: [
            { key: 'notice', name: n('異動届', 'Notice'), tasks: [task('FORM', 'transfer-form', n('異動届の提出', 'Submit the transfer notice'), SUBJECT, 7, 'transfer'), todo('handover', n('引き継ぎ資料の作成', 'Write the handover notes'), SUBJECT, 10)] },
            { key: 'access', name: n('権限変更', 'Access'), tasks: [todo('access', n('システム権限の変更', 'Change the system access'), STAFF, 14)] },
            { key: 'review', name: n('完了確認', 'Final review'), tasks: [task('REVIEW', 'review', n('異動手続きの確認', 'Review the transfer'), HR, 21)] },
          ],
          forms: [{
            id: 'transfer', name: n('異動届', 'Transfer notice'),
            fields: [
              { key: 'newDepartment', label: n('異動先部署', 'New department'), type: 'TEXT', required: true, maxLength: 100, options: null },
              { key: 'effectiveOn', label: n('異動日', 'Effective on'), type: 'DATE', required: true, maxLength: null, options: null },
              { key: 'seatChange', label: n('席替えあり', 'My seat changes'), type: 'CHECKBOX', required: false, maxLength: null, options: null },
              { key: 'comment', label: n('連絡事項', 'Comments'), type: 'TEXTAREA', required: false, maxLength: 1000, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'leave', core: 'LABOR', kind: 'LEAVE_OF_ABSENCE', subjectKind: 'PERSON', name: n('休職', 'Leave of absence'),
      description: n('休職の申請と承認、社会保険の手続きです。', 'Application, approval and social insurance of a leave.'),
      patterns: [{
        key: 'standard', name: n('休職手続き', 'Leave of absence'),
        definition: {
          steps: [
            { key: 'application', name: n('休職届', 'Application'), tasks: [task('FORM', 'leave-form', n('休職届の提出', 'Submit the leave application'), SUBJECT, -14, 'leave')] },
            { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('休職の承認', 'Approve the leave'), HR, -7)] },
            { key: 'insurance', name: n('手続き', 'Procedures'), tasks: [todo('insurance', n('社会保険料の取扱い確認', 'Settle the social insurance premiums'), HR, 0)] },
          ],
          forms: [{
            id: 'leave', name: n('休職届', 'Leave application'),
            fields: [
              { key: 'startsOn', label: n('休職開始日', 'Leave starts on'), type: 'DATE', required: true, maxLength: null, options: null },
              { key: 'months', label: n('休職予定期間（月）', 'Expected length (months)'), type: 'NUMBER', required: true, maxLength: null, options: null },
              { key: 'contact', label: n('休職中の連絡先', 'Contact during the leave'), type: 'TEXT', required: false, maxLength: 100, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'address', core: 'LABOR', kind: 'OTHER', subjectKind: 'PERSON', selfService: true, name: n('住所変更届', 'Change of address'),
      description: n('転居したときに本人が届け出ます。通勤手当と社会保険の情報を更新します。', 'Filed by the employee after a move; updates the commuting allowance and social insurance.'),
      patterns: [{
        key: 'standard', name: n('住所変更届', 'Change of address'),
        definition: {
          steps: [
            { key: 'application', name: n('届出', 'Application'), tasks: [task('FORM', 'address-form', n('住所変更届の入力', 'Fill in the change of address'), SUBJECT, 7, 'address-change')] },
            { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('住所変更の承認', 'Approve the change of address'), ADMIN, 10)] },
            { key: 'payroll', name: n('反映', 'Payroll'), tasks: [task('REVIEW', 'payroll', n('給与システムへの反映', 'Update the payroll system'), HR, 14)] },
          ],
          forms: [addressForm],
        },
      }],
    },
    {
      key: 'office-move', core: 'GA', kind: 'OFFICE_MOVE', subjectKind: 'PLACE', name: n('オフィス移転', 'Office move'),
      description: n('移転計画の承認から業者手配、入居後の確認までです。', 'From the approved plan to the movers and the check after moving in.'),
      patterns: [{
        key: 'standard', name: n('オフィス移転（標準）', 'Office move (standard)'),
        definition: {
          steps: [
            { key: 'plan', name: n('計画', 'Plan'), tasks: [todo('plan', n('移転計画の作成', 'Write the move plan'), REQUESTER, -60), task('APPROVAL', 'approve', n('移転計画の承認', 'Approve the move plan'), ADMIN, -50)] },
            { key: 'execution', name: n('実施', 'Execution'), tasks: [todo('movers', n('引越業者の手配', 'Book the movers'), STAFF, -30), todo('construction', n('内装工事の立ち会い', 'Attend the fit-out works'), STAFF, -7)] },
            { key: 'review', name: n('確認', 'Review'), tasks: [task('REVIEW', 'review', n('入居後の確認', 'Check after moving in'), STAFF, 7)] },
          ],
          forms: [],
        },
      }],
    },
    {
      key: 'equipment-round', core: 'GA', kind: 'EQUIPMENT_ROUND', subjectKind: 'PLACE', name: n('備品点検', 'Equipment inspection'),
      description: n('拠点ごとの消火器・非常灯などの定期点検です。', 'Regular checks of extinguishers, emergency lights and more at each site.'),
      patterns: [{
        key: 'quarterly', name: n('四半期点検', 'Quarterly inspection'),
        definition: {
          steps: [
            { key: 'inspection', name: n('点検', 'Inspection'), tasks: [task('FORM', 'checklist', n('点検表の記入', 'Fill in the checklist'), STAFF, 0, 'checklist')] },
            { key: 'review', name: n('確認', 'Review'), tasks: [task('REVIEW', 'review', n('点検結果の確認', 'Review the results'), STAFF, 7)] },
          ],
          forms: [{
            id: 'checklist', name: n('点検表', 'Checklist'),
            fields: [
              { key: 'extinguisher', label: n('消火器の状態', 'Extinguishers'), type: 'SELECT', required: true, maxLength: null, options: [opt('good', '良好', 'Good'), opt('replace', '要交換', 'Needs replacing')] },
              { key: 'emergencyLight', label: n('非常灯の点灯を確認した', 'Emergency lights checked'), type: 'CHECKBOX', required: true, maxLength: null, options: null },
              { key: 'firstAidKits', label: n('救急箱の数', 'First-aid kits'), type: 'NUMBER', required: false, maxLength: null, options: null },
              { key: 'note', label: n('備考', 'Notes'), type: 'TEXTAREA', required: false, maxLength: 1000, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'lending', core: 'GA', kind: 'FACILITY_REQUEST', subjectKind: 'PERSON', selfService: true, name: n('備品貸出申請', 'Equipment loan request'),
      description: n('プロジェクターやノートPCなど共用備品の貸出を本人が申請します。', 'Employees request shared equipment such as projectors or laptops.'),
      patterns: [{
        key: 'standard', name: n('備品貸出', 'Equipment loan'),
        definition: {
          steps: [
            { key: 'request', name: n('申請', 'Request'), tasks: [task('FORM', 'loan-form', n('貸出申請', 'Loan request'), SUBJECT, 0, 'loan')] },
            { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('貸出の承認', 'Approve the loan'), STAFF, 2)] },
            { key: 'handover', name: n('貸出', 'Handover'), tasks: [todo('handover', n('備品の受け渡し', 'Hand over the equipment'), STAFF, 3)] },
          ],
          forms: [{
            id: 'loan', name: n('貸出申請', 'Loan request'),
            fields: [
              { key: 'item', label: n('備品', 'Item'), type: 'SELECT', required: true, maxLength: null, options: [opt('projector', 'プロジェクター', 'Projector'), opt('laptop', '貸出用ノートPC', 'Loan laptop'), opt('speaker', '会議用スピーカー', 'Conference speaker')] },
              { key: 'from', label: n('貸出開始日', 'From'), type: 'DATE', required: true, maxLength: null, options: null },
              { key: 'until', label: n('返却予定日', 'Until'), type: 'DATE', required: true, maxLength: null, options: null },
              { key: 'purpose', label: n('用途', 'Purpose'), type: 'TEXTAREA', required: false, maxLength: 500, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'contractor-start', core: 'CONTRACTOR', kind: 'CONTRACTOR_ONBOARDING', subjectKind: 'PERSON', name: n('業務委託開始', 'Contractor start'),
      description: n('業務委託契約の締結、インボイス情報の確認、アカウント発行です。', 'Contract signing, invoice details and accounts of a new contractor.'),
      patterns: [{
        key: 'standard', name: n('業務委託開始（個人事業主）', 'Contractor start (sole proprietors)'),
        definition: {
          steps: [
            {
              key: 'contract', name: n('契約締結', 'Contract'),
              tasks: [todo('sign', n('業務委託契約書の締結', 'Sign the service agreement'), STAFF, -10), task('FORM', 'vendor-form', n('取引先情報の登録', 'Register the vendor details'), SUBJECT, -7, 'vendor')],
            },
            { key: 'approval', name: n('承認', 'Approval'), tasks: [task('APPROVAL', 'approve', n('業務委託開始の承認', 'Approve the engagement'), ADMIN, -3)] },
            { key: 'accounts', name: n('アカウント発行', 'Accounts'), tasks: [todo('accounts', n('業務用アカウントの発行', 'Issue the work accounts'), STAFF, 0)] },
          ],
          forms: [{
            id: 'vendor', name: n('取引先情報', 'Vendor details'),
            fields: [
              { key: 'tradeName', label: n('屋号', 'Trade name'), type: 'TEXT', required: false, maxLength: 100, options: null },
              { key: 'invoiceNumber', label: n('適格請求書発行事業者登録番号', 'Qualified invoice issuer number'), type: 'TEXT', required: true, maxLength: 14, options: null },
              { key: 'bankAccount', label: n('振込先口座', 'Bank account'), type: 'TEXTAREA', required: true, maxLength: 300, options: null },
              { key: 'monthlyHours', label: n('想定稼働時間（月）', 'Expected hours per month'), type: 'NUMBER', required: false, maxLength: null, options: null },
            ],
          }],
        },
      }],
    },
    {
      key: 'contractor-end', core: 'CONTRACTOR', kind: 'CONTRACTOR_OFFBOARDING', subjectKind: 'PERSON', name: n('業務委託終了', 'Contractor end'),
      description: n('成果物の受領、アカウント停止、最終請求の確認です。', 'Deliverables, account removal and the final invoice.'),
      patterns: [{
        key: 'standard', name: n('業務委託終了', 'Contractor end'),
        definition: {
          steps: [
            { key: 'handover', name: n('引き継ぎ', 'Handover'), tasks: [todo('deliverables', n('成果物の受領', 'Receive the deliverables'), STAFF, -5), todo('accounts', n('アカウントの停止', 'Disable the accounts'), STAFF, 0)] },
            { key: 'invoice', name: n('最終請求', 'Final invoice'), tasks: [task('REVIEW', 'invoice', n('最終請求の確認', 'Check the final invoice'), STAFF, 30)] },
          ],
          forms: [],
        },
      }],
    },
    {
      key: 'device-inventory', core: 'IT', kind: 'DEVICE_INVENTORY', subjectKind: 'DEVICE', name: n('年次デバイス棚卸', 'Annual device inventory'),
      description: n('貸与デバイスを本人が自己申告し、情報システム部門が結果を確認します。', 'Employees report the devices they hold; IT reviews the results.'),
      patterns: [
        { key: 'fy2025', name: n('2025年度 年次デバイス棚卸', 'FY2025 annual device inventory'), definition: defaultPatternDefinition('DEVICE_INVENTORY', 'DEVICE') },
        { key: 'fy2026', name: n('2026年度 年次デバイス棚卸', 'FY2026 annual device inventory'), definition: defaultPatternDefinition('DEVICE_INVENTORY', 'DEVICE') },
      ],
    },
    {
      key: 'kitting', core: 'IT', kind: 'DEVICE_PROVISIONING', subjectKind: 'DEVICE', name: n('PC キッティング', 'PC provisioning'),
      description: n('新しいPCのセットアップから利用者への受け渡しまでです。', 'From setting up a new PC to handing it over.'),
      patterns: [{
        key: 'standard', name: n('Windows PC キッティング', 'Windows PC provisioning'),
        definition: {
          steps: [
            { key: 'setup', name: n('セットアップ', 'Setup'), tasks: [todo('os', n('OS・業務アプリのセットアップ', 'Install the OS and the apps'), STAFF, -3), todo('label', n('資産ラベルの貼付', 'Attach the asset label'), STAFF, -2)] },
            { key: 'handover', name: n('受け渡し', 'Handover'), tasks: [todo('receipt', n('受領確認', 'Confirm receipt'), SUBJECT, 3)] },
            { key: 'review', name: n('確認', 'Review'), tasks: [task('REVIEW', 'review', n('キッティング完了確認', 'Review the provisioning'), STAFF, 7)] },
          ],
          forms: [],
        },
      }],
    },
    {
      key: 'account-review', core: 'IT', kind: 'ACCOUNT_REVIEW', subjectKind: 'PERSON', name: n('アカウント棚卸', 'Account review'),
      description: n('利用中のSaaSアカウントを本人が確認し、不要なものを停止します。', 'Employees confirm their SaaS accounts; unused ones are removed.'),
      patterns: [{
        key: 'half-year', name: n('上期 アカウント棚卸', 'First-half account review'),
        definition: {
          steps: [
            { key: 'check', name: n('本人確認', 'Check'), tasks: [task('FORM', 'accounts-form', n('利用アカウントの確認', 'Confirm your accounts'), SUBJECT, 14, 'accounts')] },
            { key: 'review', name: n('確認', 'Review'), tasks: [task('REVIEW', 'review', n('不要アカウントの停止', 'Remove the unused accounts'), STAFF, 21)] },
          ],
          forms: [{
            id: 'accounts', name: n('利用アカウントの確認', 'Your accounts'),
            fields: [
              { key: 'allInUse', label: n('すべてのアカウントを利用している', 'I use every account listed'), type: 'CHECKBOX', required: false, maxLength: null, options: null },
              { key: 'unused', label: n('不要なアカウント', 'Accounts I no longer need'), type: 'TEXTAREA', required: false, maxLength: 1000, options: null },
            ],
          }],
        },
      }],
    },
  ];
}

/**
 * Seeds the operation packages of the demo company (see the module docstring). `adminUserId` starts
 * the instances; `memberUserId` files a 住所変更届. Returns the device inventory's pattern ids.
 */
export async function seedOperations(
  db: Db,
  input: { companyId: string; adminUserId: string; memberUserId: string; now: Date },
): Promise<OperationsSeedResult> {
  const { companyId, adminUserId, memberUserId, now } = input;
  const rnd = prng(14_001);
  const uuid = () => rnd.uuid();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const today = now.toISOString().slice(0, 10);
  const day = (offset: number) => addDaysIso(today, offset);

  const [adminUser] = await db.select({ personId: t.users.personId }).from(t.users).where(eq(t.users.id, adminUserId));
  const [memberUser] = await db.select({ personId: t.users.personId }).from(t.users).where(eq(t.users.id, memberUserId));
  const adminPersonId = adminUser!.personId!;
  const memberPersonId = memberUser!.personId!;
  const [hrRole] = await db.select({ id: t.roles.id }).from(t.roles).where(and(eq(t.roles.companyId, companyId), eq(t.roles.name, '人事')));
  // people other than the demo accounts' own, in a stable order
  const users = await db.select({ personId: t.users.personId }).from(t.users).where(and(eq(t.users.companyId, companyId), isNotNull(t.users.personId)));
  const withUser = new Set(users.map((u) => u.personId));
  const people = await db
    .select({ id: t.people.id, workerType: t.people.workerType, status: t.people.status })
    .from(t.people)
    .where(and(eq(t.people.companyId, companyId), ne(t.people.status, 'ALUMNI')))
    .orderBy(asc(t.people.workerNumber));
  const others = people.filter((p) => !withUser.has(p.id));
  const employees = others.filter((p) => p.workerType === 'EMPLOYEE');
  const contractors = others.filter((p) => p.workerType === 'CONTRACTOR' || p.workerType === 'COLLABORATOR');
  const places = await db.select({ id: t.places.id }).from(t.places).where(and(eq(t.places.companyId, companyId), eq(t.places.status, 'ACTIVE'))).orderBy(asc(t.places.code));
  const devices = await db
    .select({ id: t.devices.id })
    .from(t.devices)
    .where(and(eq(t.devices.companyId, companyId), eq(t.devices.category, 'IN_USED')))
    .orderBy(asc(t.devices.deviceTag));

  // packages and patterns
  const patternIds: Record<string, string> = {};
  const packageIds: Record<string, string> = {};
  for (const pkg of packages(adminPersonId, hrRole?.id ?? null)) {
    const packageId = uuid();
    packageIds[pkg.key] = packageId;
    await db.insert(t.operationPackages).values({
      id: packageId, companyId, core: pkg.core, kind: pkg.kind, subjectKind: pkg.subjectKind, nameJa: pkg.name.ja, nameEn: pkg.name.en,
      descriptionJa: pkg.description.ja, descriptionEn: pkg.description.en, selfService: pkg.selfService ?? false,
      archivedAt: pkg.archived ? at(30) : null, createdAt: at(400), updatedAt: at(200),
    });
    for (const pattern of pkg.patterns) {
      const id = uuid();
      patternIds[`${pkg.key}/${pattern.key}`] = id;
      await db.insert(t.operationPackagePatterns).values({
        id, companyId, packageId, nameJa: pattern.name.ja, nameEn: pattern.name.en, descriptionJa: pattern.description?.ja ?? null, descriptionEn: pattern.description?.en ?? null,
        definition: pattern.definition, archivedAt: pattern.archived ? at(30) : null, createdAt: at(400), updatedAt: at(200), createdBy: adminUserId, updatedBy: adminUserId,
      });
    }
  }
  // an archived package and pattern (the archive tab and the 409 on start)
  const archivedId = uuid();
  await db.insert(t.operationPackages).values({
    id: archivedId, companyId, core: 'LABOR', kind: 'OTHER', subjectKind: 'PERSON', nameJa: '年末調整（旧様式）', nameEn: 'Year-end adjustment (old form)',
    descriptionJa: '2024年度まで使用していた手続きです。', descriptionEn: 'The procedure used until FY2024.', archivedAt: at(120), createdAt: at(800), updatedAt: at(120),
  });
  const archivedPatternId = uuid();
  await db.insert(t.operationPackagePatterns).values({
    id: archivedPatternId, companyId, packageId: packageIds.onboarding!, nameJa: 'アルバイト 入社手続き（廃止）', nameEn: 'Onboarding: part-timers (retired)',
    definition: defaultPatternDefinition('ONBOARDING', 'PERSON'), archivedAt: at(90), createdAt: at(500), updatedAt: at(90), createdBy: adminUserId, updatedBy: adminUserId,
  });
  packageIds.archived = archivedId;

  // instances, each moved by the engine as the people would have
  type Step = (tx: Db, taskIds: Map<string, string>, instanceId: string) => Promise<void>;
  const run = async (patternKey: string, subjectIds: string[], options: { startedDaysAgo: number; anchor: string; title?: string | null; actor?: string; steps?: Step[] }) => {
    if (!subjectIds.length) return [];
    const started = at(options.startedDaysAgo);
    return db.transaction(async (tx) => {
      const x = tx as unknown as Db;
      const { instanceIds } = await startPattern(x, {
        companyId, actorUserId: options.actor ?? adminUserId, patternId: patternIds[patternKey]!, anchorDate: options.anchor, title: options.title ?? null, subjectIds, now: started, uuid,
      });
      for (const instanceId of instanceIds) {
        for (const step of options.steps ?? []) {
          const rows = await x.select({ id: t.operationTaskInstances.id, key: t.operationTaskInstances.taskKey }).from(t.operationTaskInstances).where(eq(t.operationTaskInstances.instanceId, instanceId));
          await step(x, new Map(rows.map((r) => [r.key, r.id])), instanceId);
        }
      }
      return instanceIds;
    });
  };
  const done = (key: string, daysAgo: number, extra: { formValues?: Record<string, unknown>; comment?: string; by?: string } = {}): Step => async (tx, ids) => {
    await completeTask(tx, { companyId, actorUserId: extra.by ?? adminUserId, taskInstanceId: ids.get(key)!, onBehalf: false, comment: extra.comment ?? null, formValues: extra.formValues ?? null, now: at(daysAgo) });
  };
  const decide = (key: string, decision: 'APPROVED' | 'SENT_BACK', daysAgo: number, comment: string | null = null): Step => async (tx, ids) => {
    await decideApproval(tx, { companyId, actorUserId: adminUserId, taskInstanceId: ids.get(key)!, decision, comment, onBehalf: false, now: at(daysAgo) });
  };
  const abort = (reason: string, daysAgo: number): Step => async (tx, _ids, instanceId) => {
    const [row] = await tx.select({ version: t.operationInstances.version }).from(t.operationInstances).where(eq(t.operationInstances.id, instanceId));
    await abortInstance(tx, { companyId, actorUserId: adminUserId, instanceId, reason, version: row!.version, now: at(daysAgo) });
  };
  const joining = (address: string) => ({ address, emergencyContact: '090-1234-5678（母）', commuteMethod: 'train', commuteRoute: 'JR山手線 新宿駅〜東京駅', monthlyPass: 12_340, bankTransferFrom: null, privacyConsent: true });

  const emp = (i: number) => (employees[i] ? [employees[i].id] : []);
  // LABOR: onboarding at every step, completed, aborted, overdue
  await run('onboarding/regular', emp(0), { startedDaysAgo: 3, anchor: day(14), title: 'OB-2026-04' });
  await run('onboarding/regular', emp(1), { startedDaysAgo: 10, anchor: day(7), steps: [done('joining-documents', 8, { formValues: joining('東京都世田谷区桜新町1-2-3') }), done('employment-contract', 7)] });
  await run('onboarding/regular', emp(2), { startedDaysAgo: 30, anchor: day(-10), steps: [done('joining-documents', 28, { formValues: joining('神奈川県川崎市中原区小杉町3-4-5') }), done('employment-contract', 27), decide('approve', 'APPROVED', 25, '問題ありません。')] });
  await run('onboarding/regular', emp(3), { startedDaysAgo: 90, anchor: day(-60), steps: [
    done('joining-documents', 88, { formValues: joining('埼玉県さいたま市浦和区高砂2-1-1') }), done('employment-contract', 87), decide('approve', 'SENT_BACK', 86, '緊急連絡先の続柄を記入してください。'),
    done('joining-documents', 85, { formValues: joining('埼玉県さいたま市浦和区高砂2-1-1') }), done('employment-contract', 85), decide('approve', 'APPROVED', 84),
    done('social-insurance', 70), done('accounts', 60), done('review', 50, { comment: '手続きがすべて完了しました。' }),
  ] });
  await run('onboarding/regular', emp(4), { startedDaysAgo: 40, anchor: day(-20), steps: [abort('内定辞退の連絡があったため', 35)] });
  await run('onboarding/mid-career', emp(5), { startedDaysAgo: 5, anchor: day(10), title: 'OB-2026-MC-SALES' });
  // offboarding: completed, overdue in progress
  await run('offboarding/standard', emp(6), { startedDaysAgo: 120, anchor: day(-60), steps: [
    done('resignation', 118, { formValues: { lastDay: day(-60), reason: 'personal', note: '家業を継ぐため' } }), decide('approve', 'APPROVED', 110), done('return-items', 61), done('separation-notice', 55), done('review', 50),
  ] });
  await run('offboarding/standard', emp(7), { startedDaysAgo: 45, anchor: day(-5), steps: [done('resignation', 44, { formValues: { lastDay: day(-5), reason: 'contract-end', note: null } }), decide('approve', 'APPROVED', 40)] });
  // transfer: member@ has the form and a to-do open; another at the access step
  await run('transfer/department', [memberPersonId], { startedDaysAgo: 2, anchor: day(3), title: 'TR-2026-10-01' });
  await run('transfer/department', emp(8), { startedDaysAgo: 20, anchor: day(-2), steps: [done('transfer-form', 18, { formValues: { newDepartment: 'マーケティング部', effectiveOn: day(-2), seatChange: true, comment: null } }), done('handover', 15)] });
  // leave: an aborted one, one waiting for the HR role's approval
  await run('leave/standard', emp(9), { startedDaysAgo: 60, anchor: day(-30), steps: [done('leave-form', 58, { formValues: { startsOn: day(-30), months: 3, contact: '090-0000-1111' } }), abort('本人の申し出により休職を取り下げたため', 50)] });
  await run('leave/standard', emp(10), { startedDaysAgo: 6, anchor: day(20), steps: [done('leave-form', 5, { formValues: { startsOn: day(20), months: 6, contact: null } })] });
  // 住所変更届: member's own request waits for admin@'s approval; another completed
  await run('address/standard', [memberPersonId], { startedDaysAgo: 4, anchor: day(-3), actor: memberUserId, steps: [
    done('address-form', 4, { by: memberUserId, formValues: { newAddress: '東京都杉並区阿佐谷南1-2-3 コーポ阿佐谷201', movedOn: day(-10), commuteChanged: true, newRoute: 'JR中央線 阿佐ケ谷駅〜東京駅', monthlyPass: 15_200 } }),
  ] });
  await run('address/standard', emp(11), { startedDaysAgo: 50, anchor: day(-45), steps: [
    done('address-form', 49, { formValues: { newAddress: '千葉県船橋市本町4-5-6', movedOn: day(-55), commuteChanged: false, newRoute: null, monthlyPass: null } }), decide('approve', 'APPROVED', 47), done('payroll', 40),
  ] });

  // GA: office moves, inspections (one overdue), a loan request waiting for approval
  const place = (i: number) => (places[i] ? [places[i].id] : []);
  await run('office-move/standard', place(0), { startedDaysAgo: 70, anchor: day(30), title: 'GA-HQ-MOVE-2026', steps: [done('plan', 65), decide('approve', 'APPROVED', 60, '予算内で進めてください。')] });
  await run('office-move/standard', place(1), { startedDaysAgo: 300, anchor: day(-200), steps: [done('plan', 295), decide('approve', 'APPROVED', 290), done('movers', 240), done('construction', 210), done('review', 190)] });
  const checklist = { extinguisher: 'good', emergencyLight: true, firstAidKits: 2, note: null };
  await run('equipment-round/quarterly', [...place(0), ...place(1), ...place(2)].slice(0, 3), { startedDaysAgo: 20, anchor: day(-14), title: 'EQ-2026-Q3' });
  await run('equipment-round/quarterly', place(3), { startedDaysAgo: 100, anchor: day(-95), title: 'EQ-2026-Q2', steps: [done('checklist', 94, { formValues: { ...checklist, extinguisher: 'replace', note: '3階の消火器が使用期限切れ' } }), done('review', 90)] });
  await run('lending/standard', emp(12), { startedDaysAgo: 1, anchor: day(2), steps: [done('loan-form', 1, { formValues: { item: 'projector', from: day(2), until: day(4), purpose: '顧客向け説明会' } })] });

  // CONTRACTOR
  const contractor = (i: number) => (contractors[i] ? [contractors[i].id] : emp(13 + i));
  await run('contractor-start/standard', contractor(0), { startedDaysAgo: 12, anchor: day(5), title: 'LG-DESIGN-2026' });
  await run('contractor-start/standard', contractor(1), { startedDaysAgo: 25, anchor: day(-2), steps: [
    done('sign', 22), done('vendor-form', 21, { formValues: { tradeName: 'スタジオ青', invoiceNumber: 'T1234567890123', bankAccount: 'みずほ銀行 渋谷支店 普通 1234567', monthlyHours: 80 } }),
  ] });
  await run('contractor-start/standard', contractor(2), { startedDaysAgo: 200, anchor: day(-180), steps: [
    done('sign', 195), done('vendor-form', 194, { formValues: { tradeName: null, invoiceNumber: 'T9876543210987', bankAccount: '三井住友銀行 新宿支店 普通 7654321', monthlyHours: 120 } }), decide('approve', 'APPROVED', 190), done('accounts', 185),
  ] });
  await run('contractor-end/standard', contractor(3), { startedDaysAgo: 15, anchor: day(-1), steps: [abort('契約を更新することになったため', 10)] });

  // IT: provisioning and account review (the device inventory's requests are the device-inventory seed's)
  await run('kitting/standard', devices.slice(0, 1).map((d) => d.id), { startedDaysAgo: 8, anchor: day(1), title: 'IT-KIT-2026-04', steps: [done('os', 7), done('label', 7)] });
  await run('kitting/standard', devices.slice(1, 2).map((d) => d.id), { startedDaysAgo: 60, anchor: day(-50), steps: [done('os', 58), done('label', 57), done('receipt', 49), done('review', 45)] });
  await run('account-review/half-year', [adminPersonId, ...emp(14), ...emp(15)], { startedDaysAgo: 18, anchor: day(-4), title: 'IT-AR-2026-H1' });

  return {
    deviceInventoryPackageId: packageIds['device-inventory']!,
    deviceInventoryPatternIds: { fy2025: patternIds['device-inventory/fy2025']!, fy2026: patternIds['device-inventory/fy2026']! },
    packageIds,
  };
}

/** The archived pattern's marker (tests use it): its name in Japanese. */
export const archivedPatternNameJa = 'アルバイト 入社手続き（廃止）';
