import type { PortalConfig } from '../../../engine/config';
import { localeFormats } from '../../../engine/format';

/** The config with the number and date formats of the language, for brands whose formats follow the locale (brand.formats). */
export function withLanguageFormats(config: PortalConfig, language: string): PortalConfig {
  if (config.brand.formats !== 'locale') return config;
  return { ...config, constants: { ...config.constants, ...localeFormats(config.constants, language) } };
}
