// A window whose clock ticks every second through the main-loop bridge: a
// main-actor task sleeping with Task.sleep inside GTK's main loop. The hooks
// version of the seed's timer example replaces this file once hooks land.
import Foundation
import Gtk

/// The text the clock shows for `date`, such as `Time: 14:03:07`.
func clockText(_ date: Date) -> String {
    "Time: " + date.formatted(date: .omitted, time: .standard)
}

let status = Application.run(id: "org.gtkhooks.TimerDemo") { application in
    let clock = Label(clockText(.now))
    clock.margins = Margins(all: 24)
    clock.addCSSClass("title-1")

    let window = Window(application: application)
    window.title = "GtkHooks Timer"
    window.setDefaultSize(width: 320, height: 120)
    window.child = clock
    window.present()

    Task {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            clock.text = clockText(.now)
        }
    }
}
exit(status)
