export { ToastRegion, createToastQueue, toastQueue, useToast } from './Toast';
export type {
  ToastContent,
  ToastTone,
  ShowToastOptions,
  ToastQueue,
  ToastRegionProps,
} from './Toast';
