import type { Db } from '../db/openDatabase';

/** A campaign of an IB: its link slug and what it brought. */
export interface IbCampaign {
  id: number;
  slug: string;
  name: string;
  clicks: number;
  registrations: number;
}

/** The IB's campaigns, newest first. */
export function campaignsOf(db: Db, ibId: number): IbCampaign[] {
  return db
    .prepare('SELECT id, slug, name, clicks, registrations FROM ib_campaigns WHERE ib_id = ? ORDER BY created_at DESC, id DESC')
    .all(ibId) as IbCampaign[];
}
