import Reconciler
import TestHost
import Testing
import Widgets

/// Keyed text rows in a stack, each row's text its key.
@MainActor private func rows(_ keys: [String]) -> some View {
    VStack { ForEach(keys, id: \.self) { Text($0) } }
}

/// The ten keys `a` to `j`.
private let ten = (0..<10).map { String(UnicodeScalar(UInt8(97 + $0))) }

/// A host showing `keys`, its transcript cleared.
@MainActor private func host(_ keys: [String]) -> TestHost {
    let host = TestHost(rows(keys))
    host.clearTranscript()
    return host
}

/// The widget names (`Text#3`) of the rows, by key.
@MainActor private func names(_ host: TestHost) -> [String: String] {
    Dictionary(uniqueKeysWithValues: host.findAll(role: .label).map { ($0.text!, $0.name) })
}

/// Checks that `host` shows `keys` in order, on the widgets it had before
/// (`before`, by key) for every key in both.
@MainActor private func expectShown(
    _ keys: [String], on host: TestHost, kept before: [String: String]
) {
    let labels = host.findAll(role: .label)
    #expect(labels.map(\.text) == keys)
    for label in labels {
        guard let text = label.text, let name = before[text] else { continue }
        #expect(label.name == name, "row \(text) kept its widget")
    }
}

/// The middle of a keyed list past a common prefix and suffix: only the rows
/// off the longest run that kept its order move, each once (SEMANTICS K7).
@MainActor struct DiffMiddleTests {
    @Test("K7 moving the last of 10 keyed rows to the front is one move, the 9 others stay")
    func lastToFront() {
        let host = host(ten)
        let before = names(host)
        let stack = host.root.children[0].name
        let keys = ["j"] + ten.dropLast()

        host.render(rows(keys))

        #expect(
            host.transcript.map(\.description) == ["move \(before["j"]!) in \(stack) from 9 to 0"])
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 moving a middle row of 10 to the front is one move")
    func middleToFront() {
        let host = host(ten)
        let before = names(host)
        let stack = host.root.children[0].name
        let keys = ["e"] + ten.filter { $0 != "e" }

        host.render(rows(keys))

        #expect(
            host.transcript.map(\.description) == ["move \(before["e"]!) in \(stack) from 4 to 0"])
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 reversing 10 keyed rows is 9 moves and nothing else")
    func reverse() {
        let host = host(ten)
        let before = names(host)
        let keys = Array(ten.reversed())

        host.render(rows(keys))

        #expect(host.transcript.count == 9)
        #expect(host.transcript.count(of: .move) == 9)
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 rotating 10 keyed rows right by 3 moves the 3 rows that wrapped, not the 7 others")
    func rotateRight() {
        let host = host(ten)
        let before = names(host)
        let stack = host.root.children[0].name
        let keys = Array(ten[7...] + ten[..<7])

        host.render(rows(keys))

        #expect(
            host.transcript.map(\.description) == [
                "move \(before["j"]!) in \(stack) from 9 to 0",
                "move \(before["i"]!) in \(stack) from 9 to 0",
                "move \(before["h"]!) in \(stack) from 9 to 0",
            ])
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 rotating 10 keyed rows left by 3 moves the 3 rows that wrapped")
    func rotateLeft() {
        let host = host(ten)
        let before = names(host)
        let keys = Array(ten[3...] + ten[..<3])

        host.render(rows(keys))

        #expect(host.transcript.count == 3)
        #expect(host.transcript.count(of: .move) == 3)
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 two swaps of 10 keyed rows, one of neighbours, are three moves")
    func twoSwaps() {
        let host = host(ten)
        let before = names(host)
        var keys = ten
        keys.swapAt(2, 6)
        // A second swap at the end, so the first is not the whole middle.
        keys.swapAt(8, 9)

        host.render(rows(keys))

        #expect(host.transcript.count == 3)
        #expect(host.transcript.count(of: .move) == 3)
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 inserts and removals around a move change only those rows; the rest stay in place")
    func interleavedEdits() {
        let host = host(ten)
        let before = names(host)
        // b and g go, x and y come, j moves to the front; a c d e f h i keep their order.
        let keys = ["j", "a", "x", "c", "d", "e", "y", "f", "h", "i"]

        host.render(rows(keys))

        #expect(host.transcript.count(of: .remove) == 2)
        #expect(host.transcript.count(of: .create) == 2)
        #expect(host.transcript.count(of: .insert) == 2)
        #expect(host.transcript.count(of: .move) == 1)
        #expect(host.transcript.count(of: .update) == 0)
        expectShown(keys, on: host, kept: before)
    }

    @Test("K7 a row moved before a staying row that shows nothing goes before what was put there")
    func moveBeforeAnEmptyRow() {
        // `z` shows no widget, so what is placed in front of it sits where
        // `x` was; x must still be found there to move.
        func rows(_ keys: [String]) -> some View {
            VStack {
                ForEach(keys, id: \.self) { key in
                    if key != "z" { Text(key) }
                }
            }
        }
        let host = TestHost(rows(["z", "x", "a"]))
        host.clearTranscript()
        let before = names(host)

        host.render(rows(["x", "n", "z", "a"]))

        #expect(host.transcript.count(of: .create) == 1)
        #expect(host.transcript.count(of: .move) == 1)
        #expect(host.transcript.count(of: .remove) == 0)
        expectShown(["x", "n", "a"], on: host, kept: before)
    }
}
