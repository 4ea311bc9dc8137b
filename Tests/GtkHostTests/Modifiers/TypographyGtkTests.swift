import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// The font GTK gives `widget`'s text: its Pango context's, which GTK sets
/// from the widget's computed CSS font when it restyles the widget (before
/// the next frame: read it after `nextFrame()`).
@MainActor private func font(of widget: Gtk.Widget?) throws -> Gtk.FontDescription {
    let widget = try XCTUnwrap(widget)
    return try XCTUnwrap(widget.pangoContext()?.fontDescription())
}

/// A font size in points, from Pango units: GTK 4 gives CSS sizes to Pango
/// as absolute sizes in pixels of 1/96 inch, a point being 1/72 inch.
@MainActor private func points(_ font: Gtk.FontDescription) -> Double {
    let size = Double(font.size()) / 1024
    return font.sizeIsAbsolute() ? (size * 72 / 96 * 100).rounded() / 100 : size
}

final class TypographyGtkTests: GtkHostTestCase {
    func testG93G95AFontOnAStackReachesTheTextsInsideAndAnInnerFontWins() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("inherits")
                HStack { Text("deeper") }
                Text("inner").font(.caption)
                Widgets.Button("button") {}
            }
            .font(.largeTitle)
            try GtkTester.run(
                VStack {
                    view
                    Text("outside")
                }
            ) { app in
                await app.nextFrame()
                let inherits = try font(of: app.find(text: "inherits"))
                XCTAssertEqual(points(inherits), 20, "title-1 is 20 pt")
                XCTAssertEqual(inherits.weight().rawValue, 800)
                XCTAssertEqual(points(try font(of: app.find(text: "deeper"))), 20)
                XCTAssertEqual(points(try font(of: app.find(text: "button"))), 20)
                let inner = try font(of: app.find(text: "inner"))
                XCTAssertEqual(points(inner), 9, "caption is 9 pt")
                XCTAssertEqual(inner.weight().rawValue, 400)
                XCTAssertLessThan(points(try font(of: app.find(text: "outside"))), 20)
            }
        }
    }

    func testG95EachTextStyleShowsItsClassOfTheTypeScale() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                ForEach(TextStyle.allCases, id: \.self) { style in
                    Text("\(style)").font(Font(style: style))
                }
                Text("caption bold").font(.caption.bold())
            }
            try GtkTester.run(view) { app in
                await app.nextFrame()
                for style in TextStyle.allCases {
                    let label = try XCTUnwrap(app.find(text: "\(style)"))
                    XCTAssertTrue(label.hasCSSClass(style.styleClass), "\(style)")
                }
                let expected: [TextStyle: (Double, Int)] = [
                    .largeTitle: (20, 800), .title: (15, 800), .title2: (15, 700),
                    .title3: (13, 700), .headline: (11, 700), .body: (11, 400),
                    .caption: (9, 400),
                ]
                for (style, (size, weight)) in expected {
                    let shown = try font(of: app.find(text: "\(style)"))
                    XCTAssertEqual(points(shown), size, "\(style)")
                    XCTAssertEqual(shown.weight().rawValue, weight, "\(style)")
                }
                let captionBold = try XCTUnwrap(app.find(text: "caption bold"))
                XCTAssertTrue(captionBold.hasCSSClass("caption-heading"))
                XCTAssertEqual(try font(of: captionBold).weight().rawValue, 700)
            }
        }
    }

    func testG95SystemFontsBoldItalicAndMonospacedReachPango() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("system").font(.system(size: 30, weight: .light, design: .serif))
                // On a view that is not a `Text` (whose own `bold()`, `italic()`
                // and `monospaced()` style its runs).
                HStack { Text("bold") }.bold()
                HStack { Text("italic") }.italic()
                HStack { Text("mono") }.monospaced()
                Text("weight wins").font(.title).fontWeight(.thin)
                VStack { Text("inherits italic") }.italic().font(.system(size: 17))
            }
            try GtkTester.run(view) { app in
                await app.nextFrame()
                let system = try font(of: app.find(text: "system"))
                XCTAssertEqual(points(system), 30)
                XCTAssertEqual(system.weight().rawValue, 300)
                XCTAssertEqual(system.family(), "serif")
                XCTAssertEqual(try font(of: app.find(text: "bold")).weight().rawValue, 700)
                XCTAssertEqual(try font(of: app.find(text: "italic")).style(), .italic)
                XCTAssertEqual(try font(of: app.find(text: "mono")).family(), "monospace")
                let weighted = try font(of: app.find(text: "weight wins"))
                XCTAssertEqual(weighted.weight().rawValue, 200)
                XCTAssertEqual(points(weighted), 15)
                let inherited = try font(of: app.find(text: "inherits italic"))
                XCTAssertEqual(inherited.style(), .italic)
                XCTAssertEqual(points(inherited), 17)
            }
        }
    }

    func testG95ChangingTheFontSwapsTheClassAndRestoresTheDefault() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("t").font(.largeTitle)) { app in
                await app.nextFrame()
                let label = try XCTUnwrap(app.find(text: "t"))
                XCTAssertEqual(points(try font(of: label)), 20)
                app.root.render(Text("t").font(.headline))
                await app.nextFrame()
                XCTAssertFalse(label.hasCSSClass("title-1"))
                XCTAssertTrue(label.hasCSSClass("heading"))
                XCTAssertEqual(try font(of: label).weight().rawValue, 700)
                app.root.render(Text("t").font(.title3).italic())
                await app.nextFrame()
                XCTAssertEqual(points(try font(of: label)), 13)
                XCTAssertEqual(try font(of: label).style(), .italic)
                app.root.render(Text("t"))
                await app.nextFrame()
                XCTAssertEqual(label.cssClasses.filter { $0.hasPrefix("title") }, [])
                XCTAssertEqual(try font(of: label).style(), .normal)
                XCTAssertEqual(try font(of: label).weight().rawValue, 400)
            }
        }
    }
}
