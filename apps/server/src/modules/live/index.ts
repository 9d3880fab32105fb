/**
 * Live classes, for the pages that show a live beside their own content: the course detail's
 * `liveId`/`subscribeStatus` (a column of the catalogue's statement) and the member page's live list
 * (app.ts hands these to catalog and membership, which sit below this module); for the media
 * library, which tells it when a recording's transcode is ready (`attachReplay`); and for the key
 * call of a replay's play, which asks whether its learner is still in the live's audience
 * (`inAudience`, handed to learning, which sits below).
 */
export { inAudience } from './audience.js';
export { courseLiveColumn, listMemberLives } from './live-cards.js';
export { attachReplay } from './replay.js';
