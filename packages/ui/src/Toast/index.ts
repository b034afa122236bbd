export { ToastRegion } from './Toast';
export type { ToastRegionProps } from './Toast';
export { createToastQueue, toastQueue, useToast } from './toast-queue';
export type { ToastContent, ToastTone, ShowToastOptions, ToastQueue } from './toast-queue';
