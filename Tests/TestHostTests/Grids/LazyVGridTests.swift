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

/// Ids that count how often one is read.
nonisolated private struct CountedIDs: RandomAccessCollection {
    let ids: [Int]
    let reads: Counter
    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }
    subscript(position: Int) -> Int {
        reads.count += 1
        return ids[position]
    }
}

nonisolated private final class Counter: @unchecked Sendable {
    var count = 0
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

    @Test("K14 selecting in a 100,000-cell grid reads the keys of the changed cells, not of all")
    func selectionCostIsPerChangedCell() throws {
        let reads = Counter()
        let ids = CountedIDs(ids: Array(0..<100_000), reads: reads)
        var selected = Set<Int>()
        let binding = Binding(get: { selected }, set: { selected = $0 })
        let view = {
            LazyVGrid(ids, id: \.self, columns: [GridItem()], selection: binding) {
                Text("cell \($0)")
            }
        }
        let host = TestHost(view())
        let grid = try #require(host.find(role: .grid))
        host.scroll(grid, toRow: 70_000)
        for cell in [70_001, 70_004, 70_009] {
            reads.count = 0
            try host.selectRow(cell, in: grid, extending: true)
            host.render(view())
            #expect(reads.count < 100, "K14 \(reads.count) reads for one selection change")
        }
        #expect(selected == [70_001, 70_004, 70_009])
        #expect(grid.viewport?.selectedPositions == [70_001, 70_004, 70_009])
    }
}
