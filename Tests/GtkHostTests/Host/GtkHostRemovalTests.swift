import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// One widget kind to remove, where it goes on the stage, and the probes inside it.
private struct Piece {
    enum Slot {
        /// In the default window's stack.
        case content
        /// Among the items of a menu that stays.
        case menu
        /// In the header bar of a window that stays.
        case toolbar
        /// A window of its own.
        case window
    }

    let kind: String
    var slot = Slot.content
    /// The probes in the piece: each cleanup of each must run once on removal.
    let probes: Set<String>
    let view: @MainActor (Cleanups) -> Element

    init(
        _ kind: String, in slot: Slot = .content, probes: Set<String>? = nil,
        _ view: @escaping @MainActor (Cleanups) -> Element
    ) {
        self.kind = kind
        self.slot = slot
        self.probes = probes ?? [kind]
        self.view = view
    }

    /// `widget` inside a probe named after the kind.
    init(_ kind: String, in slot: Slot = .content, widget: @escaping @MainActor () -> Element) {
        self.init(kind, in: slot) { cleanups in Element(CleanupProbe(kind, cleanups) { widget() }) }
    }
}

/// Every widget kind, each with a probe component inside (or around a leaf).
@MainActor private let pieces: [Piece] = [
    Piece("Text") { Element(Text("probe text")) },
    Piece("Button") {
        Element(Widgets.Button("probe button") {}.keyboardShortcut(KeyboardShortcut("b")))
    },
    Piece("Button with content") { cleanups in
        Element(
            Widgets.Button(action: {}) {
                CleanupProbe("Button with content", cleanups) { Text("probe label") }
            })
    },
    Piece("VStack") { cleanups in
        Element(
            VStack {
                CleanupProbe("VStack", cleanups) { Text("in vstack") }
                Text("beside")
            })
    },
    Piece("HStack") { cleanups in
        Element(
            HStack {
                CleanupProbe("HStack", cleanups) { Text("in hstack") }
                Text("beside")
            })
    },
    Piece("ZStack") { cleanups in
        Element(
            ZStack {
                CleanupProbe("ZStack", cleanups) { Text("in zstack") }
                Text("over")
            })
    },
    Piece("Spacer") { Element(Spacer(minLength: 4)) },
    Piece("Divider") { Element(Divider()) },
    Piece("Grid") { cleanups in
        Element(
            Widgets.Grid {
                GridRow {
                    CleanupProbe("Grid", cleanups) { Text("cell") }
                    Text("next cell")
                }
            })
    },
    Piece("ScrollView") { cleanups in
        Element(ScrollView { CleanupProbe("ScrollView", cleanups) { Text("scrolled") } })
    },
    Piece("List", probes: ["row 0", "row 1", "row 2"]) { cleanups in
        Element(
            List(Array(0..<3), id: \.self) { row in
                CleanupProbe("row \(row)", cleanups) { Text("row \(row)") }
            }
            .frame(height: 120))
    },
    Piece("TextField") { Element(TextField("field", text: .constant("a"))) },
    Piece("SecureField") { Element(SecureField("secret", text: .constant("b"))) },
    Piece("TextEditor") { Element(TextEditor(text: .constant("c"))) },
    Piece("Toggle switch") { Element(Toggle("switch", isOn: .constant(true))) },
    Piece("Toggle checkbox") {
        Element(Toggle("check", isOn: .constant(false)).toggleStyle(.checkbox))
    },
    Piece("Slider") { Element(Slider(value: .constant(0.5))) },
    Piece("Stepper") { Element(Stepper("stepper", value: .constant(1))) },
    Piece("Picker") { Element(Picker("picker", selection: .constant(1), options: [1, 2])) },
    Piece("ProgressView bar") { Element(ProgressView(value: 0.5)) },
    Piece("ProgressView spinner") { Element(ProgressView()) },
    Piece("Image") { Element(Widgets.Image(iconName: "window-close-symbolic")) },
    Piece("Link") { Element(Link("link", destination: "https://example.org") {}) },
    Piece("Menu") {
        Element(
            Menu("probe menu") {
                MenuItem("probe item", shortcut: KeyboardShortcut("m")) {}
            })
    },
    Piece("MenuItem", in: .menu) {
        Element(MenuItem("removed item", shortcut: KeyboardShortcut("i")) {})
    },
    Piece("ToolbarItem", in: .toolbar) { cleanups in
        Element(
            ToolbarItem(placement: .end) {
                CleanupProbe("ToolbarItem", cleanups) { Widgets.Button("tool") {} }
            })
    },
    Piece("Window", in: .window, probes: ["window content", "window toolbar"]) { cleanups in
        Element(
            Widgets.Window("probe window", width: 200, height: 100) {
                CleanupProbe("window content", cleanups) { Text("in window") }
            } toolbar: {
                ToolbarItem(placement: .start) {
                    CleanupProbe("window toolbar", cleanups) {
                        Widgets.Button("window tool") {}.keyboardShortcut(KeyboardShortcut("w"))
                    }
                }
            })
    },
]

