#!/usr/bin/env bash
# Draws the demo section videos and slides under apps/server/media/demo/. The files are committed, so
# this runs only when they should change (it needs ffmpeg and the Noto CJK fonts; CI has neither).
# Each video is a title card with its number, a running clock (so seeking and resuming are visible)
# and a tone: H.264/AAC, 480x270, small enough to keep the repository light. Each is an MP4; the videos
# listed in HLS are also cut into an HLS folder `hls-<n>/` (a VOD playlist `index.m3u8`, fMP4 segments
# of 6 s, so a keyframe every 6 s). Keep DURATIONS and HLS equal to DEMO_VIDEOS and DEMO_HLS_VIDEOS in
# src/platform/storage/demo-media.ts.
set -euo pipefail
cd "$(dirname "$0")/../media/demo"
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
DURATIONS=(24 28 32 36 26 30)
COLOURS=(0x1f3a8a 0x0f766e 0x7c2d12 0x4c1d95 0x9d174d 0x14532d)
TONES=(330 392 440 494 523 587)
HLS=(1)

# draw <n> <ffmpeg output options...>: demo video n, encoded with the given options.
draw() {
  local i=$(($1 - 1))
  shift
  ffmpeg -y -loglevel error \
    -f lavfi -i "color=c=${COLOURS[$i]}:s=480x270:r=10:d=${DURATIONS[$i]}" \
    -f lavfi -i "sine=frequency=${TONES[$i]}:sample_rate=22050:duration=${DURATIONS[$i]}" \
    -vf "drawtext=fontfile=${FONT}:text='知学示例视频 $((i + 1))':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=90,\
drawtext=fontfile=${FONT}:text='%{eif\:t\:d}s / ${DURATIONS[$i]}s':fontcolor=white@0.85:fontsize=24:x=(w-text_w)/2:y=160" \
    -af "volume=0.15" \
    -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -tune stillimage \
    -c:a aac -b:a 24k -ac 1 -shortest "$@"
}

for i in "${!DURATIONS[@]}"; do
  n=$((i + 1))
  draw "$n" -g 50 -movflags +faststart "sample-${n}.mp4"
done
ls -l sample-*.mp4

for n in "${HLS[@]}"; do
  rm -rf "hls-${n}"
  mkdir "hls-${n}"
  draw "$n" -g 60 -keyint_min 60 -sc_threshold 0 \
    -f hls -hls_time 6 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "hls-${n}/segment-%d.m4s" "hls-${n}/index.m3u8"
done
ls -l hls-*

# Slides of `course/ppt`: one generic five-page deck, 1280x720 SVG (text, so a few hundred bytes each).
TITLES=(课程导学 学习目标 核心概念 案例分析 课后练习)
LINES=('本课件随课程视频同步使用' '明确本课要解决的三个关键问题' '用一张图理清概念之间的关系' '从真实企业场景中复盘方法' '结合工作实际完成一次练习')
mkdir -p slides
for i in "${!TITLES[@]}"; do
  n=$((i + 1))
  cat > "slides/slide-${n}.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <rect width="1280" height="720" fill="#f8fafc"/>
  <rect width="1280" height="96" fill="#1f3a8a"/>
  <text x="64" y="62" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="34" fill="#ffffff">知学课件</text>
  <text x="64" y="300" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="72" font-weight="700" fill="#0f172a">${TITLES[$i]}</text>
  <text x="64" y="390" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="36" fill="#475569">${LINES[$i]}</text>
  <text x="1216" y="680" text-anchor="end" font-family="sans-serif" font-size="28" fill="#94a3b8">${n} / ${#TITLES[@]}</text>
</svg>
SVG
done
