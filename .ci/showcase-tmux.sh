#!/usr/bin/env bash
# The showcase in a real terminal: tmux runs the built `showcase` in a detached session of a fixed size; keys go in
# with send-keys, the screen comes back with capture-pane, and grep checks it. Then `q` (and, in fresh sessions,
# Ctrl-C and a SIGINT from outside) must end the program with the terminal settings restored and the session gone.
# Run from the repository root (or anywhere): `bash .ci/showcase-tmux.sh`. Installs tmux with apt-get when missing.
# SHOWCASE_SCRATCH_PATH picks the build directory (default: .build, as `swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."

SESSION_BASE="listkit-showcase-$$"
SESSION=""
SCRATCH="${SHOWCASE_SCRATCH_PATH:-.build}"
WIDTH=100
HEIGHT=30
STATE="$(mktemp -d)"
LAST_CAPTURE=""

fail() {
    echo "showcase-tmux: FAIL: $*" >&2
    if [ -n "$LAST_CAPTURE" ]; then
        echo "---- last captured screen ----" >&2
        printf '%s\n' "$LAST_CAPTURE" >&2
        echo "------------------------------" >&2
    fi
    exit 1
}

cleanup() {
    for name in main ctrl-c sigint; do
        tmux kill-session -t "$SESSION_BASE-$name" 2>/dev/null || true
    done
    rm -rf "$STATE"
}
trap cleanup EXIT

if ! command -v tmux >/dev/null 2>&1; then
    echo "== installing tmux"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq tmux >/dev/null
fi
command -v tmux >/dev/null 2>&1 || fail "tmux is not installed and could not be installed"

echo "== building showcase"
swift build --scratch-path "$SCRATCH" --product showcase
BIN="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/showcase"
[ -x "$BIN" ] || fail "no executable at $BIN"

capture() {
    LAST_CAPTURE="$(tmux capture-pane -p -t "$SESSION" 2>/dev/null || true)"
    printf '%s\n' "$LAST_CAPTURE"
}

# Waits until the pane shows the fixed string $1 (bounded: about 20 seconds).
wait_for() {
    for _ in $(seq 1 200); do
        if capture | grep -qF -- "$1"; then
            return 0
        fi
        sleep 0.1
    done
    fail "the screen never showed '$1'"
}

# Asserts that the pane shows the fixed string $1, waiting a bounded time for it.
expect() {
    wait_for "$1"
    echo "   ok: '$1'"
}

# Asserts that a whole line of the pane (trailing spaces aside) is exactly $1, waiting a bounded time for it.
expect_line() {
    for _ in $(seq 1 200); do
        if capture | sed 's/ *$//' | grep -qxF -- "$1"; then
            echo "   ok: line '$1'"
            return 0
        fi
        sleep 0.1
    done
    fail "no line of the screen is exactly '$1'"
}

# Asserts that the pane stops showing the fixed string $1 (an animated update lands on a later frame), waiting a
# bounded time (about 20 seconds).
expect_gone() {
    for _ in $(seq 1 200); do
        if ! capture | grep -qF -- "$1"; then
            echo "   ok: '$1' is gone"
            return 0
        fi
        sleep 0.1
    done
    fail "the screen still shows '$1'"
}

# Starts showcase in a fresh session named after $1. The pane's shell records the terminal settings before and after,
# showcase's process id (the inner shell execs it) and its exit status; when showcase exits, the session ends.
start_session() {
    SESSION="$SESSION_BASE-$1"
    tmux -u new-session -d -s "$SESSION" -x "$WIDTH" -y "$HEIGHT" \
        "stty -g > '$STATE/$1-stty-before'; \
         sh -c 'echo \$\$ > \"$STATE/$1-pid\"; exec env -u COLUMNS -u LINES TERM=xterm-256color LANG=C.UTF-8 \"$BIN\"'; \
         echo \$? > '$STATE/$1-status'; stty -g > '$STATE/$1-stty-after'"
    wait_for "[1 Feed]"
}

# Asserts that the session of $1 ended: showcase exited with status $2, the terminal settings are as before, and the
# tmux session is gone.
expect_ended() {
    for _ in $(seq 1 100); do
        [ -s "$STATE/$1-stty-after" ] && break
        sleep 0.1
    done
    [ -s "$STATE/$1-status" ] || fail "showcase did not exit within 10 seconds ($1)"
    [ "$(cat "$STATE/$1-status")" = "$2" ] || fail "showcase exited with $(cat "$STATE/$1-status") instead of $2 ($1)"
    [ "$(cat "$STATE/$1-stty-before")" = "$(cat "$STATE/$1-stty-after")" ] ||
        fail "the terminal settings were not restored ($1)"
    for _ in $(seq 1 50); do
        tmux has-session -t "$SESSION" 2>/dev/null || break
        sleep 0.1
    done
    tmux has-session -t "$SESSION" 2>/dev/null && fail "the tmux session is still there ($1)"
    echo "   ok: showcase exited with status $2, terminal settings restored, session gone ($1)"
}

echo "== starting showcase in tmux ($WIDTH x $HEIGHT); first screen: the feed, loaded"
start_session main
expect "[1 Feed]"
expect "Lan Nguyen"
expect "Biography (tap to read)"

