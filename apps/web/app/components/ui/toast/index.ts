export {
  TOAST_ANIMATION_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_TYPE,
  TOAST_STICKY_DURATION_MS,
  TOAST_TYPES,
} from './toast-queue';
export type { Toast, ToastInput, ToastQueue, ToastType } from './toast-queue';
export { ToastProvider, Toaster, useToast } from './toaster';
export type { ToastApi, ToasterProps } from './toaster';
