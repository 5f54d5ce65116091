export { NotificationsBell, BELL_PERMISSION } from './NotificationsBell';
