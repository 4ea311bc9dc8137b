#!/usr/bin/env bash
# The proof from outside (CONTRIBUTING.md, "Proof from outside") is honest
# only while its code reaches GTK through the typed `Gtk` module alone. Its
# target, Tests/OutsideProofGtkTests, does not declare CGtk and has no package
# access (`package` symbols do not compile there), but the build still lets it
# import CGtk, which it reaches through Gtk. This check (make lint) fails,
# naming file and line, when any file of it:
#
#   - imports CGtk, in any form;
#   - imports with @testable or @_spi (internal or testing-only symbols);
#   - names a C function of GLib, GObject, Gio, GTK, GDK, GSK, cairo or Pango
#     (g_..., gtk_..., gdk_..., gsk_..., cairo_..., pango_...);
#   - names a C type or a raw pointer (GtkWidget, GValue, gpointer, gint,
#     OpaquePointer, UnsafeMutableRawPointer...).
#
# `//` comments are left out of the search; `make lint` runs the check on the
# manifest too: the target must keep `packageAccess: false` and no CGtk.
#
#   Scripts/outside-proof.sh check [folder]   (default Tests/OutsideProofGtkTests)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-check}
folder=${2:-Tests/OutsideProofGtkTests}
target=OutsideProofGtkTests
if [ "$mode" != check ]; then
    echo "usage: $0 check [folder]" >&2
    exit 2
fi

rules=(
    'imports CGtk|^[0-9]+:[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import[[:space:]]+([a-z]+[[:space:]]+)?CGtk\b'
    'imports with @testable or @_spi|@(testable|_spi)\b'
    'names a C function|\b(g|gtk|gdk|gsk|cairo|pango|graphene)_[a-z0-9_]+\b'
    'names a C type|\b(Gtk|Gdk|Gsk)[A-Z][A-Za-z]*\b|\bG(Object|Value|Type|Error|List|SList|Variant|Closure|Callback|Quark|Bytes)\b|\bcairo_t\b'
    'uses a raw C scalar or pointer|\bg(pointer|constpointer|int|uint|boolean|char|double|float|size|ssize|int64|uint64|int32|uint32)\b|\bOpaquePointer\b|\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b'
)
# Names of the test harness that merely look like C types.
allowed='\bGtkTest(Case|Support|ing)\b'

problems=0
files=$(find "$folder" -name '*.swift' | LC_ALL=C sort)
if [ -z "$files" ]; then
    echo "error: $folder has no Swift files; is the proof still there?" >&2
    exit 1
fi
for file in $files; do
    # Line numbers kept; `//` comments (to the end of the line) blanked.
    code=$(sed -E 's#//.*$##' "$file" | sed -E "s/$allowed//g" | grep -nE '.' || true)
    for rule in "${rules[@]}"; do
        what=${rule%%|*}
        pattern=${rule#*|}
        while IFS= read -r hit; do
            [ -n "$hit" ] || continue
            echo "error: $file:${hit%%:*}: $what (the proof from outside uses the typed Gtk API only): ${hit#*:}" >&2
            problems=$((problems + 1))
        done < <(echo "$code" | grep -E "$pattern" || true)
    done
done

# The manifest: the target's declaration, from its name to its closing parenthesis.
declaration=$(awk -v name="\"$target\"" '
    index($0, "name: " name) { found = 1 }
    found { print; if ($0 ~ /^        \),?$/) exit }' Package.swift)
if [ -z "$declaration" ]; then
    echo "error: Package.swift declares no test target $target" >&2
    problems=$((problems + 1))
else
    if ! grep -q 'packageAccess: false' <<<"$declaration"; then
        echo "error: Package.swift: $target must keep packageAccess: false (package symbols would be visible to it)" >&2
        problems=$((problems + 1))
    fi
    if grep -qE '"CGtk"|unsafeFlags' <<<"$declaration"; then
        echo "error: Package.swift: $target must not depend on CGtk nor take unsafe flags" >&2
        problems=$((problems + 1))
    fi
fi

if [ "$problems" -gt 0 ]; then exit 1; fi
echo "outside proof: $folder uses the typed Gtk API only ($(echo "$files" | wc -l) files, no C, no package access)"
