#!/usr/bin/env bash
# Makes the README's picture, assets/demo.svg, and re-run it whenever the screen changes.
#
# 1. Records a short lesson with `lizards --record` in a detached 100 x 30 tmux window (the
#    keys are typed by tmux, so every run is the same lesson): the demo board opens paused,
#    steps, plays to the first solution, shows the stack and the search tree, goes back to
#    the previous backtrack, and quits.
# 2. Renders the cast as an animated SVG with svg-term-cli (from npm, fetched by npx on first
#    use; pinned below).
#
# Without npx, or with --still, it writes a still frame instead, with `lizards snapshot`.
# Needs: cargo, tmux; for the animation, Node.js (npx).
#
#   scripts/demo.sh            # animated: assets/demo.svg (and the cast, assets/demo.cast)
#   scripts/demo.sh --still    # one frame: assets/demo.svg
set -euo pipefail
cd "$(dirname "$0")/.."

SVG_TERM=svg-term-cli@2.1.1
WIDTH=100
HEIGHT=30
out=assets/demo.svg
cast=assets/demo.cast

cargo build --release --quiet
bin=$PWD/target/release/lizards

still() {
    "$bin" snapshot --event 140 --panel stack \
        --width "$WIDTH" --height "$HEIGHT" -o "$out"
}

if [[ ${1:-} == --still ]] || ! command -v npx >/dev/null; then
    still
    exit
fi
command -v tmux >/dev/null || { echo "demo.sh: the recording needs tmux" >&2; exit 2; }

socket=lizards-demo-$$
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
rm -f "$cast"
tmux -L "$socket" -f /dev/null new-session -d -x "$WIDTH" -y "$HEIGHT" \
    "TERM=xterm-256color $bin --record $cast --speed 10 --lang en"

# Types keys with pauses a viewer can follow: `key SECONDS-AFTER KEYS...`.
key() {
    local pause=$1
    shift
    tmux -L "$socket" send-keys -t 0 "$@"
    sleep "$pause"
}
sleep 2
key 0.7 Right
key 0.7 Right
key 0.7 Right
key 4 Space        # play at 10 events a second
key 2 Space        # pause
key 2 n            # on to the first solution
key 2 Tab          # the stack
key 2 Tab          # the search tree
key 2 B            # back to the previous backtrack
key 1 Tab
key 0.5 q

# The session ends when the app quits; wait for the cast to be complete.
for _ in $(seq 50); do
    tmux -L "$socket" has-session 2>/dev/null || break
    sleep 0.1
done

npx --yes "$SVG_TERM" --in "$cast" --out "$out" --window --no-cursor \
    --width "$WIDTH" --height "$HEIGHT"
echo "wrote $out ($(du -k "$out" | cut -f1) KB) from $cast ($(wc -l <"$cast") events)"
