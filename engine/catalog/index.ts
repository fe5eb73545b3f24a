export { requiredEnumerations, lookupEnum, enumCode, enumName, type EnumValue, type EnumerationName } from './enumerations';
export { contactFor, type Contact } from './contact';
