#!/usr/bin/env bash
# The browser journeys need Debian's Chromium (/usr/bin/chromium) and CJK fonts (the pages are in
# Chinese); the media library's jobs and their tests need Debian's ffmpeg (/usr/bin/ffmpeg and
# ffprobe: HLS transcodes) and poppler-utils (/usr/bin/pdftoppm: slide images from a PDF). Installs whichever is missing when running as root with apt-get; otherwise stops with the
# command to run. Quiet when all are there.
set -euo pipefail

# Output captured rather than piped to `grep -q`, which would fail the pipe with SIGPIPE.
has_cjk_fonts() {
  if command -v fc-list >/dev/null 2>&1; then
    [ -n "$(fc-list 'Noto Sans CJK SC')" ]
  else
    [ -n "$(find /usr/share/fonts -iname 'NotoSansCJK*' -print -quit 2>/dev/null)" ]
  fi
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
has_cjk_fonts || missing+=(fonts-noto-cjk)
[ -x /usr/bin/ffmpeg ] && [ -x /usr/bin/ffprobe ] || missing+=(ffmpeg)
[ -x /usr/bin/pdftoppm ] || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing for the browser journeys and the media jobs: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The browser journeys and the media jobs need ${missing[*]}. Install them, then run the tests again:" >&2
  echo "sudo apt-get install chromium fonts-noto-cjk ffmpeg poppler-utils" >&2
  exit 1
fi
