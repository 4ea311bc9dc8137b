// `swift run Gallery`: every widget of GtkHooks on one scrollable page.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.Gallery") {
    GalleryView()
}.run()
exit(status)
