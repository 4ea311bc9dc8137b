import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `LazyVGrid` on TestHost: cells in a viewport like `List` rows, selected by
// ids with the same verbs; GtkHostTests/Grids asserts the same on GTK.

private struct Photo: Identifiable {
    let id: Int
    var title: String { "photo \(id)" }
}

private struct PhotoCell: HookView {
    let photo: Photo

    var hookBody: some View {
        let stars = useState(0)
        VStack {
            Text("\(photo.title) stars \(stars.wrappedValue)")
            Button("star \(photo.id)") { stars.wrappedValue += 1 }
        }
    }
}

@MainActor private final class Seen {
    var selection: Set<Int> = []
    var activated: [Int] = []
    func rendered(_ selection: Set<Int>) { self.selection = selection }
}

private struct Album: HookView {
    let photos: [Photo]
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<Int>())
        let _ = seen.rendered(selected.wrappedValue)
        LazyVGrid(photos, id: \.id, columns: .adaptive(minimum: 96), selection: selected) {
            PhotoCell(photo: $0)
        }
        .onActivate { (id: Int) in seen.activated.append(id) }
    }
}

@MainActor struct LazyVGridTests {
    @Test("K15 a 100,000-cell LazyVGrid builds only the cells shown; a cell keeps state by id")
    func buildsOnlyVisibleCells() throws {
        let photos = (0..<100_000).map(Photo.init)
        let host = TestHost(Album(photos: photos, seen: Seen()))
        let grid = try #require(host.find(role: .grid))
        #expect(grid.viewport?.visibleRows == 0..<20)
        #expect(host.findAll(role: .button).count == 20, "K15 only shown cells are built")
        try host.tap(text: "star 3")
        #expect(host.find(text: "photo 3 stars 1") != nil)
        host.scroll(grid, toRow: 50_000)
        #expect(host.find(text: "photo 50000 stars 0") != nil)
        #expect(host.find(text: "photo 3 stars 1") == nil)
        host.scroll(grid, toRow: 0)
        #expect(host.find(text: "photo 3 stars 1") != nil, "K15 state kept by id")
    }

    @Test(
        "K14 cells are selected by id through inserts, removals and sorting, as the transcript shows"
    )
    func selectionFollowsIDs() throws {
        let seen = Seen()
        var photos = (0..<10).map(Photo.init)
        let host = TestHost(Album(photos: photos, seen: seen))
        let grid = try #require(host.find(role: .grid))
        host.clearTranscript()
        try host.selectRow(2, in: grid)
        #expect(host.transcript.map(\.description) == ["update \(grid.name) selection"])
        try host.selectRow(5, in: grid, extending: true)
        #expect(seen.selection == [2, 5])
        #expect(grid.viewport?.selectedPositions == [2, 5])

        photos.insert(Photo(id: 100), at: 0)
        host.render(Album(photos: photos, seen: seen))
        #expect(grid.viewport?.selectedPositions == [3, 6], "K14 by id after an insert")
        photos.reverse()
        host.render(Album(photos: photos, seen: seen))
        #expect(grid.viewport?.selectedPositions == [4, 7], "K14 by id after sorting")
        photos.removeAll { $0.id == 5 }
        host.render(Album(photos: photos, seen: seen))
        #expect(seen.selection == [2], "K14 a removed id leaves the binding")

        try host.selectRows(0...2, in: grid)
        #expect(seen.selection == Set(photos[0...2].map(\.id)))
        try host.activateRow(1, in: grid)
        #expect(seen.activated == [photos[1].id])
    }
}
