import Synchronization

/// Counts of what the `Gtk` layer keeps alive, so tests can prove nothing leaks.
///
/// Each counter goes up when the layer hands something to GLib and down when
/// GLib gives it back: a GObject is counted from the moment an ``Object`` owns
/// it until GObject finalizes it (a weak reference reports the finalization);
/// a closure box from the moment GLib retains it until GLib's destroy notify
/// releases it; a source from the moment it is attached until it is destroyed;
/// a boxed record from the moment a ``Boxed`` wrapper owns its copy until the
/// wrapper frees it; a reference to an expression or event from the moment a
/// ``Fundamental`` wrapper holds it until the wrapper gives it back. After a
/// test has dropped everything it made, all five are back to zero.
///
/// GObjects are counted only while `Instrumentation.isEnabled` (the
/// `Testing` SPI) is on, as tracking costs a weak reference and the type name
/// of each object until it is finalized: test libraries and leak-checking
/// benchmarks turn it on, shipping apps leave it off.
@MainActor
public enum LiveObjects {
    /// The type names of tracked GObjects that have not been finalized, by address.
    static var objectTypes: [UInt: String] = [:]

    /// The addresses of tracked GObjects finalized on another thread, not yet
    /// taken out of ``objectTypes``: a GIO worker thread can drop the last
    /// reference of an object an async call held (`g_file_copy_async`'s
    /// file), and GObject reports the finalization there.
    nonisolated static let finalizedElsewhere = Mutex<[UInt]>([])

    /// Takes the finalizations reported on other threads out of ``objectTypes``.
    ///
    /// Exact, as GObject reports a finalization before the memory is freed
    /// (so before its address can be tracked again), and tracking applies
    /// them first.
    static func applyFinalizedElsewhere() {
        let addresses = finalizedElsewhere.withLock { pending in
            defer { pending = [] }
            return pending
        }
        for address in addresses { objectTypes.removeValue(forKey: address) }
    }

    /// The number of tracked GObjects that have not been finalized yet.
    public static var objects: Int {
        applyFinalizedElsewhere()
        return objectTypes.count
    }

    // @exclusivity(unchecked): main-thread state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    // nonisolated(unsafe): GLib gives a box back from its destroy notify, on
    // the main thread but outside the actor's knowledge; entering the actor
    // there (assumeIsolated) cost more than the rest of the release.
    /// The number of closure boxes GLib still holds (signal handlers and sources).
    @exclusivity(unchecked) nonisolated(unsafe) public internal(set) static var closureBoxes = 0

    /// The number of GLib sources this layer attached that are not destroyed yet.
    public internal(set) static var sources = 0

    /// The number of boxed records (``Boxed`` wrappers) not freed yet.
    public internal(set) static var boxedValues = 0

    /// The number of wrappers of expressions and events (``Fundamental``)
    /// that hold a reference.
    public internal(set) static var fundamentals = 0

    /// One line naming every live thing, for a failing test's message.
    ///
    /// For example
    /// `objects: 1 (GtkLabel) closureBoxes: 0 sources: 0 boxedValues: 0 fundamentals: 0`.
    public static var summary: String {
        applyFinalizedElsewhere()
        let names = objectTypes.values.sorted().joined(separator: ", ")
        return
            "objects: \(objects) (\(names)) closureBoxes: \(closureBoxes) sources: \(sources) boxedValues: \(boxedValues) fundamentals: \(fundamentals)"
    }

    /// True when no tracked object, closure box, source, boxed record or
    /// expression or event wrapper is alive.
    public static var isEmpty: Bool {
        objects == 0 && closureBoxes == 0 && sources == 0 && boxedValues == 0 && fundamentals == 0
    }
}
