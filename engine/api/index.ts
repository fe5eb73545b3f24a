/** The API contract shared by server and portal: named view schemas and the types derived from them. */
export type { FromSchema } from './fromSchema';
export * from './fundsViews';
export * from './securityViews';
export * from './destinationViews';
export * from './accountViews';
export * from './promotionViews';
export * from './copyTradingViews';
export * from './ibViews';
export * from './profileViews';
