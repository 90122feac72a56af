import { sql } from 'drizzle-orm';
import type { Privilege } from '@kanri/contracts';
import type { DbOrTx } from '../../audit/audit-log';

/**
 * Whether a person holds a privilege in a company (issue 13; docs/public-ids.md "The privilege"):
 * true when a role whose people groups hold the person (view `people_group_holders`, as
 * `person_products` computes products) has a product permission whose `privileges` carry it.
 * Read on every call that needs it, so a role change holds on the next request.
 */
export async function holdsPrivilege(db: DbOrTx, session: { companyId: string; personId: string | null }, privilege: Privilege): Promise<boolean> {
  if (!session.personId) return false;
  const result = (await db.execute(sql`SELECT EXISTS (
      SELECT 1 FROM people_group_holders h
      JOIN role_people_groups rg ON rg.people_group_id = h.people_group_id
      JOIN role_product_permissions rp ON rp.role_id = rg.role_id
      JOIN product_permissions pp ON pp.id = rp.product_permission_id
      WHERE h.person_id = ${session.personId} AND h.company_id = ${session.companyId} AND pp.company_id = ${session.companyId}
        AND ${privilege} = ANY(pp.privileges)
    ) AS held`)) as unknown as { rows: { held: boolean }[] };
  return result.rows[0]?.held === true;
}

/** Whether the caller is a My Number handler (個人番号事務取扱担当者): holds `MY_NUMBER_HANDLER`. */
export const handlesMyNumber = (db: DbOrTx, session: { companyId: string; personId: string | null }) => holdsPrivilege(db, session, 'MY_NUMBER_HANDLER');
