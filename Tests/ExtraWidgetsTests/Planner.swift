import ExtraWidgets
import Hooks
import Reconciler
import Widgets

/// A day to plan with the three outside widgets: the calendar picks the day,
/// the level bar shows how far into the month it is, the expander shows a note.
struct Planner: HookView {
    var hookBody: some View {
        let day = useState(CalendarDate(year: 2026, month: 12, day: 1))
        let isOpen = useState(false)
        VStack {
            MonthCalendar(selection: day).accessibilityLabel("Due date")
            LevelBar(value: Double(day.wrappedValue.day), in: 0...31)
            Expander("Details", isExpanded: isOpen) {
                Text("Due \(day.wrappedValue)")
            }
        }
    }
}
