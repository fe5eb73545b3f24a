export { requiredFactors, type Factor, type UserFactors } from './requiredFactors';
