export { ImageUpload, imageUploadStatuses, type ImageUploadProps, type ImageUploadStatus } from './ImageUpload';
