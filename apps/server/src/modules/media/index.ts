/**
 * The media library, for the modules whose files it processes without an upload: a live's recording
 * is queued for the same HLS transcode as an uploaded video.
 */
export { queueRecordedVideo, readyVideo } from './recorded-video.js';
