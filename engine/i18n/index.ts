export { interfaceCodeOf, languageOfInterfaceCode, directionOf, resolveLanguage, isSupportedLanguage, htmlLang, type Direction } from './languages';
export { pluralCategories, pluralCategoriesOf, splitPluralKey, pluralBases } from './plurals';
export { checkPacks, placeholdersOf, type PackCheckInput } from './checkPacks';
export { packCacheVersion, cachedPacksCookieValue, cachedPackLanguages } from './cachedPacks';
