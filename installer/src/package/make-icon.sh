#!/usr/bin/env bash
# Draws stagestack.png (256x256): three stacked rounded cards, the top one the
# committed head (bright) over two covered states (dimmer), on a dark tile.
# Needs ImageMagick; the PNG is committed, so building the installer does not.
set -euo pipefail
cd "$(dirname "$0")"
convert -size 256x256 xc:none \
  -fill '#1f2937' -draw 'roundrectangle 8,8 247,247 44,44' \
  -fill '#334155' -draw 'roundrectangle 58,50 206,104 16,16' \
  -fill '#0f766e' -draw 'roundrectangle 46,90 214,150 18,18' \
  -fill '#14b8a6' -draw 'roundrectangle 34,136 222,204 20,20' \
  -fill '#f0fdfa' -draw 'roundrectangle 58,162 150,176 7,7' \
  -fill '#99f6e4' -draw 'roundrectangle 160,162 198,176 7,7' \
  stagestack.png
