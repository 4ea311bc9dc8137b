// `swift run DarkModeDemo`: SwiftUI Hooks' Context example, switching the window's scheme.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.DarkModeDemo") {
    ContentView()
}.run()
exit(status)
