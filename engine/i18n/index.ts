export { interfaceCodeOf, languageOfInterfaceCode, directionOf, resolveLanguage, isSupportedLanguage, type Direction } from './languages';
