// `swift run MovieList`: a custom environment value, `sort`, used like a hook.
import Foundation
import GtkHooks

let status = GtkApp(id: "org.gtkhooks.MovieList") {
    MovieListView(movies: Movie.all)
}.run()
exit(status)
