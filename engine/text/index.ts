export { isPersonName, personNameLength, personNamePattern } from './personName';
