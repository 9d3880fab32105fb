/**
 * The media library, for the modules whose files it processes without an upload (a live's recording
 * is queued for the same HLS transcode as an uploaded video), for the enterprise console, which
 * lists and attaches its own enterprise's videos (decision 0035), and for the key call of encrypted
 * HLS (decision 0053).
 */
export { type MediaOwner, pageAssets, readAsset } from './asset-records.js';
export { attachVideo } from './attach-video.js';
export { sendMp4Encryptions } from './encrypt-mp4.js';
export { hlsKeySealer, readHlsKey } from './hls-keys.js';
export { queueJoinedRecording, type RecordedFile, readyVideo } from './recorded-video.js';
