import { createHash } from 'node:crypto';

/** A deterministic random source for one simulation step of one provider: the same seed, step and provider give the same trade. */
export function stepRandom(seed: number, step: number, providerId: number): () => number {
  let state = createHash('sha256').update(`${seed}:${step}:${providerId}`).digest().readUInt32LE(0);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulatedTrade {
  symbol: string;
  side: 'buy' | 'sell';
  /** Hundredths of a lot. */
  lots: number;
  /** Minor units, on the provider's equity before the trade. */
  profit: number;
}

/**
 * One provider trade: a symbol, side and size, and a result between -maxMove% and +maxMove% of
 * equity scaled by the provider's risk score (riskier providers move more), slightly more often won.
 */
export function simulateTrade(
  random: () => number,
  input: { symbols: readonly string[]; maxMovePercent: number; riskScore: number; equity: number },
): SimulatedTrade {
  const symbol = input.symbols[Math.floor(random() * input.symbols.length)]!;
  const side = random() < 0.5 ? 'buy' : 'sell';
  const lots = 10 + Math.floor(random() * 20) * 10 * Math.max(1, Math.round(input.riskScore / 3));
  const won = random() < 0.58;
  const move = ((input.maxMovePercent * input.riskScore) / 10) * (0.2 + 0.8 * random());
  const profit = Math.round((input.equity * move * (won ? 1 : -1)) / 100);
  return { symbol, side, lots, profit };
}

/** The lots a copier opens for a provider trade, by allocation mode, capped at maxLots; 0 when under 0.01 lot. */
export function copiedLots(input: {
  mode: 'equityRatio' | 'fixedRatio' | 'fixedLot';
  value: number | null;
  providerLots: number;
  providerEquity: number;
  copierEquity: number;
  maxLots: number;
}): number {
  const raw =
    input.mode === 'equityRatio'
      ? (input.providerLots * input.copierEquity) / Math.max(1, input.providerEquity)
      : input.mode === 'fixedRatio'
        ? input.providerLots * (input.value ?? 1)
        : (input.value ?? 0);
  return Math.min(Math.floor(raw), input.maxLots);
}