/// A stage that stays mounted, with one slot of each kind for `piece`.
private struct Stage: View {
    let piece: Piece?
    let cleanups: Cleanups

    var body: some View {
        VStack {
            Text("anchor")
            if let piece, piece.slot == .content { piece.view(cleanups) }
        }
        Widgets.Window("stage", width: 320, height: 120) {
            Menu("stage menu") {
                MenuItem("kept item") {}
                if let piece, piece.slot == .menu { MenuPiece(element: piece.view(cleanups)) }
            }
        } toolbar: {
            ToolbarItem(placement: .start) { Widgets.Button("kept tool") {} }
            if let piece, piece.slot == .toolbar { piece.view(cleanups) }
        }
        if let piece, piece.slot == .window { piece.view(cleanups) }
    }
}

/// A piece shown among a menu's entries: menu content whose body is the piece.
private struct MenuPiece: MenuContent {
    let element: Element

    var body: some View { element }
}

final class GtkHostRemovalTests: GtkHostTestCase {
    /// K9 and E5 for one widget at a time, while the app keeps running:
    /// removing it runs its subtree's layout cleanups in the commit and its
    /// passive cleanups in that commit's passive flush, each once, and
    /// finalizes its GObjects, handler boxes and sources.
    func testK9RemovingEachWidgetKindReleasesItAndRunsItsCleanupsInTheSameCommit() throws {
        try MainActor.assumeIsolated {
            let cleanups = Cleanups()
            try GtkTester.run(Stage(piece: nil, cleanups: cleanups), watchdog: .seconds(240)) {
                app in
                for piece in pieces {
                    try await checkRemoval(of: piece, in: app, cleanups: cleanups)
                }
            }
        }
    }
}

@MainActor private func checkRemoval(
    of piece: Piece, in app: GtkTester, cleanups: Cleanups
) async throws {
    let kind = piece.kind
    cleanups.reset()
    try await app.waitUntilSettled()
    await app.nextFrame()
    MainLoop.drainPendingEvents()
    let before = LiveObjects.summary

    app.root.render(Stage(piece: piece, cleanups: cleanups))
    try await app.waitUntil { cleanups.mounted == piece.probes }
    try await app.waitUntilSettled()
    await app.nextFrame()
    XCTAssertNotEqual(LiveObjects.summary, before, "\(kind) made something")
    XCTAssertEqual(cleanups.layout, [:], kind)
    XCTAssertEqual(cleanups.passive, [:], kind)

    app.root.render(Stage(piece: nil, cleanups: cleanups))
    let once = Dictionary(uniqueKeysWithValues: piece.probes.map { ($0, 1) })
    XCTAssertEqual(cleanups.layout, once, "\(kind): layout cleanups run in the commit")
    try await app.waitUntilSettled()
    XCTAssertEqual(cleanups.passive, once, "\(kind): passive cleanups run in its passive flush")
    XCTAssertEqual(cleanups.layout, once, "\(kind): layout cleanups run once")
    try? await app.waitUntil(bound: .seconds(5)) {
        MainLoop.drainPendingEvents()
        return LiveObjects.summary == before
    }
    XCTAssertEqual(LiveObjects.summary, before, "\(kind) is released while the app runs (K9)")
}
