import type { FundsFile } from '../config/schemaTypes';

export type DestinationKind = 'bank' | 'crypto' | 'card';
type Network = FundsFile['destinations']['networks'][number];

export type AddressCheck = { ok: true; network: Network } | { ok: false; reason: 'network' | 'asset' | 'format'; assets?: readonly string[] };

/**
 * Whether a crypto address fits its network: the network exists, carries the asset (USDT on TRC20 or
 * ERC20, BTC on BTC, ...) and the address has the network's format. The same check runs in the
 * browser (as the user types) and on the server.
 */
export function checkCryptoAddress(networks: readonly Network[], asset: string, networkId: string, address: string): AddressCheck {
  const network = networks.find((n) => n.id === networkId);
  if (!network) return { ok: false, reason: 'network' };
  if (!network.assets.includes(asset)) return { ok: false, reason: 'asset', assets: network.assets };
  if (!new RegExp(network.addressPattern).test(address.trim())) return { ok: false, reason: 'format' };
  return { ok: true, network };
}

/** The networks an asset can be sent on. */
export const networksFor = (networks: readonly Network[], asset: string): Network[] => networks.filter((n) => n.assets.includes(asset));

/** An account number shown with all but its last four characters hidden. */
export function maskedNumber(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}
