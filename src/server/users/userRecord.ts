/** A users row. */
export interface UserRecord {
  id: number;
  email: string;
  password_hash: string;
  name: string;
  nick: string | null;
  title: string | null;
  user_type: number;
  brand: string;
  regulator: string;
  country_id: number | null;
  phone_code: string | null;
  phone: string | null;
  language: string;
  is_sub_user: number;
  parent_user_id: number | null;
  permission_ids: string;
  sub_user_switch: number;
  client_classification: string;
  event_email_id: string;
  event_mobile_id: string;
  /** 0 until the e-mail of a self-registered profile is confirmed (migration 160). */
  email_verified: number;
  created_at: number;
  /** Set while the IB has disabled this sub-user (migration 172): it cannot sign in. */
  disabled_at?: number | null;
  /** When the last sub-user invitation went out (migration 172). */
  invited_at?: number | null;
  /** The number of the user's identity card, from the personal information (migration 177); KYC user info cardNumber. */
  id_card_number?: string | null;
}

export function permissionIdsOf(user: Pick<UserRecord, 'permission_ids'>): number[] {
  try {
    const ids = JSON.parse(user.permission_ids) as unknown;
    return Array.isArray(ids) ? ids.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** "j***@demo.test": enough to recognise, not enough to copy. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
