import GtkHooks
import TestHost
import Testing

@testable import Counter
@testable import Gallery
@testable import MovieList
@testable import Notes
@testable import TimerDemo
@testable import TripPlanner

/// The roles of the controls a person operates, each of which needs a name.
private let controlRoles: [WidgetRole] = [
    .button, .link, .textField, .secureField, .searchField, .toggle, .slider, .stepper, .picker,
    .datePicker, .colorPicker,
]

/// The controls of `host` that have no accessible name, as dump lines.
@MainActor private func unnamedControls(in host: TestHost) -> [String] {
    host.widgets.filter { widget in
        widget.role.map(controlRoles.contains) == true && widget.accessibleName == nil
    }
    .map { "\($0.name) \($0.text ?? "")" }
}

@MainActor @Suite struct ControlNamesTests {
    @Test("G109 every control of the examples has an accessible name")
    func everyControlIsNamed() {
        let hosts = [
            ("Counter", TestHost(CountersView())),
            ("Gallery", TestHost(GalleryView())),
            ("MovieList", TestHost(MovieListView(movies: []))),
            ("Notes", TestHost(NotesView())),
            ("TimerDemo", TestHost(TimerDemoView())),
            ("TripPlanner", TestHost(TripPlannerView())),
        ]
        for (example, host) in hosts {
            let controls = host.widgets.filter { $0.role.map(controlRoles.contains) == true }
            #expect(!controls.isEmpty, "\(example) shows controls")
            #expect(unnamedControls(in: host).isEmpty, "\(example): \(unnamedControls(in: host))")
            host.unmount()
        }
    }
}
