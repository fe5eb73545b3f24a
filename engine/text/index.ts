export { isPersonName, personNameLength, personNamePattern } from './personName';
export { latinDigits } from './latinDigits';
