import { defineReasons } from './define.js';

/** The operator console's media library: resumable uploads, transcoding, attaching videos to sections. */
export const mediaReasons = defineReasons({
  UPLOAD_METADATA_INVALID: { code: 'A0400', msg: '上传信息不完整，请提供文件名和文件类型' },
  UPLOAD_TYPE_NOT_ALLOWED: {
    code: 'A0415',
    msg: '仅支持 MP4、MOV、MKV、WebM 视频，PDF 课件和 JPG、PNG、WebP 图片',
  },
  /** An enterprise admin uploads section videos only: its console has no slides or pictures to use them. */
  UPLOAD_ENT_VIDEO_ONLY: { code: 'A0415', msg: '企业课程仅支持上传 MP4、MOV、MKV、WebM 视频' },
  MEDIA_ASSET_NOT_FOUND: { code: 'A0404', msg: '媒体文件不存在' },
  MEDIA_ASSET_NOT_VIDEO: { code: 'A0400', msg: '该文件不是视频' },
  MEDIA_ASSET_NOT_SLIDES: { code: 'A0400', msg: '该文件不是 PDF 课件' },
  MEDIA_ASSET_NOT_READY: { code: 'A0409', msg: '文件尚未处理完成，暂不能使用' },
  TRANSCODE_NOT_FAILED: { code: 'A0409', msg: '只有转码失败的视频可以重试' },
  MEDIA_SECTION_NOT_FOUND: { code: 'A0404', msg: '小节不存在' },
  MEDIA_COURSE_NOT_FOUND: { code: 'A0404', msg: '课程不存在' },
  IMAGE_MISSING: { code: 'A0400', msg: '请选择要上传的图片' },
  IMAGE_TOO_LARGE: { code: 'A0413', msg: '图片不能超过5MB' },
  IMAGE_TYPE_UNSUPPORTED: { code: 'A0400', msg: '仅支持 PNG、JPEG、WebP 格式的图片' },
  IMAGE_MORE_THAN_ONE: { code: 'A0400', msg: '一次只能上传一张图片' },
  IMAGE_UPLOAD_TOO_FREQUENT: { code: 'A0429', msg: '图片上传过于频繁，请稍后再试' },
});
