export type { AmountProblem } from './money';
export { baseAmountIn, convertAtRate, convertMinor, parseAmount, plainNumber, rateBetween, rateDecimals } from './money';
export { channelsFor, type ChannelOffer } from './channels';
export { canMove, depositMoves, depositVoidStatuses, withdrawalCancellable, withdrawalMoves, withdrawalVoidStatuses } from './lifecycle';
export { limitVerdict, periodStart } from './limits';
export { checkCryptoAddress, maskedNumber, networksFor, type AddressCheck, type DestinationKind } from './destinations';
export { cardExpiryProblem, cardNumberValid, luhnValid } from './cardChecks';
