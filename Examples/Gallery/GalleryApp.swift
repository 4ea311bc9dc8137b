import GtkHooks

/// `swift run Gallery`: every widget of GtkHooks on one scrollable page.
///
/// `@main` calls `GalleryApp.main()`, which runs until the window closes.
@main
struct GalleryApp: App {
    static let id = "org.gtkhooks.Gallery"

    var body: some Scene {
        GalleryView()
    }
}
