import Hooks

/// A difference between what a host did and what was expected.
struct FuzzFailure: Error, CustomStringConvertible {
    /// What was wrong: `tree`, `state`, `effects`, `operations`, `moves` or `diagnostics`.
    let check: String
    let message: String

    var description: String { "[\(check)] \(message)" }
}

/// The operations a host did in one render, when it records them.
struct OperationCounts {
    var creates = 0
    var inserts = 0
    var removes = 0
    var moves = 0
    var updates = 0
}

/// Checks each render against the expected tree of its spec, whatever the host.
///
/// Usage: `willRender()`, render and let effects run, then `didRender(_:live:operations:)`;
/// after the last, unmount and `didUnmount()`.
@MainActor final class FuzzChecker {
    let ledger = FuzzLedger()
    /// Where each render's expected changes are summed, if anywhere.
    var tally: FuzzTally?
    private var previous: ExpectedNode?
    private var lastSerial = 0
    private var reports: [String] = []

    /// Starts capturing diagnostics for one render.
    func willRender() {
        lastSerial = ledger.lastSerial
        reports = []
        HookDiagnostics.report = { [weak self] in self?.reports.append($0) }
    }

    /// Checks the render of `spec`: the widgets, the rows' state, effects and
    /// cleanups, the reports, and the operations if the host counted them.
    func didRender(_ spec: Spec, live: [LiveWidget], operations: OperationCounts?)
        throws(FuzzFailure)
    {
        let expected = expectedTree(spec)
        let changes = ExpectedChanges(from: previous, to: expected)
        tally?.add(changes)
        previous = expected
        if let difference = compare(
            live: live, expected: expected.topWidgets, newerThan: lastSerial)
        {
            let stateLost = difference.contains("state")
            throw FuzzFailure(
                check: stateLost ? "state" : "tree",
                message: difference + "\nlive tree:\n"
                    + live.flatMap { $0.dump() }.joined(separator: "\n"))
        }
        try checkEffects(mounted: changes.mountedRows, unmounted: changes.unmountedRows)
        let duplicates = reports.filter { $0.contains("duplicate key") }
        if duplicates.count != changes.duplicateReports || duplicates.count != reports.count {
            throw FuzzFailure(
                check: "diagnostics",
                message:
                    "expected \(changes.duplicateReports) duplicate-key reports, got \(reports)")
        }
        if let operations { try check(operations, against: changes) }
    }

    /// Checks that unmounting ran the cleanups of every row still mounted, once.
    func didUnmount() throws(FuzzFailure) {
        let rows = previous?.subtree.filter { $0.row != nil } ?? []
        previous = nil
        try checkEffects(mounted: [], unmounted: rows)
    }

    private func checkEffects(mounted: [ExpectedNode], unmounted: [ExpectedNode])
        throws(FuzzFailure)
    {
        let mounts = mounted.compactMap(\.serial).sorted()
        let gone = unmounted.compactMap(\.serial).sorted()
        for (event, expected) in [
            (FuzzLedger.Event.mount, mounts), (.passiveCleanup, gone), (.layoutCleanup, gone),
        ] {
            let actual = ledger.take(event)
            guard actual != expected else { continue }
            throw FuzzFailure(
                check: "effects",
                message: "\(event) ran for rows [\(serials(actual))],"
                    + " expected exactly once for [\(serials(expected))]")
        }
    }

    private func check(_ counts: OperationCounts, against changes: ExpectedChanges)
        throws(FuzzFailure)
    {
        if counts.moves != changes.moves {
            throw FuzzFailure(
                check: "moves",
                message:
                    "\(counts.moves) moves, the minimum (longest increasing run) is \(changes.moves)"
            )
        }
        let actual = [counts.creates, counts.inserts, counts.removes, counts.updates]
        let expected = [changes.creates, changes.creates, changes.removes, changes.updates]
        if actual != expected {
            throw FuzzFailure(
                check: "operations",
                message: "creates, inserts, removes, updates were \(actual), expected \(expected)")
        }
    }
}

private func serials(_ serials: [Int]) -> String {
    serials.map { "#\($0)" }.joined(separator: ", ")
}
