#!/usr/bin/env bash
# The level of each test target, read from the package's declared
# dependencies (`swift package describe`), never from names:
#
#   gtk         depends, directly or through other targets, on GtkTestSupport
#               (GtkTestCase): live GTK widgets, needs a display (Xvfb)
#   components  depends on TestHost: views rendered in memory, headless
#   hooks       depends on Hooks alone (with HooksTesting): no UI, headless
#   tools       none of these (the binding generator's tests), headless
#
#   Scripts/test-levels.sh list             prints "<level> <target>", one a line
#   Scripts/test-levels.sh filter <level>   prints `swift test` filters that
#       select that level's targets: swift test $(Scripts/test-levels.sh filter hooks)
#   Scripts/test-levels.sh check <targets>  (make lint, given GTK_TEST_TARGETS)
#       fails, naming the target and the fix, unless <targets> are exactly the
#       gtk level, so every GTK test runs under Xvfb and no other does
#
# Test targets named in the Makefile's BENCH_TEST_TARGETS are benchmarks and
# have no level. Only bash, sort and a POSIX awk are used.
set -euo pipefail
cd "$(dirname "$0")/.."

AWK=${AWK:-awk}
mode=${1:-list}
# A scratch path of its own: reading the manifest never waits for a build.
scratch=.build/test-levels
bench_targets=$(sed -n 's/^BENCH_TEST_TARGETS := //p' Makefile)

levels() {
    swift package --scratch-path "$scratch" describe | "$AWK" -v bench=" $bench_targets " '
        /^    Name: / { name = $2; next }
        /^    Type: test$/ { tests[name] = 1; next }
        /^    Target dependencies:$/ { listing = 1; next }
        listing && /^        [^ ]/ { deps[name] = deps[name] " " $1; next }
        { listing = 0 }
        # Whether target t reaches target goal through declared dependencies.
        function reaches(t, goal,    list, n, i) {
            if (t == goal) return 1
            if (seen[t]) return 0
            seen[t] = 1
            n = split(deps[t], list, " ")
            for (i = 1; i <= n; i++) if (reaches(list[i], goal)) return 1
            return 0
        }
        function level(t) {
            split("", seen); if (reaches(t, "GtkTestSupport")) return "gtk"
            split("", seen); if (reaches(t, "TestHost")) return "components"
            split("", seen); if (reaches(t, "Hooks")) return "hooks"
            return "tools"
        }
        END {
            for (t in tests) if (index(bench, " " t " ") == 0) print level(t), t
        }' | LC_ALL=C sort
}

# Fails here, with SwiftPM's message, when the manifest cannot be read.
all=$(levels)

case "$mode" in
list)
    echo "$all"
    ;;
filter)
    wanted=${2:?"usage: $0 filter gtk|components|hooks|tools"}
    filters=$(echo "$all" | "$AWK" -v wanted="$wanted" '$1 == wanted { printf "--filter ^%s\\. ", $2 }')
    if [ -z "$filters" ]; then
        echo "error: no test target has the level '$wanted'; levels are gtk, components, hooks and tools" >&2
        exit 1
    fi
    echo "$filters"
    ;;
check)
    shift
    declared=" $* "
    problems=0
    while read -r level target; do
        listed=no
        case "$declared" in *" $target "*) listed=yes ;; esac
        if [ "$level" = gtk ] && [ "$listed" = no ]; then
            echo "error: $target depends on GtkTestSupport but is not in the Makefile's GTK_TEST_TARGETS; add it there so it runs under Xvfb" >&2
            problems=$((problems + 1))
        elif [ "$level" != gtk ] && [ "$listed" = yes ]; then
            echo "error: $target is in the Makefile's GTK_TEST_TARGETS but does not depend on GtkTestSupport (level $level); remove it there so it runs headless" >&2
            problems=$((problems + 1))
        fi
        declared=${declared/ $target / }
    done <<<"$all"
    for target in $declared; do
        echo "error: GTK_TEST_TARGETS names $target, which is not a test target of Package.swift; remove it from the Makefile" >&2
        problems=$((problems + 1))
    done
    if [ "$problems" -gt 0 ]; then exit 1; fi
    echo "test levels: GTK_TEST_TARGETS is exactly the test targets that depend on GtkTestSupport"
    ;;
*)
    echo "usage: $0 list | filter <level> | check <GTK test targets>" >&2
    exit 2
    ;;
esac
