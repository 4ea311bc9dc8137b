// `swift run Counter`: the seed README's counters, one per way of giving hooks a home.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.Counter") {
    CountersView()
}.run()
exit(status)
