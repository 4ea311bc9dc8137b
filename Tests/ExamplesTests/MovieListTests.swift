import GtkHooks
import TestHost
import Testing

@testable import MovieList

@Suite struct MovieListTests {
    private let movies = [
        Movie(id: 1, title: "B", rating: 9),
        Movie(id: 2, title: "A", rating: 7),
        Movie(id: 3, title: "C", rating: 8),
    ]

    private func rows(_ host: TestHost) -> [String] {
        host.findAll(role: .label).compactMap(\.text).filter { $0.contains(" - ") }
    }

    @Test("Sort orders by any comparable key path, ascending or descending")
    func sortIsAFunctionValue() {
        let sort = Sort()
        #expect(sort(movies, by: \.title).map(\.id) == [2, 1, 3])
        #expect(sort(movies, by: \.rating, .desc).map(\.id) == [1, 3, 2])
    }

    @Test("the button flips the order and the picker changes the field")
    func orderFlips() throws {
        let host = TestHost(MovieListView(movies: movies))
        #expect(rows(host) == ["A - 7.0", "B - 9.0", "C - 8.0"])
        try host.tap(try #require(host.find(label: "Sort order")))
        #expect(rows(host) == ["C - 8.0", "B - 9.0", "A - 7.0"])
        try host.select(1, in: try #require(host.find(role: .picker)))
        #expect(rows(host) == ["B - 9.0", "C - 8.0", "A - 7.0"])
        #expect(host.find(label: "Sort order")?.text == "Sort by Rating (Desc)")
    }

    @Test("a sort from the environment replaces the default one")
    func sortComesFromTheEnvironment() {
        var environment = EnvironmentValues()
        environment.sort = Sort(sortOrder: .desc)
        #expect(environment.sort.sortOrder == .desc)
        #expect(EnvironmentValues().sort.sortOrder == .asc)
    }
}
