#!/usr/bin/env bash
# Keeps README.md's table of built-in views and modifiers complete. The table
# sits between the lines `<!-- view-list:begin -->` and `<!-- view-list:end -->`;
# the first cell of each row names one view (`Text(_:)`, `Context.Provider`)
# or one modifier (`.padding(_:)`, a leading dot), by its name up to `(` or `<`.
#
#   Scripts/view-list.sh check    (make lint) fails, naming them, when a public
#       view or modifier of the app-facing modules is not in the table, or the
#       table names one the code no longer has
#   Scripts/view-list.sh list     prints what the code declares, one a line:
#       `view <Name>` or `modifier <name>`
#
# Read from the source, no build (a second at most). In Sources/Reconciler,
# Widgets, AppServices, GtkHost and ExtraWidgets:
# - a view is a public (not @_spi) struct, class or enum, top level or nested
#   one level (`Context.Provider`), that conforms to View or to a protocol
#   refining it (Widget, PrimitiveView, HookView, ...), in its declaration or
#   in an `extension Name: ...`;
# - a modifier is a public, non-static method of an extension or body of a
#   view or of a view protocol (`extension View`, `extension Window`) whose
#   result is a view: `Self`, `some View` or a view type (`ModifiedView<...>`).
#   Overloads share one row.
#
# Only bash, find, sort, comm and a POSIX awk (Debian's mawk) are used.
set -euo pipefail
cd "$(dirname "$0")/.."

readme=${README:-README.md}
modules=${VIEW_LIST_SOURCES:-"Sources/Reconciler Sources/Widgets Sources/AppServices Sources/GtkHost Sources/ExtraWidgets"}
mode=${1:-check}
AWK=${AWK:-awk}

