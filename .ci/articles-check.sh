#!/usr/bin/env bash
# The reference articles check: builds the four reference articles' own Swift code (and the project's settings
# screen) against HeadlessUIKit, and runs each screen. See .ci/articles/README.md.
#
#   bash .ci/articles-check.sh [REFERENCE_DIR]
#
# REFERENCE_DIR holds the articles (000_*.txt ... 004_*.txt); the default is ../shared/reference beside the
# repository. Where it is absent the check is skipped with a message. The articles' text is read at run time into a
# temporary package under /tmp (ARTICLES_WORK_DIR to choose it, ARTICLES_KEEP=1 to keep it); nothing of it is written
# into the repository.
set -uo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
reference="${1:-$repository/../shared/reference}"

echo "== articles: the extractor's own tests"
python3 "$repository/.ci/articles/test_extract.py" 2>&1 | tail -n 1 || exit 1

if [ ! -d "$reference" ]; then
    echo "articles check skipped: no reference articles at $reference"
    exit 0
fi
reference="$(cd "$reference" && pwd)"

work="${ARTICLES_WORK_DIR:-$(mktemp -d /tmp/listkit-articles.XXXXXX)}"
if [ "${ARTICLES_KEEP:-0}" != 1 ] && [ -z "${ARTICLES_WORK_DIR:-}" ]; then
    trap 'rm -rf "$work"' EXIT
fi
rm -rf "$work/Sources" "$work/Tests"
mkdir -p "$work"

echo "== articles: extracting the code of $reference into $work"
python3 "$repository/.ci/articles/extract.py" --manifest "$repository/.ci/articles/manifest.json" \
    --reference "$reference" --repository "$repository" --out "$work" || exit 1

targets=$(python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(open(sys.argv[1]))["targets"] if t["kind"] == "executable"))' \
    "$repository/.ci/articles/manifest.json")
tests=$(python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(open(sys.argv[1]))["targets"] if t["kind"] == "test"))' \
    "$repository/.ci/articles/manifest.json")

failed=()
for target in $targets; do
    echo "== $target: build (Swift 5 language mode)"
    log="$work/$target.build.log"
    if ! swift build --package-path "$work" --product "$target" >"$log" 2>&1; then
        errors=$(grep -E "^[^ ].*: error: |^error: " "$log" | sort -u)
        echo "$target does not build: $(printf '%s\n' "$errors" | grep -c .) error(s)"
        printf '%s\n' "$errors" | sed "s|$work/||" | sed 's/^/    /'
        failed+=("$target (build)")
        continue
    fi
    warnings=$(grep -E "warning:" "$log" | grep -c "Sources/$target" || true)
    echo "$target builds ($warnings warning(s) in its code)"
    echo "== $target: run"
    binary="$(swift build --package-path "$work" --show-bin-path)/$target"
    resources="$repository/.ci/articles/fill-ins/Resources/$target"
    if [ -d "$resources" ]; then
        cp -R "$resources"/. "$(dirname "$binary")"/
    fi
    output="$work/$target.run.log"
    if ! (cd "$(dirname "$binary")" && "$binary") | tee "$output"; then
        failed+=("$target (run)")
        continue
    fi
    # Lines the article's own code prints (its select handlers), which the screen's checks cannot see.
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        if grep -Fxq -- "$line" "$output"; then
            echo "    ok: the article's code printed \"$line\""
        else
            echo "    FAILED: the article's code did not print \"$line\""
            failed+=("$target (output)")
        fi
    done < <(python3 -c 'import json,sys; [print(l) for t in json.load(open(sys.argv[1]))["targets"] if t["name"] == sys.argv[2] for l in t.get("expectedOutput", [])]' \
        "$repository/.ci/articles/manifest.json" "$target")
done

if [ -n "$tests" ]; then
    # The package's test product holds only its test targets (not the articles' programs, which may not build).
    echo "== $tests: build (Swift 6 language mode) and run the tests"
    log="$work/tests.log"
    if swift build --package-path "$work" --product ListKitArticlesPackageTests >"$log" 2>&1 \
        && swift test --package-path "$work" --skip-build >>"$log" 2>&1; then
        grep -E "^✔ Test " "$log" | sed 's/^/    /'
    else
        grep -E "^[^ ].*: error: |^error: |✘" "$log" | sed "s|$work/||" | sort -u | sed 's/^/    /'
        failed+=("$tests")
    fi
fi

if [ ${#failed[@]} -gt 0 ]; then
    echo "articles check failed: ${failed[*]}"
    exit 1
fi
echo "articles check passed"
