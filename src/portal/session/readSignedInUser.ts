import { signedInUserElementId } from '../../../engine/session';
import type { UserInfo } from './sessionController';

/** The user a signed-in page carries (withSignedInUser on the server), read once and taken out of the page. */
export function readSignedInUser(): UserInfo | undefined {
  const element = document.getElementById(signedInUserElementId);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as UserInfo;
  } catch {
    return undefined;
  }
}
