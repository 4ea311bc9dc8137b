// `swift run DarkModeDemo`: the seed's Context example switching the window's color scheme.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.DarkModeDemo") {
    ContentView()
}.run()
exit(status)
