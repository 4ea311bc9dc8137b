import CGtk

// GTK 4.8 gives a calendar's four arrow buttons no accessible name, so
// assistive technologies read the type of their image ("GtkImage"). Naming
// each after the month it leads to needs no words of the toolkit's own: the
// month and year come from the user's locale.

@MainActor
extension Calendar {
    /// Names the month and year arrows, which GTK 4.8 leaves unnamed, after
    /// the month each one shows (the month before and after, the same month
    /// a year before and after), as the user's locale writes a month and
    /// year ("November 2026"); the names follow the month shown, whether a
    /// person or the app changes it.
    ///
    /// Does nothing when the calendar is not laid out as GTK 4.8 lays it
    /// out (a header of four buttons, the month's stack and the year's label).
    public func nameArrowsAfterTheirMonths() {
        guard let header = children.first else { return }
        let parts = header.children
        let arrows = parts.filter { $0.typeName == "GtkButton" }
        guard arrows.count == 4,
            let stack = parts.first(where: { $0.typeName == "GtkStack" }),
            let year = parts.first(where: { $0.typeName == "GtkLabel" })
        else { return }
        let rename: @MainActor () -> Void = { [weak self] in self?.nameArrows(arrows) }
        stack.onNotify("visible-child", rename)
        year.onNotify("label", rename)
        nameArrows(arrows)
    }

    /// Names the arrows before the month, after it, before the year and
    /// after it, in GTK's order.
    private func nameArrows(_ arrows: [Widget]) {
        let shown = selectedDay
        let steps = [(0, -1), (0, 1), (-1, 0), (1, 0)]
        for (arrow, (years, months)) in zip(arrows, steps) {
            let index = shown.month - 1 + months
            let month = CalendarDay(
                year: shown.year + years + (index < 0 ? -1 : index > 11 ? 1 : 0),
                month: (index + 12) % 12 + 1, day: 1)
            let name = month.monthAndYear
            if !name.isEmpty, arrow.accessibleLabel != name { arrow.accessibleLabel = name }
        }
    }
}
