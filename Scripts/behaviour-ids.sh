#!/usr/bin/env bash
# Keeps Docs/Behaviours.md and the code in step. Behaviour ids (R1, S4, K7...)
# are cited by test names (@Test("K7 ...") or func testK9G4...()), by string
# literals that start with ids (assertion messages such as "G1: no echo") and
# by comments (`/// ... (SEMANTICS E4)`). Each id is defined in
# Docs/Behaviours.md by a line `- **K7** ...`, followed by lines linking the
# tests that check it: `  - [path](../Tests/path): `test name`, `test name``.
#
#   Scripts/behaviour-ids.sh check    (make lint) fails, naming file and line, when
#       an id cited in Sources/, Tests/, Benchmarks/ or Examples/ is not defined,
#       a defined id links no test, or a linked test is gone or no longer cites
#       the id
#   Scripts/behaviour-ids.sh list     prints, per cited id, the link lines the code gives
#   Scripts/behaviour-ids.sh update   rewrites the link lines of Docs/Behaviours.md
#       from the code (definitions and every other line stay as they are)
#
# Only bash, find, sort and a POSIX awk (Debian's mawk) are used.
set -euo pipefail
cd "$(dirname "$0")/.."

doc=Docs/Behaviours.md
mode=${1:-check}
AWK=${AWK:-awk}

# One record per citation: kind, id, file, line, test. kind is "name" (a test's
# name), "message" (a string literal starting with ids, inside a test),
# "comment", or "test" (a test with its name, id "-", citing nothing itself).
extract() {
    find Sources Tests Benchmarks Examples -name '*.swift' -print | LC_ALL=C sort \
        | xargs "$AWK" '
function isid(token) { return token ~ /^[RSDBEMCAUKG][1-9][0-9]?[0-9]?$/ }
function emit(kind, id, name) { printf "%s\t%s\t%s\t%d\t%s\n", kind, id, FILENAME, FNR, name }
# The ids a string starts with: "E5 E6 a subtree ...", "G1: no echo".
function leading(kind, s, name,    n, i, t, parts) {
    n = split(s, parts, / +/)
    for (i = 1; i <= n; i++) {
        t = parts[i]; sub(/:$/, "", t)
        if (!isid(t)) break
        emit(kind, t, name)
    }
}
# The ids an XCTest method name starts with: testK9G4Unmounting -> K9, G4
# (an id is followed by a capital, so testA100000Rows cites nothing).
function methodids(name,    rest) {
    emit("test", "-", name)
    rest = substr(name, 5)
    while (1) {
        if (rest ~ /^[RSDBEMCAUKG][1-9][A-Z]/) {
            emit("name", substr(rest, 1, 2), name); rest = substr(rest, 3)
        } else if (rest ~ /^[RSDBEMCAUKG][1-9][0-9][A-Z]/) {
            emit("name", substr(rest, 1, 3), name); rest = substr(rest, 4)
        } else if (rest ~ /^[RSDBEMCAUKG][1-9][0-9][0-9][A-Z]/) {
            emit("name", substr(rest, 1, 4), name); rest = substr(rest, 5)
        } else break
    }
}
function named(s) { test = s; emit("test", "-", s); leading("name", s, s) }
FNR == 1 { test = ""; pending = 0; attribute = -10 }
{
    line = $0; title = ""
    # @Test( on its own line: the name is the next line string literal.
    if (pending && match(line, /^[ \t]*"[^"]*"/)) {
        title = substr(line, RSTART, RLENGTH); sub(/^[ \t]*"/, "", title); sub(/"$/, "", title)
        named(title)
    }
    pending = 0
    if (match(line, /@Test\("[^"]*"/)) {
        title = substr(line, RSTART + 7, RLENGTH - 8); named(title); attribute = FNR
    } else if (line ~ /@Test\($/) { pending = 1; attribute = FNR + 1 }
    else if (line ~ /@Test/) attribute = FNR
    if (FNR - attribute > 1 && match(line, /func test[A-Za-z0-9_]*\(/)) {
        test = substr(line, RSTART + 5, RLENGTH - 6); methodids(test)
    }
    rest = line
    while (match(rest, /"[^"]*"/)) {
        s = substr(rest, RSTART + 1, RLENGTH - 2); rest = substr(rest, RSTART + RLENGTH)
        if (s != title) leading("message", s, test)
    }
    code = line; gsub(/"[^"]*"/, "\"\"", code)
    at = index(code, "//")
    if (at > 0) {
        comment = substr(code, at); gsub(/[^A-Za-z0-9]/, " ", comment)
        n = split(comment, tokens, / +/)
        for (i = 1; i <= n; i++) if (isid(tokens[i])) emit("comment", tokens[i], test)
    }
}'
}

# The link lines the code gives, one block per id: "<id><TAB><link line>".
links() {
    "$AWK" -F '\t' '
($1 == "name" || $1 == "message") && $3 ~ /^Tests\// && $5 != "" {
    key = $2 SUBSEP $3 SUBSEP $5
    if (key in seen) next
    seen[key] = 1
    fk = $2 SUBSEP $3
    if (!(fk in tests)) { files[$2] = files[$2] " " $3; tests[fk] = "" }
    tests[fk] = tests[fk] (tests[fk] == "" ? "" : ", ") "`" $5 "`"
    if (!($2 in order)) { order[$2] = ++count; ids[count] = $2 }
}
END {
    for (i = 1; i <= count; i++) {
        id = ids[i]; n = split(files[id], list, " ")
        for (j = 1; j <= n; j++) {
            shown = list[j]; sub(/^Tests\//, "", shown)
            printf "%s\t  - [%s](../%s): %s\n", id, shown, list[j], tests[id SUBSEP list[j]]
        }
    }
}' "$1" | LC_ALL=C sort -t "$(printf '\t')" -k1,1 -s
}

citations=$(mktemp)
generated=$(mktemp)
trap 'rm -f "$citations" "$generated"' EXIT
extract >"$citations"
links "$citations" >"$generated"

case "$mode" in
list)
    "$AWK" -F '\t' '$1 != last { print "- **" $1 "**"; last = $1 } { print $2 }' "$generated"
    ;;
update)
    "$AWK" -F '\t' '
