/**
 * The media library, for the modules whose files it processes without an upload (a live's recording
 * is queued for the same HLS transcode as an uploaded video) and for the enterprise console, which
 * lists and attaches its own enterprise's videos (decision 0035).
 */
export { type MediaOwner, pageAssets, readAsset } from './asset-records.js';
export { attachVideo } from './attach-video.js';
export { queueJoinedRecording, type RecordedFile, readyVideo } from './recorded-video.js';
