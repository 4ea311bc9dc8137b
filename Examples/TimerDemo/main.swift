// `swift run TimerDemo` or `make demo`: the SwiftUI Hooks README's timer examples in one window.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.TimerDemo") {
    TimerDemoView()
}.run()
exit(status)
