/// What the renders of a run exercised, summed from their expected changes,
/// so a run's report shows that every kind of change came up.
@MainActor final class FuzzTally {
    private(set) var renders = 0
    private(set) var creates = 0
    private(set) var removes = 0
    private(set) var moves = 0
    private(set) var updates = 0
    private(set) var rowsMounted = 0
    private(set) var rowsUnmounted = 0
    private(set) var duplicateReports = 0

    /// Adds one render's changes.
    func add(_ changes: ExpectedChanges) {
        renders += 1
        creates += changes.creates
        removes += changes.removes
        moves += changes.moves
        updates += changes.updates
        rowsMounted += changes.mountedRows.count
        rowsUnmounted += changes.unmountedRows.count
        duplicateReports += changes.duplicateReports
    }

    /// The sums, for the run's last line.
    var summary: String {
        "\(renders) renders: \(creates) creates, \(removes) removes, \(moves) moves,"
            + " \(updates) updates, \(rowsMounted) rows mounted, \(rowsUnmounted) unmounted,"
            + " \(duplicateReports) duplicate keys reported"
    }
}
