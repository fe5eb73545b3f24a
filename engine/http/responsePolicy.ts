import type { ErrorCodesFile } from '../config/schemaTypes';
import type { PromptKind, ToastKind } from './types';

export type CodeClass = 'success' | 'signOut' | 'silent' | 'toast' | 'none' | 'prompt';

export interface CodeDecision {
  kind: CodeClass;
  toast?: ToastKind;
  delayMs?: number;
  prompt?: PromptKind;
}

/** What the error catalogue says to do with an envelope code (specification section 8, plus prompts). */
export function decideForCode(catalogue: ErrorCodesFile, code: number): CodeDecision {
  if (catalogue.successCodes.includes(code)) return { kind: 'success' };
  if (code === catalogue.signOut.code) return { kind: 'signOut' };
  const prompt = Object.entries(catalogue.prompts).find(([name]) => catalogue.serverCodes[name] === code)?.[1];
  if (prompt) return { kind: 'prompt', prompt };
  if (catalogue.silentCodes.includes(code)) return { kind: 'silent' };
  for (const rule of catalogue.toastRules) {
    if (rule.except?.includes(code)) continue;
    const matches = (rule.minCode !== undefined && code >= rule.minCode) || (rule.codes?.includes(code) ?? false);
    if (matches) return { kind: 'toast', toast: rule.toast, ...(rule.delayMs !== undefined ? { delayMs: rule.delayMs } : {}) };
  }
  return { kind: 'none' };
}

/** Text for a failed HTTP exchange without an envelope: short server text as it is, else the generic message. */
export function httpFailureText(catalogue: ErrorCodesFile, serverText: unknown, generic: string): string {
  const text = typeof serverText === 'string' ? serverText.trim() : '';
  return text.length > 0 && text.length <= catalogue.httpFailure.maxServerTextLength && !/<[a-z!/]/i.test(text) ? text : generic;
}
