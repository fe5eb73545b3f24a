import Bowser from 'bowser';

export interface UserAgentView {
  /** The browser and its major version ("Chrome 131"), or null when the agent names none. */
  browser: string | null;
  /** The operating system ("Windows", "macOS", "Android"), or null when the agent names none. */
  os: string | null;
}

/** What a person recognises of a user-agent string: the browser with its major version and the operating system (bowser). */
export function describeUserAgent(userAgent: string | null): UserAgentView {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name || null;
  const major = parsed.browser.version?.split('.')[0];
  return { browser: name && major ? `${name} ${major}` : name, os: parsed.os.name || null };
}
