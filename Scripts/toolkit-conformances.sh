#!/usr/bin/env bash
# Every widget and adapter of the package runs the calls made on its type as
# code compiled for it: a widget declared in Sources/Widgets or Sources/GtkHost
# conforms to ToolkitWidget, an adapter in Sources/GtkHost to ToolkitAdapter
# (CONTRIBUTING.md, "Adding a widget"). Without them it still works, through
# the generic entry outside modules use, only slower; this check (make lint)
# names each declaration that forgot. Sources/ExtraWidgets is written as an
# outside module and is not checked.
#
#   Scripts/toolkit-conformances.sh check
set -euo pipefail
cd "$(dirname "$0")/.."

missing=$(
    {
        grep -rnE '^public struct [A-Za-z]+(<[^>]*>)?: ((Widgets\.)?Widget|SingleLineEntry)\b' \
            Sources/Widgets Sources/GtkHost --include='*.swift' | grep -v 'ToolkitWidget' || true
        grep -rnE '^extension [A-Za-z.]+: GtkAdapter\b' Sources/GtkHost --include='*.swift' \
            | grep -v 'ToolkitAdapter' || true
    }
)
if [ -n "$missing" ]; then
    echo "error: these widgets or adapters of the package lack ToolkitWidget / ToolkitAdapter:" >&2
    echo "$missing" >&2
    exit 1
fi
echo "toolkit conformances: every widget and adapter of the package is compiled for its type"
