import GtkHooks
import GtkTesting
import XCTest

@testable import MovieList

final class MovieListGtkTests: ExampleTestCase {
    func testTheSortButtonFlipsTheOrderOfTheMovies() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(MovieListView(movies: Movie.all)) { app in
                @MainActor func titles() -> [String] {
                    app.findAll(role: .label).compactMap { $0.displayedText }
                        .filter { $0.contains(" - ") }
                }
                let ascending = titles()
                XCTAssertEqual(ascending.count, Movie.all.count, app.dump())
                XCTAssertEqual(ascending.first, "Amelie - 8.1")
                try app.click(XCTUnwrap(app.find(label: "Sort order")))
                await app.nextFrame()
                XCTAssertEqual(titles(), ascending.reversed(), app.dump())

                try app.select(1, in: XCTUnwrap(app.find(role: .picker)))
                await app.nextFrame()
                XCTAssertEqual(titles().first, "Seven Samurai - 8.6")
                XCTAssertEqual(titles().last, "Nosferatu - 7.9")
            }
        }
    }
}
