/// What was generated for one class, against what its GIR declares.
struct ClassReport {
    var name: String
    var constructors = Tally()
    var methods = Tally()
    var properties = Tally()
    var signals = Tally()
    /// Symbols not generated, with the reason: `gtk_calendar_get_date: ...`.
    var skipped: [String] = []

    /// Generated against declared members of one kind.
    struct Tally {
        var generated = 0
        var total = 0

        static func + (lhs: Tally, rhs: Tally) -> Tally {
            Tally(generated: lhs.generated + rhs.generated, total: lhs.total + rhs.total)
        }
    }
}
