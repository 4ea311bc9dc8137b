import GtkHooks

/// `swift run MovieList`: a custom environment value, `sort`, used like a hook.
///
/// `@main` calls `MovieListApp.main()`, which runs until the window closes.
@main
struct MovieListApp: App {
    static let id = "org.gtkhooks.MovieList"

    var body: some Scene {
        MovieListView(movies: Movie.all)
    }
}
