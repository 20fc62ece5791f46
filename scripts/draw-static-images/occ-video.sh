#!/usr/bin/env bash
# Makes the Operation Christmas Child story video from the frames drawn by occ.ts: each frame slowly
# zooms in and cross-fades into the next. Writes public/media/occ-story.webm and .mp4 (960x540, silent),
# and, through occ.ts, the poster and the captions track public/media/occ-story.vtt.
# Needs ffmpeg (apt-get install ffmpeg). Run from anywhere: scripts/draw-static-images/occ-video.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
cd "$root"

# occ.ts prints FRAMES=, SECONDS= and FADE= for the timing it wrote into the captions track.
eval "$(npx --no-install node scripts/draw-static-images/occ.ts --frames "$frames" | grep -E '^FRAMES=')"

fps=25
inputs=()
filters=""
for i in $(seq 1 "$FRAMES"); do
  inputs+=(-loop 1 -framerate "$fps" -t "$SECONDS" -i "$frames/$(printf '%02d' "$i").png")
  # A slow push-in from 100% to 105%, computed on the 1920x1080 frame so the motion stays smooth.
  filters+="[$((i - 1)):v]zoompan=z='1+0.05*in/($SECONDS*$fps)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=960x540:fps=$fps,setsar=1,format=yuv420p[v$i];"
done
last="v1"
for i in $(seq 2 "$FRAMES"); do
  offset=$(awk "BEGIN { print ($i - 1) * ($SECONDS - $FADE) }")
  filters+="[$last][v$i]xfade=transition=fade:duration=$FADE:offset=$offset[x$i];"
  last="x$i"
done
filters="${filters%;}"

media="$root/public/media"
ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "$filters" -map "[$last]" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 1 -pix_fmt yuv420p "$media/occ-story.webm"
ffmpeg -y -loglevel error "${inputs[@]}" -filter_complex "$filters" -map "[$last]" -an \
  -c:v libx264 -preset veryslow -crf 28 -tune animation -pix_fmt yuv420p -movflags +faststart "$media/occ-story.mp4"
ls -l "$media"/occ-story.*
