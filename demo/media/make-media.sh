#!/bin/sh
# Makes the demo videos in this folder from ffmpeg's synthetic sources, so no recording is
# needed and the files stay small. CI has no ffmpeg, so the output is committed: run this only to
# change the videos, then commit what it writes. Needs ffmpeg with libx264 and drawtext (made
# with Debian 12's ffmpeg 5.1) and fonts-dejavu-core. PDFs: make-pdfs.mjs; code4edu/ is written
# by hand.
#
# Bitrates are far below real lessons on purpose: three renditions must fit in ~350 KB. The
# rendition name and a running timer are burnt in, so a tester can see which rendition plays
# and that playback moves. x264 runs on one thread because only then does a rerun write the same
# bytes, so regenerating shows no spurious diff.
set -eu
cd "$(dirname "$0")"

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
LABEL="drawtext=fontfile=$FONT:fontcolor=white:box=1:boxcolor=black@0.6"
TIMER="$LABEL:text='%{pts\:hms}':x=(w-tw)/2:y=h-th-h/15"

# lesson-1: 12 s HLS, 3 renditions of H.264 + mono AAC in fMP4 (TS packet overhead would add
# ~30 % at these bitrates, and push the real peak above the BANDWIDTH ffmpeg writes). A keyframe
# every 30 frames at 15 fps starts each 2 s segment with one, so players can switch at any segment.
rm -rf hls/lesson-1
mkdir -p hls/lesson-1
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=640x360:rate=15:duration=12" \
  -f lavfi -i "sine=frequency=440:sample_rate=22050:duration=12" \
  -filter_complex "[0:v]$TIMER:fontsize=36:boxborderw=6,split=3[v0][v1][v2];
    [v0]scale=256:144,$LABEL:text=144p:fontsize=16:x=8:y=8[o0];
    [v1]scale=426:240,$LABEL:text=240p:fontsize=24:x=10:y=10[o1];
    [v2]$LABEL:text=360p:fontsize=32:x=12:y=12[o2];
    [1:a]volume=0.1,asplit=3[a0][a1][a2]" \
  -map "[o0]" -map "[a0]" -map "[o1]" -map "[a1]" -map "[o2]" -map "[a2]" \
  -c:v libx264 -preset veryslow -threads 1 -pix_fmt yuv420p -g 30 -keyint_min 30 -sc_threshold 0 \
  -profile:v:0 baseline -profile:v:1 main -profile:v:2 main \
  -b:v:0 30k -maxrate:v:0 36k -bufsize:v:0 60k \
  -b:v:1 52k -maxrate:v:1 62k -bufsize:v:1 104k \
  -b:v:2 84k -maxrate:v:2 100k -bufsize:v:2 168k \
  -c:a aac -ac 1 -b:a 16k \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "hls/lesson-1/%v/segment-%02d.m4s" \
  -master_pl_name master.m3u8 \
  -var_stream_map "v:0,a:0,name:144p v:1,a:1,name:240p v:2,a:2,name:360p" \
  "hls/lesson-1/%v/index.m3u8"

# ffmpeg writes BANDWIDTH from the target bitrates, which the encoder overshoots a little; HLS
# wants the peak segment bitrate, so take it from the segments actually written.
for variant in 144p 240p 360p; do
  peak=$(awk -F '[:,]' -v dir="hls/lesson-1/$variant" '
    /^#EXTINF/ { duration = $2; next }
    /^[^#]/ { size = "wc -c < " dir "/" $0; size | getline bytes; close(size)
              if (bytes * 8 / duration > peak) peak = bytes * 8 / duration }
    END { printf "%d", peak + 0.999 }' "hls/lesson-1/$variant/index.m3u8")
  sed -i "/^#EXT-X-STREAM-INF/{N;s|BANDWIDTH=[0-9]*\(.*\n$variant/index.m3u8\)|BANDWIDTH=$peak\1|}" \
    hls/lesson-1/master.m3u8
done

# lesson-2: 8 s progressive MP4; faststart puts the index first, so playback starts before the
# whole file has arrived.
mkdir -p mp4
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc=size=320x180:rate=15:duration=8" \
  -f lavfi -i "sine=frequency=330:sample_rate=22050:duration=8" \
  -filter_complex "[0:v]$TIMER:fontsize=24:boxborderw=4[v];[1:a]volume=0.1[a]" \
  -map "[v]" -map "[a]" \
  -c:v libx264 -preset veryslow -threads 1 -profile:v main -pix_fmt yuv420p -g 30 \
  -b:v 60k -maxrate 72k -bufsize 120k \
  -c:a aac -ac 1 -b:a 16k \
  -movflags +faststart \
  mp4/lesson-2.mp4