NR == FNR { block[$1] = block[$1] $2 "\n"; next }
/^  - \[/ { next }
{ print }
match($0, /^- \*\*[A-Z][0-9]+\*\* /) { printf "%s", block[substr($0, 5, RLENGTH - 7)] }
' "$generated" "$doc" >"$doc.new"
    mv "$doc.new" "$doc"
    echo "updated the test links of $doc"
    ;;
check)
    "$AWK" -F '\t' -v doc="$doc" '
function fail(where, message) { print where ": " message > "/dev/stderr"; errors++ }
FILENAME != doc {
    if ($1 == "test") { exists[$3 SUBSEP $5] = 1; next }
    if ($1 == "name" || $1 == "message") cites[$2 SUBSEP $3 SUBSEP $5] = 1
    if (!($2 in citedAt)) { citedAt[$2] = $3 ":" $4; citedOrder[++cited] = $2 }
    next
}
match($0, /^- \*\*[A-Z][0-9]+\*\* /) {
    id = substr($0, 5, RLENGTH - 7)
    if (id in defined) fail(doc ":" FNR, id " is defined twice")
    defined[id] = FNR; definedOrder[++definitions] = id; linked[id] = 0
    next
}
/^  - \[/ {
    if (id == "") { fail(doc ":" FNR, "a test link before any id"); next }
    if (!match($0, /\]\(\.\.\/[^)]*\)/)) { fail(doc ":" FNR, "a test link without a (../path)"); next }
    file = substr($0, RSTART + 5, RLENGTH - 6)
    n = split($0, parts, "`")
    if (n < 3) fail(doc ":" FNR, "a test link that names no test in `backticks`")
    for (i = 2; i < n; i += 2) {
        name = parts[i]; linked[id]++; checked++
        if (!((file SUBSEP name) in exists))
            fail(doc ":" FNR, id " links `" name "`, which is not a test in " file)
        else if (!((id SUBSEP file SUBSEP name) in cites))
            fail(doc ":" FNR, id " links `" name "` in " file ", which does not cite " id)
    }
    next
}
/^[^ ]/ { id = "" }
END {
    for (i = 1; i <= cited; i++) {
        if (!(citedOrder[i] in defined))
            fail(citedAt[citedOrder[i]], citedOrder[i] " is cited but not defined in " doc " (a line \"- **" citedOrder[i] "** ...\")")
    }
    for (i = 1; i <= definitions; i++) {
        if (linked[definedOrder[i]] == 0)
            fail(doc ":" defined[definedOrder[i]], definedOrder[i] " links no test that checks it")
    }
    if (errors) {
        print errors " problem(s) with behaviour ids; Scripts/behaviour-ids.sh list prints the tests that cite each id" > "/dev/stderr"
        exit 1
    }
    print "behaviour ids: " definitions " defined, " cited " cited in the code, " checked " test links checked"
}' "$citations" "$doc"
    ;;
*)
    echo "usage: $0 [check|list|update]" >&2
    exit 2
    ;;
esac
