export { interfaceCodeOf, directionOf, resolveLanguage, isSupportedLanguage, type Direction } from './languages';
