#!/usr/bin/env bash
# Makes the Operation Christmas Child story video (public/media/occ-story.webm and .mp4) from the frames
# drawn by scenes.ts: 3 s a frame with a short fade. Needs ffmpeg (apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../../public/media"
ffmpeg -y -loglevel error -framerate 1/3 -i frames/%02d.png -vf "fps=24,scale=960:540,format=yuv420p,fade=t=in:st=0:d=0.5" -c:v libvpx-vp9 -b:v 250k -an occ-story.webm
ffmpeg -y -loglevel error -framerate 1/3 -i frames/%02d.png -vf "fps=24,scale=960:540,format=yuv420p,fade=t=in:st=0:d=0.5" -c:v libx264 -preset slow -crf 30 -movflags +faststart -an occ-story.mp4
rm -rf frames
ls -l occ-story.*
