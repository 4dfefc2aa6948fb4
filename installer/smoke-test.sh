#!/usr/bin/env bash
# Smoke test of the desktop app: builds it with the installer profile (the one documented
# command), then runs the installed launcher headless and checks what it prints.
#   installer/smoke-test.sh              build, then check
#   installer/smoke-test.sh --no-build   check the image already in installer/target
# The .deb is checked only where the build could make it (fakeroot and dpkg-deb present).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
image="$root/installer/target/image/stagestack"
launcher="$image/bin/stagestack"
samples="$image/lib/app/samples"
max_image_mb=80
failures=0

fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }

# Runs a command; sets $out (stdout and stderr) and $code. run: the installed launcher.
run_command() { set +e; out="$("$@" 2>&1)"; code=$?; set -e; }
run() { run_command "$launcher" "$@"; }

expect() { # expect DESCRIPTION EXIT-CODE TEXT...: the last run exited so and printed each TEXT
  local what="$1" want="$2"; shift 2
  [ "$code" -eq "$want" ] || { fail "$what: exit code $code, expected $want"$'\n'"$out"; return; }
  local text
  for text in "$@"; do
    grep -qF -- "$text" <<<"$out" || { fail "$what: no \"$text\" in"$'\n'"$out"; return; }
  done
  pass "$what"
}

if [ "${1:-}" != "--no-build" ]; then
  (cd "$root" && mvn -B -q -Pinstaller package -DskipTests)
fi
[ -x "$launcher" ] || { echo "FAIL: no launcher at $launcher" >&2; exit 1; }

size_mb=$(du -sm "$image" | cut -f1)
if [ "$size_mb" -le "$max_image_mb" ]; then pass "app image is $size_mb MB (limit $max_image_mb)"
else fail "app image is $size_mb MB, over the $max_image_mb MB limit"; fi

version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$root/pom.xml" | head -1)"
run --version
expect "--version" 0 "stagestack $version"

run validate "$samples/diverged.stagestack.json"
expect "validate on a shipped sample" 0 "1 file checked: valid; 0 errors"

broken="$(mktemp --suffix=.stagestack.json)"
trap 'rm -f "$broken"' EXIT
printf '{"version": 1, "states": [}' > "$broken"
run validate "$broken"
expect "validate passes an invalid file's exit code through" 1 "$broken:1:" "1 file checked: 1 invalid"

trace_args=(trace "$samples/diverged.stagestack.json" --script "$samples/diverged.script" --ticks 5)
run "${trace_args[@]}"
expect "trace on a shipped sample" 0 "0 push title#1" "1 push world#2" "2 pause title#1"
reference="$(java -jar "$root/player/target/stagestack.jar" "${trace_args[@]}" 2>&1)"
if [ "$out" = "$reference" ]; then pass "trace equals the CLI jar's trace"
else fail "trace differs from java -jar player/target/stagestack.jar"; fi

# export: the editor's drawing, headless in the bundled runtime (no display, fonts from the system).
picture="$(mktemp --suffix=.png)"
trap 'rm -f "$broken" "$picture"' EXIT
run_command env -u DISPLAY -u WAYLAND_DISPLAY "$launcher" export --format png --scale 2 "$samples/diverged.stagestack.json" -o "$picture"
expect "export --format png without a display" 0
if [ "$(head -c 8 "$picture" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; then pass "export wrote a PNG"
else fail "export wrote no PNG to $picture"; fi
run export --format mermaid "$samples/diverged.stagestack.json"
expect "export --format mermaid" 0 "flowchart LR"

# The editor as a person starts it, from the app and from the source checkout: without a display
# it explains itself and exits 3; on a display (xvfb-run) it reaches its first frame. Never a stack
# trace, and never JavaFX's "Unsupported JavaFX configuration" warning (JavaFX runs as modules).
clean() { # clean DESCRIPTION: the last run printed no stack trace and no JavaFX configuration warning
  if grep -qE 'Exception|^\s+at |Unsupported JavaFX configuration' <<<"$out"; then fail "$1: not clean:"$'\n'"$out"
  else pass "$1: no stack trace, no JavaFX warning"; fi
}
for editor in "$launcher" "$root/stagestack"; do
  run_command env -u DISPLAY -u WAYLAND_DISPLAY "$editor"
  expect "$editor without a display" 3 "the editor cannot open a window" "xvfb-run " "validate|analyze|trace FILE"
  clean "$editor without a display"
  if command -v xvfb-run >/dev/null; then
    run_command env JAVA_TOOL_OPTIONS=-Dstagestack.startupProbe=true xvfb-run -a "$editor"
    expect "$editor on a display reaches its first frame" 0 "first frame: "
    clean "$editor on a display"
  fi
done

# Bounce Game, its own app image: the launcher starts the game's main on the bundled runtime and finds the
# game's folder in the image (a folder that is not there is refused by name, exit 2, no stack trace).
game="$root/installer/target/image/bounce-game"
if [ -x "$game/bin/bounce-game" ] && [ -f "$game/lib/app/game/bounce-game.stagestack.json" ]; then
  pass "bounce-game app image: launcher and game folder"
  run_command "$game/bin/bounce-game" --game "$game/no-such-folder"
  expect "bounce-game refuses a missing game folder" 2 "no bounce-game.stagestack.json in" "--game DIR"
  clean "bounce-game with a bad argument"
else
  fail "no bounce-game app image with its game folder at $game"
fi

deb="$(ls "$root"/installer/target/package/*.deb 2>/dev/null | head -1 || true)"
if [ -n "$deb" ]; then
  contents="$(dpkg-deb -c "$deb")"
  missing=0
  for path in ./opt/stagestack/bin/stagestack ./opt/stagestack/lib/stagestack-stagestack.desktop \
              ./opt/stagestack/lib/app/samples/diverged.stagestack.json ./opt/stagestack/lib/app/stagestack.classlist; do
    grep -qF "$path" <<<"$contents" || { fail ".deb lacks $path"; missing=1; }
  done
  [ "$missing" -eq 1 ] || pass ".deb $(basename "$deb"): $(du -m "$deb" | cut -f1) MB, with launcher, desktop entry, samples, class list"
elif command -v fakeroot >/dev/null && command -v dpkg-deb >/dev/null; then
  fail "fakeroot and dpkg-deb are here but the build made no .deb"
else
  echo "skip: no fakeroot/dpkg-deb on this machine, so no .deb was built or checked"
fi

[ "$failures" -eq 0 ] || { echo "$failures smoke check(s) failed" >&2; exit 1; }
echo "installer smoke test passed"
