import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { BankAccountView, CryptoAddressView, PaymentInfoList } from '../../../engine/api';
import { checkCryptoAddress, maskedNumber, type DestinationKind } from '../../../engine/funds';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { cardOf, cardsOf, deleteCard } from './cards';
import { paymentFieldError, type FundsDeps } from './fundsSupport';

/*
 * Payment destinations: where a withdrawal goes. Bank accounts are saved with a proof and verified by
 * staff; crypto addresses are checked against their network when saved (verified at once); cards are
 * the payment cards (config toDepositCard: only a card a successful deposit came from).
 */

type Status = 'pending' | 'verified' | 'rejected';

interface DestinationRow {
  id: number;
  user_id: number;
  kind: 'bank' | 'crypto';
  holder: string | null;
  bank_name: string | null;
  account_number: string | null;
  swift: string | null;
  network: string | null;
  asset: string | null;
  address: string | null;
  status: Status;
  reason: string | null;
  proof_mime: string | null;
  created_at: number;
}

export interface BankAccountInput {
  holder?: string;
  bankName?: string;
  accountNumber?: string;
  swift?: string;
  proof?: { filename: string; data: Buffer };
}

export interface CryptoAddressInput {
  asset: string;
  network: string;
  address: string;
}

/** A destination a withdrawal is paid to: its kind, id and a masked text for history and e-mails. */
export interface DestinationRef {
  kind: DestinationKind;
  id: number;
  label: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function bankView(row: DestinationRow): BankAccountView {
  return {
    id: row.id,
    holder: row.holder ?? '',
    bankName: row.bank_name ?? '',
    accountNumber: maskedNumber(row.account_number ?? ''),
    swift: row.swift ?? '',
    status: row.status,
    reason: row.reason,
    hasProof: row.proof_mime !== null,
    createdAt: iso(row.created_at),
  };
}

function cryptoView(row: DestinationRow): CryptoAddressView {
  return { id: row.id, asset: row.asset ?? '', network: row.network ?? '', address: row.address ?? '', status: row.status, createdAt: iso(row.created_at) };
}

const rowsOf = (deps: FundsDeps, userId: number, kind: 'bank' | 'crypto') =>
  deps.db.prepare('SELECT * FROM payment_destinations WHERE user_id = ? AND kind = ? AND deleted_at IS NULL ORDER BY id').all(userId, kind) as DestinationRow[];

/** Every saved destination of the user (getPaymentInfoList). */
export function paymentInfoList(deps: FundsDeps, user: UserRecord): PaymentInfoList {
  return {
    bankAccounts: rowsOf(deps, user.id, 'bank').map(bankView),
    cryptoAddresses: rowsOf(deps, user.id, 'crypto').map(cryptoView),
    cards: cardsOf(deps, user),
  };
}

function rowOf(deps: FundsDeps, userId: number, kind: 'bank' | 'crypto', id: number): DestinationRow {
  const row = deps.db.prepare('SELECT * FROM payment_destinations WHERE id = ? AND user_id = ? AND kind = ? AND deleted_at IS NULL').get(id, userId, kind) as
    DestinationRow | undefined;
  if (!row) throw new ApiError('DESTINATION_NOT_FOUND', 404, `You have no saved ${kind === 'bank' ? 'bank account' : 'crypto address'} ${id}.`, { kind, id });
  return row;
}

/** One destination of the user (getInfo). */
export function destinationOf(deps: FundsDeps, user: UserRecord, kind: DestinationKind, id: number) {
  if (kind === 'card') return cardOf(deps, user, id);
  const row = rowOf(deps, user.id, kind, id);
  return kind === 'bank' ? bankView(row) : cryptoView(row);
}

/**
 * Saves a bank account: holder, bank, account number or IBAN, SWIFT/BIC, and a proof (statement or
 * letter) whose content is an allowed type within the size limit. It waits for staff (pending).
 */
export async function addBankAccount(deps: FundsDeps, user: UserRecord, input: BankAccountInput): Promise<BankAccountView> {
  const { maxProofBytes, proofTypes } = deps.config(user.regulator).funds.destinations.bank;
  const holder = (input.holder ?? '').trim();
  if (!/^[\p{L}][\p{L} .'-]{1,99}$/u.test(holder))
    throw paymentFieldError('holder', 'bankHolder', 'Enter the account holder as the bank knows them (letters, spaces, dots, hyphens).');
  const bankName = (input.bankName ?? '').trim();
  if (bankName.length < 2 || bankName.length > 100) throw paymentFieldError('bankName', 'bankName', 'Enter the name of the bank.');
  const accountNumber = (input.accountNumber ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{6,34}$/.test(accountNumber))
    throw paymentFieldError('accountNumber', 'accountNumber', 'Enter the account number or IBAN (6 to 34 letters and digits).', { min: 6, max: 34 });
  const swift = (input.swift ?? '').trim().toUpperCase();
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift))
    throw paymentFieldError('swift', 'swift', 'Enter the SWIFT/BIC code (8 or 11 characters).', { short: 8, long: 11 });
  const proof = input.proof;
  if (!proof || proof.data.length === 0) throw paymentFieldError('proof', 'proofMissing', 'Attach a bank statement or bank letter showing the account.');
  if (proof.data.length > maxProofBytes)
    throw paymentFieldError('proof', 'proofTooLarge', `The proof is larger than ${megabytes(maxProofBytes)} MB.`, {
      maxBytes: maxProofBytes,
      megabytes: megabytes(maxProofBytes),
    });
  const detected = await fileTypeFromBuffer(proof.data);
  if (!detected || !proofTypes.includes(detected.mime)) {
    throw paymentFieldError('proof', 'proofType', `The proof "${proof.filename}" is not a ${proofTypes.join(', ')} file by its content.`, {
      detected: detected?.mime ?? null,
      allowed: proofTypes,
      filename: proof.filename,
      types: proofTypes.join(', '),
    });
  }
  const id = Number(
    deps.db
      .prepare(
        `INSERT INTO payment_destinations (user_id, kind, holder, bank_name, account_number, swift, status, proof_mime, proof_data, proof_sha256, created_at)
         VALUES (?, 'bank', ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
      )
      .run(user.id, holder, bankName, accountNumber, swift, detected.mime, proof.data, createHash('sha256').update(proof.data).digest('hex'), deps.clock.now())
      .lastInsertRowid,
  );
  return bankView(rowOf(deps, user.id, 'bank', id));
}

/** Saves a crypto address after checking it against its network (asset carried, address format); verified at once. */
export function addCryptoAddress(deps: FundsDeps, user: UserRecord, input: CryptoAddressInput): CryptoAddressView {
  const { networks } = deps.config(user.regulator).funds.destinations;
  const address = input.address.trim();
  const check = checkCryptoAddress(networks, input.asset, input.network, address);
  if (!check.ok) {
    const values = { reason: check.reason, asset: input.asset, network: input.network };
    if (check.reason === 'network') {
      const known = networks.map((n) => n.id).join(', ');
      throw paymentFieldError('network', 'network', `Unknown network "${input.network}" (networks: ${known}).`, { ...values, networks: known });
    }
    if (check.reason === 'asset') {
      const carried = check.assets?.join(', ') ?? '';
      throw paymentFieldError('network', 'asset', `${input.asset} is not sent on ${input.network} (it carries ${carried}).`, { ...values, carried });
    }
    throw paymentFieldError('address', 'addressInvalid', `This is not a ${input.network} address.`, values);
  }
  const existing = deps.db
    .prepare("SELECT id FROM payment_destinations WHERE user_id = ? AND kind = 'crypto' AND network = ? AND asset = ? AND address = ? AND deleted_at IS NULL")
    .pluck()
    .get(user.id, input.network, input.asset, address) as number | undefined;
  const id =
    existing ??
    Number(
      deps.db
        .prepare("INSERT INTO payment_destinations (user_id, kind, network, asset, address, status, created_at) VALUES (?, 'crypto', ?, ?, ?, 'verified', ?)")
        .run(user.id, input.network, input.asset, address, deps.clock.now()).lastInsertRowid,
    );
  return cryptoView(rowOf(deps, user.id, 'crypto', id));
}

/** Deletes a saved destination (deleteBankAccountInfo); the record stays hidden for the withdrawal history, a bank proof is erased. */
export function deleteDestination(deps: FundsDeps, user: UserRecord, kind: DestinationKind, id: number) {
  if (kind === 'card') return { ...deleteCard(deps, user, id), kind };
  rowOf(deps, user.id, kind, id);
  deps.db.prepare('UPDATE payment_destinations SET deleted_at = ?, proof_data = NULL WHERE id = ?').run(deps.clock.now(), id);
  return { id, kind, deleted: true };
}

/** Staff decision on a saved bank account: verified, or rejected with the reason the user sees. */
export function reviewBankAccount(deps: FundsDeps, input: { email: string; id: number; decision: 'approve' | 'reject'; reason?: string }) {
  const row = deps.db
    .prepare(
      "SELECT d.* FROM payment_destinations d JOIN users u ON u.id = d.user_id WHERE d.id = ? AND d.kind = 'bank' AND d.deleted_at IS NULL AND lower(u.email) = lower(?)",
    )
    .get(input.id, input.email) as DestinationRow | undefined;
  if (!row) throw new ApiError('DESTINATION_NOT_FOUND', 404, `${input.email} has no saved bank account ${input.id}.`, { id: input.id });
  if (input.decision === 'reject' && !input.reason) throw paymentFieldError('reason', 'rejectReason', 'Give the reason the client will see.');
  const status: Status = input.decision === 'approve' ? 'verified' : 'rejected';
  deps.db
    .prepare('UPDATE payment_destinations SET status = ?, reason = ?, reviewed_at = ? WHERE id = ?')
    .run(status, input.decision === 'reject' ? input.reason : null, deps.clock.now(), row.id);
  return { email: input.email, id: row.id, status };
}

/** Bank accounts waiting for staff, oldest first. */
export function bankAccountQueue(deps: FundsDeps) {
  const rows = deps.db
    .prepare(
      "SELECT d.id, u.email, d.holder, d.bank_name, d.created_at FROM payment_destinations d JOIN users u ON u.id = d.user_id WHERE d.kind = 'bank' AND d.status = 'pending' AND d.deleted_at IS NULL ORDER BY d.created_at, d.id",
    )
    .all() as { id: number; email: string; holder: string; bank_name: string; created_at: number }[];
  return rows.map((r) => ({ id: r.id, email: r.email, holder: r.holder, bankName: r.bank_name, since: iso(r.created_at) }));
}

/** The channel's destination rule: its kind and whether a card must be one a deposit came from. */
export interface DestinationRule {
  id: string;
  destination?: DestinationKind;
  toDepositCard?: boolean;
}

function verifiedOptions(deps: FundsDeps, user: UserRecord, rule: DestinationRule, asset: string): DestinationRef[] {
  if (rule.destination === 'bank') {
    return rowsOf(deps, user.id, 'bank')
      .filter((r) => r.status === 'verified')
      .map((r) => ({ kind: 'bank', id: r.id, label: `${r.bank_name} ${maskedNumber(r.account_number ?? '')}` }));
  }
  if (rule.destination === 'crypto') {
    return rowsOf(deps, user.id, 'crypto')
      .filter((r) => r.status === 'verified' && r.asset === asset)
      .map((r) => ({ kind: 'crypto', id: r.id, label: `${r.asset} ${r.network} ${r.address}` }));
  }
  const depositCards = new Set(
    deps.db
      .prepare('SELECT DISTINCT card_id FROM deposits WHERE user_id = ? AND channel = ? AND card_id IS NOT NULL AND ledger_tx_id IS NOT NULL')
      .pluck()
      .all(user.id, rule.id) as number[],
  );
  return cardsOf(deps, user)
    .filter((c) => !rule.toDepositCard || depositCards.has(c.id))
    .map((c) => ({ kind: 'card', id: c.id, label: `${c.brand} •••• ${c.last4}` }));
}

const kindWords: Record<DestinationKind, string> = { bank: 'a verified bank account', crypto: 'a saved address', card: 'a saved card' };

/**
 * THE check withdrawals (trading, wallet, IB rebate) call: the verified destination of this user for a
 * withdrawal channel, in the payout asset. `undefined` when the channel needs none. The chosen id must
 * be one of the user's verified destinations of the channel's kind; without an id, the only one.
 * Refused with DESTINATION_REQUIRED (naming what to add) when there is none; it needs no step-up
 * code, so routes run it before the codes are asked (registerApi `precheck`).
 */
export function verifiedDestination(
  deps: FundsDeps,
  user: UserRecord,
  rule: DestinationRule,
  asset: string,
  destinationId?: number,
): DestinationRef | undefined {
  if (!rule.destination) return undefined;
  const options = verifiedOptions(deps, user, rule, asset);
  if (options.length === 0) {
    const what =
      rule.destination === 'crypto'
        ? `${kindWords.crypto} for ${asset}`
        : rule.destination === 'card' && rule.toDepositCard
          ? 'a card you have deposited with'
          : kindWords[rule.destination];
    throw new ApiError('DESTINATION_REQUIRED', 409, `Add ${what} before withdrawing by this method.`, {
      destination: rule.destination,
      channel: rule.id,
      asset,
    });
  }
  if (destinationId === undefined) {
    if (options.length === 1) return options[0];
    throw new ApiError('DESTINATION_REQUIRED', 409, 'Choose where the money goes.', {
      destination: rule.destination,
      channel: rule.id,
      field: 'destinationId',
    });
  }
  const chosen = options.find((o) => o.id === destinationId);
  if (!chosen)
    throw new ApiError(
      'DESTINATION_REQUIRED',
      409,
      `Destination ${destinationId} is not one of your verified ${rule.destination} destinations for this method.`,
      { destination: rule.destination, channel: rule.id, field: 'destinationId' },
    );
  return chosen;
}

/** The verified destinations a withdrawal channel offers the user (the withdraw form's choice). */
export function destinationChoices(deps: FundsDeps, user: UserRecord, rule: DestinationRule, asset: string): DestinationRef[] {
  return rule.destination ? verifiedOptions(deps, user, rule, asset) : [];
}

/** Saved destinations for seeds: already verified (staff saw the proof). */
export function grantDestinations(
  deps: FundsDeps,
  userId: number,
  grants: readonly (
    | { kind: 'bank'; holder: string; bankName: string; accountNumber: string; swift: string }
    | { kind: 'crypto'; asset: string; network: string; address: string }
  )[],
): void {
  const insert = deps.db.prepare(
    `INSERT INTO payment_destinations (user_id, kind, holder, bank_name, account_number, swift, network, asset, address, status, proof_mime, created_at, reviewed_at)
     VALUES (@userId, @kind, @holder, @bankName, @accountNumber, @swift, @network, @asset, @address, 'verified', @proofMime, @at, @at)`,
  );
  for (const g of grants) {
    insert.run({
      userId,
      holder: null,
      bankName: null,
      accountNumber: null,
      swift: null,
      network: null,
      asset: null,
      address: null,
      ...g,
      proofMime: g.kind === 'bank' ? 'application/pdf' : null,
      at: deps.clock.now(),
    });
  }
}

/** A user clone's destinations: copies of the source's saved bank accounts and addresses, with their state. */
export function cloneDestinations(deps: FundsDeps, sourceId: number, targetId: number): void {
  deps.db
    .prepare(
      `INSERT INTO payment_destinations (user_id, kind, holder, bank_name, account_number, swift, network, asset, address, status, reason, proof_mime, proof_data, proof_sha256, created_at, reviewed_at)
       SELECT ?, kind, holder, bank_name, account_number, swift, network, asset, address, status, reason, proof_mime, proof_data, proof_sha256, created_at, reviewed_at
       FROM payment_destinations WHERE user_id = ? AND deleted_at IS NULL ORDER BY id`,
    )
    .run(targetId, sourceId);
}
