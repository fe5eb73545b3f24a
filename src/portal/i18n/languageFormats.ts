import type { PortalConfig } from '../../../engine/config';
import { shownFormats } from '../../../engine/format';

/** The config with the number and date formats a page in the language shows (shownFormats: the brand's choice). */
export function withLanguageFormats(config: PortalConfig, language: string): PortalConfig {
  if (config.brand.formats !== 'locale') return config;
  return { ...config, constants: { ...config.constants, ...shownFormats(config, language) } };
}
