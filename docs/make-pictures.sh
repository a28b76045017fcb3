#!/usr/bin/env bash
# make-pictures.sh: makes again the pictures README.md shows (docs/img/*.svg, mapview's PNG; docs/report.html and its
# screenshot docs/img/report.png) with the romlab command at the root of this repository (built first when needed).
# Run it from any directory after a change to what they draw; the same romlab on the same machine gives the same
# bytes (text is laid out with the fonts Java finds there); report's page has no host timing in it, so it too.
set -euo pipefail

root="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
img="$root/docs/img"
mkdir -p "$img"

picture() {
    local name="$1"
    shift
    "$root/romlab" "$@" --plot "$img/$name.svg" >/dev/null
    echo "docs/img/$name.svg: romlab $*"
}

picture dist-mlfe-minesweeper dist mlfe-minesweeper
picture dist-fds-backgammon-dice dist fds-backgammon-dice
picture fairness-z80-maxu8 fairness z80-maxu8 --sides 20
picture fairness-fds-backgammon-first-rolls fairness fds-backgammon-dice --sequence 7 --frames 200
picture troll-sum-2d6 troll -e 'sum 2d6' -g
picture bench-z80-rolldie bench z80-rolldie
picture diff-casl2-minesweeper-intended diff casl2-minesweeper --model intended
"$root/romlab" mapview --map room --x 6 --y 0 --compare --png "$img/mapview-room-compare.png" >/dev/null
echo "docs/img/mapview-room-compare.png: romlab mapview --map room --x 6 --y 0 --compare --png"

# report's page, and a screenshot of it in a real browser where Chromium is installed (Debian's package: chromium)
"$root/romlab" report "$root/docs/report.html" >/dev/null
echo "docs/report.html: romlab report"
if command -v chromium >/dev/null; then
    profile="$(mktemp -d)"
    trap 'rm -rf "$profile"' EXIT
    chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update \
        --disable-sync --no-first-run --user-data-dir="$profile" --screenshot="$img/report.png" \
        --window-size=1280,2000 "file://$root/docs/report.html" >/dev/null 2>&1
    echo "docs/img/report.png: chromium --headless --screenshot of docs/report.html"
else
    echo "docs/img/report.png: not made again (no chromium: apt-get install chromium)"
fi
