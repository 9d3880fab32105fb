export { type AuthKeyParts, signAuthKey, verifyAuthKey } from './auth-key.js';
export {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  CALLBACK_WINDOW_SECONDS,
  callbackSignature,
  verifyCallbackSignature,
} from './callback-signature.js';
export { type DevelopmentIngest, type IngestEvents, startDevelopmentIngest } from './development-ingest.js';
export {
  fetchRecording,
  isRecordingObject,
  type RecordingBucket,
  RecordingFetchError,
  recordingBucketOf,
  signedObjectUrl,
  UnusableRecordingError,
} from './oss-recording.js';
export {
  createLiveStreamProvider,
  DEVELOPMENT_PULL_PREFIX,
  type LiveStreamProvider,
} from './provider.js';
