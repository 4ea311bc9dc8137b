import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

// K17 fuzzed in a real GtkListView: random scrolls, state changes of rows on
// screen and off, and data changes (inserts, removals, moves, shuffles), with
// rows of two shapes sharing the list items. After each step every row shown
// on screen must show its own state.

/// The state setters of the rows and of their nested components, by row id.
@MainActor private final class Setters {
    var likes: [Int: Binding<Int>] = [:]
    var stars: [Int: Binding<Int>] = [:]

    func saw(likes setter: Binding<Int>, of id: Int) { likes[id] = setter }
    func saw(stars setter: Binding<Int>, of id: Int) { stars[id] = setter }
}

private struct FuzzedRow: HookView {
    let id: Int
    let setters: Setters

    var hookBody: some View {
        let likes = useState(0)
        let _ = setters.saw(likes: likes, of: id)
        HStack(spacing: 4) {
            Text("row \(id) likes \(likes.wrappedValue)")
            if id.isMultiple(of: 3) { Stars(id: id, setters: setters) }
        }
    }
}

private struct Stars: HookView {
    let id: Int
    let setters: Setters

    var hookBody: some View {
        let stars = useState(0)
        let _ = setters.saw(stars: stars, of: id)
        Text("stars \(id) \(stars.wrappedValue)")
    }
}

final class ListRowStateFuzzGtkTests: GtkHostTestCase {
    func testK17RandomScrollsStateChangesAndDataChangesShowEachRowWithItsOwnState() throws {
        try MainActor.assumeIsolated {
            let setters = Setters()
            let view = { (ids: [Int]) in
                List(ids, id: \.self) { FuzzedRow(id: $0, setters: setters) }.frame(height: 300)
            }
            var ids = Array(0..<400)
            try GtkTester.run(view(ids)) { app in
                try await app.waitUntil { app.find(text: "row 0 likes 0") != nil }
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                var random = SplitMix(seed: 14)
                var likes: [Int: Int] = [:]
                var stars: [Int: Int] = [:]
                var next = 400
                for step in 0..<120 {
                    switch Int.random(in: 0..<7, using: &random) {
                    case 0, 1:
                        let fraction = Double.random(in: 0...1, using: &random)
                        scrolled.verticalOffset = scrolled.maximumVerticalOffset * fraction
                    case 2, 3:
                        // Any row with state, on screen or off.
                        let id = try XCTUnwrap(
                            setters.likes.keys.filter(ids.contains).randomElement(using: &random))
                        if id.isMultiple(of: 3), let setter = setters.stars[id],
                            Bool.random(using: &random)
                        {
                            stars[id, default: 0] += 1
                            setter.wrappedValue = stars[id, default: 0]
                        } else {
                            likes[id, default: 0] += 1
                            setters.likes[id]?.wrappedValue = likes[id, default: 0]
                        }
                    case 4:
                        ids.insert(next, at: Int.random(in: 0...ids.count, using: &random))
                        next += 1
                        app.root.render(view(ids))
                    case 5:
                        let removed = ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
                        likes[removed] = nil
                        stars[removed] = nil
                        app.root.render(view(ids))
                    default:
                        if Bool.random(using: &random) {
                            ids.shuffle(using: &random)
                        } else {
                            let moved = ids.remove(
                                at: Int.random(in: 0..<ids.count, using: &random))
                            ids.insert(moved, at: Int.random(in: 0...ids.count, using: &random))
                        }
                        app.root.render(view(ids))
                    }
                    await app.nextFrame()
                    try await app.waitUntilSettled()
                    // What is on screen: list items GTK keeps unbound show whatever
                    // they showed last, unmapped.
                    let texts = app.allWidgets.filter(\.isMapped).compactMap(\.displayedText)
                    let rows = texts.filter { $0.hasPrefix("row ") }
                    XCTAssertFalse(rows.isEmpty, "step \(step)")
                    XCTAssertEqual(Set(rows).count, rows.count, "step \(step): each row once")
                    for text in rows {
                        let parts = text.split(separator: " ")
                        let id = try XCTUnwrap(Int(parts[1]))
                        XCTAssertEqual(
                            text, "row \(id) likes \(likes[id, default: 0])", "step \(step)")
                        if id.isMultiple(of: 3) {
                            XCTAssertTrue(
                                texts.contains("stars \(id) \(stars[id, default: 0])"),
                                "step \(step): row \(id)'s nested state")
                        }
                    }
                }
            }
        }
    }
}

/// A small deterministic generator, so a failing run can be replayed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