echo "== keys: down to the biography, Return expands it in place"
tmux send-keys -t "$SESSION" Down Down Down Down Down Down Down Down
sleep 0.2
tmux send-keys -t "$SESSION" Enter
expect "Biography (tap to collapse)"
expect "Lorem Ipsum is simply dummy text"
expect "remaining essentially unchanged."
expect "Biography expanded"
capture | grep -qE '^> Biography \(tap to collapse\)' || fail "the expanded row is not the highlighted one"

echo "== Tab: the adapted screen; Space presses the card's button"
tmux send-keys -t "$SESSION" Tab
expect "[2 Adapted]"
tmux send-keys -t "$SESSION" j j j
sleep 0.2
tmux send-keys -t "$SESSION" Space
expect "Liked 1 time"
expect "[ Liked ×1 ]"

echo "== Tab: people; PageDown scrolls, Return says who (the same person as in a scripted run)"
tmux send-keys -t "$SESSION" Tab
expect "[3 People]"
PERSON="$("$BIN" --script "tab tab pagedown pagedown enter" --width "$WIDTH" --height "$HEIGHT" | grep -m1 '^Person: ')"
[ -n "$PERSON" ] || fail "the scripted session did not say which person was tapped"
tmux send-keys -t "$SESSION" NPage NPage
sleep 0.2
tmux send-keys -t "$SESSION" Enter
expect_line "$PERSON"
capture | grep -qF "Ada Lovelace" && fail "PageDown did not scroll the first person off the screen"

echo "== Tab twice: the mixed feed"
tmux send-keys -t "$SESSION" Tab Tab
expect "[5 Mixed feed]"
expect "Warning: your storage is almost full"

echo "== resize (SIGWINCH): the frame is drawn again at the new width"
# The scripted mode draws the same screen at 60 columns: the interactive frame must wrap the long message the same way.
WRAPPED="$("$BIN" --script "tab tab tab tab" --width 60 --height 20 | grep -m1 -E '^  Sure\.')"
[ -n "$WRAPPED" ] || fail "the scripted frame at 60 columns has no wrapped message"
tmux resize-window -t "$SESSION" -x 60 -y 20 2>/dev/null || tmux resize-pane -t "$SESSION" -x 60 -y 20
expect_line "$WRAPPED"
expect "[5 Mixed feed]"

echo "== Tab three times: Live ticks by itself on its timer; the panel gives the update's time"
tmux send-keys -t "$SESSION" Tab Tab Tab
expect "[8 Live]"
expect "Tick 2: batch updates"
# Waited for, as the other checks are: a capture can fall between two draws of the board (it ticks every 1.5 s).
found_time=""
for _ in $(seq 1 200); do
    if capture | grep -qE '│   time +[0-9]+\.[0-9]{2} ms'; then found_time=1; break; fi
    sleep 0.1
done
[ -n "$found_time" ] || fail "the interactive panel gives no time in milliseconds"
echo "   ok: the panel gives the time"

echo "== Tab: the folders outline; Return opens Documents, l opens Projects, r refreshes and both stay open"
tmux send-keys -t "$SESSION" Tab
expect "[9 Folders]"
tmux send-keys -t "$SESSION" Enter
expect "Projects"
tmux send-keys -t "$SESSION" j l
expect "budget.numbers"
tmux send-keys -t "$SESSION" r
expect "draft-1.md"
expect "Projects"
echo "== Tab: Photos, a collection view grid; e edits, Return picks, x deletes the picked photos"
tmux send-keys -t "$SESSION" Tab
expect "Photos]"
expect "September 2026"
tmux send-keys -t "$SESSION" e
expect "Select photos"
tmux send-keys -t "$SESSION" Enter
expect "1 selected"
tmux send-keys -t "$SESSION" x
expect "Deleted 1 photo"
expect_gone "Harbour"

echo "== Tab: Home, carousels above a list; down through the first carousel scrolls it, Return plays"
tmux send-keys -t "$SESSION" Tab
expect "Home]"
expect "Continue listening"
tmux send-keys -t "$SESSION" Down Down Down Down
sleep 0.2
tmux send-keys -t "$SESSION" Enter
expect "Playing: Night trains (Rails)"

echo "== Tab to the chat: it opens on its newest message; Page Up loads older ones; s sends one to the bottom"
tmux send-keys -t "$SESSION" Tab
expect "Chat]"
expect "#60"
expect "15 messages; scroll up for older ones"
tmux send-keys -t "$SESSION" PPage PPage PPage
expect "30 messages; scroll up for older ones"
tmux send-keys -t "$SESSION" s
expect "Sent “On my way.”"
expect "On my way."

echo "== q quits"
tmux send-keys -t "$SESSION" q
expect_ended main 0

echo "== Ctrl-C quits like q"
start_session ctrl-c
tmux send-keys -t "$SESSION" C-c
expect_ended ctrl-c 0

echo "== SIGINT from outside: the handler restores the terminal; status 130"
start_session sigint
SHOWCASE_PID="$(cat "$STATE/sigint-pid")"
[ -n "$SHOWCASE_PID" ] || fail "showcase's process id was not recorded"
kill -INT "$SHOWCASE_PID"
expect_ended sigint 130

echo "== showcase-tmux: all checks passed"
