export { AdminLoaded, type AdminLoadedProps } from './AdminLoaded';
