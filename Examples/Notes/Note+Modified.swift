import FoundationEssentials

extension Note {
    /// The modification time as the table shows it: "2026-12-03 07:15:00" in
    /// the local time zone, which also sorts as text in time order.
    var modifiedText: String {
        modified.formatted(
            Date.ISO8601FormatStyle(
                dateSeparator: .dash, dateTimeSeparator: .space, timeSeparator: .colon,
                timeZone: .current
            )
            .year().month().day().time(includingFractionalSeconds: false))
    }
}
