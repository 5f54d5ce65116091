export { AUTH_STRATEGIES, activeStrategies, authStrategiesChangeSchema, isStrategyActive, strategiesView, toConfigChange } from './strategies';
export type { AuthStrategiesChange, AuthStrategyName } from './strategies';
