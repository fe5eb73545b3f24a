export { isPersonName, personNameLength, personNamePattern } from './personName';
export { latinDigits } from './latinDigits';
export { phoneCodeDigits, phoneCodePattern, phoneNumberDigits, phoneNumberPattern, phoneProblem } from './phoneNumber';
