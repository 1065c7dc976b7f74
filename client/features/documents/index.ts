/** The documents feature's components that other pages compose (the dashboard's upload button). */
export { UploadDocumentDialog } from './UploadDocumentDialog';
