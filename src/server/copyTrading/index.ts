export {
  applyAsProvider,
  changeSubscription,
  copyTradingInfo,
  insertProvider,
  mySubscriptions,
  nextSimulatedTrade,
  providerList,
  providerProfile,
  settleFees,
  startCopying,
  type StartCopy,
} from './copyTradingService';
