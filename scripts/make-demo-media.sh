#!/bin/sh
# Makes the demo's sample videos (src/surfaces/sandbox/demo-media/), committed so the product needs
# no ffmpeg at run time. Each is a real H.264 video a browser plays: SMPTE colour bars with a white
# square crossing them, portrait, 10 frames a second, no sound, the moov box first
# (faststart) so it starts playing before it is all downloaded. Needs ffmpeg (any 5.x or later).
set -eu
out="$(dirname "$0")/../src/surfaces/sandbox/demo-media"
mkdir -p "$out"
# the sizes and lengths of the demo's videos (src/surfaces/sandbox/demo-content.ts): VID_SHORT_P
# 720x1280 of 10 and 12 s, VID_LONG_P 1080x1920 of 30 s
for video in 720x1280:10 720x1280:12 1080x1920:30; do
  size=${video%:*} seconds=${video#*:} width=${video%x*}
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "smptebars=size=$size:rate=10:duration=$seconds" \
    -vf "drawbox=x='mod(t*$width/6\,$width*5/6)':y=ih/2-iw/12:w=iw/6:h=iw/6:color=white@1:t=fill" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 36 -preset veryslow -g 100 \
    -movflags +faststart -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$out/bars-$size-${seconds}s.mp4"
done
