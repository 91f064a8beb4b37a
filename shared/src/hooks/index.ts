export { useCountdown } from './use-countdown';
