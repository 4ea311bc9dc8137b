/// What the rows did: the serials their state took at mount, their mount
/// effects and their cleanups, in order, until taken.
@MainActor final class FuzzLedger {
    /// One kind of event of a row.
    enum Event {
        case mount
        case passiveCleanup
        case layoutCleanup
    }

    /// The last serial handed out; rows mounted later get larger ones.
    private(set) var lastSerial = 0
    private var events: [Event: [Int]] = [:]

    /// A new serial for a row's state.
    func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    /// Notes that row `serial` had `event`.
    func record(_ event: Event, _ serial: Int) { events[event, default: []].append(serial) }

    /// The serials that had `event` since the last take, sorted.
    func take(_ event: Event) -> [Int] {
        defer { events[event] = [] }
        return (events[event] ?? []).sorted()
    }
}
