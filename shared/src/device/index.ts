export { MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY, isHandheld, detectDevice, currentDevice } from './detect';
export { useDeviceStore } from './device-store';