# One line per view and modifier the sources declare.
declared() {
    # shellcheck disable=SC2086  # the module folders are words
    find $modules -name '*.swift' -print | LC_ALL=C sort | xargs "$AWK" '
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
# The last component of a possibly qualified name: Widgets.Widget -> Widget.
function base(s) { s = trim(s); sub(/.*\./, "", s); return s }
# A declaration without generic parameter lists: Foo<A: B<C>>: View -> Foo: View.
function strip_generics(s) { while (s ~ /<[^<>]*>/) gsub(/<[^<>]*>/, "", s); return s }
# Records a declaration (everything from its keyword up to "{").
function declaration(text, outer,    kind, rest, name, inherits, n, i, parts, public) {
    public = text ~ /(^|[ )])public / && text !~ /@_spi/
    sub(/\{.*/, "", text)
    text = strip_generics(text)
    if (!match(text, /(^|[ )])(extension|struct|class|enum|protocol|actor) /)) return ""
    rest = substr(text, RSTART + RLENGTH)
    kind = substr(text, RSTART, RLENGTH); gsub(/[ )]/, "", kind)
    name = rest; sub(/[ :].*/, "", name)
    inherits = ""
    if (rest ~ /:/) { inherits = rest; sub(/^[^:]*:/, "", inherits); sub(/ where .*/, "", inherits) }
    if (kind == "extension") {
        # An extension names an existing type, possibly qualified: Widgets.Window.
        name = base(name)
    } else if (outer != "") {
        name = outer "." name
    }
    n = split(inherits, parts, ",")
    for (i = 1; i <= n; i++) {
        if (kind == "protocol") refines[name, base(parts[i])] = 1
        else conforms[name, base(parts[i])] = 1
    }
    if (kind == "protocol") protocols[name] = 1
    else if (kind != "extension" && public) types[name] = 1
    return name
}
FNR == 1 { pending = ""; scope = ""; nested = ""; signature = "" }
{ line = $0; sub(/\/\/.*/, "", line) }
# A declaration that spans lines is joined up to its "{".
pending != "" {
    pending = pending " " line
    if (line ~ /\{/ || line ~ /^ *$/) {
        name = declaration(pending, pending_outer)
        if (pending_outer == "") scope = name
        pending = ""
    }
    next
}
# A method signature that spans lines is joined up to its "{".
signature != "" {
    signature = signature " " line
    if (head(signature) != "" || line ~ /^ *$/) { methods[++method_count] = scope SUBSEP head(signature); signature = "" }
    next
}
line ~ /^([^ ].*[ )])?(extension|struct|class|enum|protocol|actor) [A-Za-z]/ {
    pending_outer = ""
    pending = line
    if (line ~ /\{/) { scope = declaration(pending, ""); pending = "" }
    next
}
line ~ /^    ([^ ].*[ )])?(struct|class|enum) [A-Za-z]/ && scope != "" {
    pending_outer = scope
    pending = line
    if (line ~ /\{/) { declaration(pending, scope); pending = "" }
    next
}
line ~ /^}/ { scope = "" }
line ~ /^    ([^ ].*[ )])?public ([a-z]+ )*func / && line !~ /[ )]static / && line !~ /@_spi/ && scope != "" {
    signature = line
    if (head(signature) != "") { methods[++method_count] = scope SUBSEP head(signature); signature = "" }
}
# A method signature up to the "{" that opens its body, outside parentheses (a
# default argument may be a closure), or "" while the body has not started.
function head(s,    i, c, depth) {
    depth = 0
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "(" || c == "[") depth++
        else if (c == ")" || c == "]") depth--
        else if (c == "{" && depth == 0) return substr(s, 1, i - 1)
    }
    return ""
}
# The result type of a method signature: after its last "->" outside parentheses.
function result_type(s,    i, c, depth, arrow) {
    depth = 0; arrow = 0
    for (i = 1; i < length(s); i++) {
        c = substr(s, i, 1)
        if (c == "(" || c == "[") depth++
        else if (c == ")" || c == "]") depth--
        else if (c == "-" && depth == 0 && substr(s, i + 1, 1) == ">") arrow = i
    }
    if (arrow == 0) return ""
    s = substr(s, arrow + 2); sub(/^ +/, "", s); sub(/^some +/, "", s); sub(/[^A-Za-z0-9_.].*/, "", s)
    return base(s)
}
function is_view_protocol(p,    q) {
    if (p == "View") return 1
    if (p in view_protocol) return view_protocol[p]
    view_protocol[p] = 0
    for (q in protocols) if (((p, q) in refines) && is_view_protocol(q)) { view_protocol[p] = 1; return 1 }
    return 0
}
function is_view_type(t,    key, parts) {
    for (key in conforms) {
        split(key, parts, SUBSEP)
        if (parts[1] == t && is_view_protocol(parts[2])) return 1
    }
    return 0
}
END {
    for (t in types) if (is_view_type(t)) { views[t] = 1; print "view " t }
    for (i = 1; i <= method_count; i++) {
        split(methods[i], parts, SUBSEP)
        owner = parts[1]; text = parts[2]
        if (!((owner in views) || ((owner in protocols) && is_view_protocol(owner)))) continue
        name = text; sub(/.*func +/, "", name); sub(/[^A-Za-z0-9_].*/, "", name)
        result = result_type(text)
        if (result == "") continue
        if (result == "Self" || result == owner || result in views || is_view_protocol(result))
            print "modifier " name
    }
}' | LC_ALL=C sort -u
}

# One line per view and modifier the README table names.
listed() {
    "$AWK" '
/<!-- view-list:begin -->/ { inside = 1; next }
/<!-- view-list:end -->/ { inside = 0 }
inside && /^\| *`/ {
    cell = $0; sub(/^\| *`/, "", cell); sub(/`.*/, "", cell); sub(/[(<].*/, "", cell)
    if (cell ~ /^\./) print "modifier " substr(cell, 2); else print "view " cell
}' "$readme" | LC_ALL=C sort -u
}

case "$mode" in
    list) declared ;;
    check)
        grep -q '<!-- view-list:begin -->' "$readme" \
            || { echo "error: $readme has no <!-- view-list:begin --> table" >&2; exit 1; }
        missing="$(LC_ALL=C comm -23 <(declared) <(listed))"
        stale="$(LC_ALL=C comm -13 <(declared) <(listed))"
        if [ -n "$missing" ]; then
            echo "error: $readme's table of views and modifiers leaves out (add a row for each):" >&2
            sed 's/^/  /' <<<"$missing" >&2
        fi
        if [ -n "$stale" ]; then
            echo "error: $readme's table of views and modifiers names what the code no longer declares:" >&2
            sed 's/^/  /' <<<"$stale" >&2
        fi
        [ -z "$missing$stale" ] || exit 1
        echo "views and modifiers: $(listed | wc -l) listed in $readme, all declared"
        ;;
    *) echo "usage: $0 check|list" >&2; exit 2 ;;
esac
