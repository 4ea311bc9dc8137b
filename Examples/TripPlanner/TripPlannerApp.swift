import ExtraWidgets
import GtkHooks

/// `swift run TripPlanner`: a trip planned with widgets the toolkit does not
/// have, from the `ExtraWidgets` module, and one GTK widget shown inline.
///
/// `@main` calls `TripPlannerApp.main()`, which runs until the window closes.
@main
struct TripPlannerApp: App {
    static let id = "org.gtkhooks.TripPlanner"

    var body: some Scene {
        Window("Trip Planner", width: 420, height: 640) {
            TripPlannerView()
        }
    }
}
