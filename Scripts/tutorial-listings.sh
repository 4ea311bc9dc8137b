#!/usr/bin/env bash
# Keeps Docs/Tutorial.md's listings the files CI compiles and tests. A listing
# is the line `<!-- file: <path> -->` followed by a fenced code block; the
# block must be that file, whole and byte for byte, and every Swift file of
# Examples/FirstApp must be listed.
#
#   Scripts/tutorial-listings.sh check    (make lint) fails, naming the file,
#       when a listing differs from its file or a file of the example is not listed
#
# Only bash, diff and a POSIX awk (Debian's mawk) are used.
set -euo pipefail
cd "$(dirname "$0")/.."

tutorial=${TUTORIAL:-Docs/Tutorial.md}
example=${TUTORIAL_EXAMPLE:-Examples/FirstApp}
AWK=${AWK:-awk}
[ "${1:-check}" = check ] || { echo "usage: $0 check" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each listing into $work/<n>, its path into $work/paths (line n).
"$AWK" -v work="$work" '
/^<!-- file: .* -->$/ { path = $3; next }
path != "" && !inside && /^```/ { inside = 1; n++; print path > (work "/paths"); next }
inside && /^```$/ { inside = 0; path = ""; next }
inside { print > (work "/" n) }
' "$tutorial"

status=0
n=0
listed=" "
if [ -f "$work/paths" ]; then
    while IFS= read -r path; do
        n=$((n + 1))
        listed="$listed$path "
        if [ ! -f "$path" ]; then
            echo "$tutorial: lists $path, which does not exist" >&2
            status=1
        elif ! diff -u "$path" "$work/$n" >"$work/diff"; then
            echo "$tutorial: the listing of $path differs from the file (- file, + listing):" >&2
            cat "$work/diff" >&2
            status=1
        fi
    done <"$work/paths"
fi
for file in "$example"/*.swift; do
    case "$listed" in
    *" $file "*) ;;
    *)
        echo "$tutorial: does not list $file" >&2
        status=1
        ;;
    esac
done
[ "$status" = 0 ] && echo "$tutorial: $n listings match their files"
exit "$status"
