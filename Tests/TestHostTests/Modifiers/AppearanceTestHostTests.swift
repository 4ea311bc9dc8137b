import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

struct AppearanceTestHostTests {
    @Test("G93 a font on a stack reaches the texts inside; an inner font and weight win")
    func fontInheritance() throws {
        let host = TestHost(
            VStack {
                Text("inherits")
                HStack { Text("deeper") }.italic()
                Text("inner").font(.caption)
                Text("bold").bold()
            }
            .font(.title))
        #expect(host.find(text: "inherits")?.effectiveFont == .title)
        #expect(host.find(text: "deeper")?.effectiveFont == .title.italic())
        #expect(host.find(text: "inner")?.effectiveFont == .caption)
        #expect(host.find(type: VStack.self)?.modifiers?.appearance.font == .title)
        // `Text.bold()` styles the text's runs, not its modifiers.
        #expect(host.find(text: "bold")?.as(Text.self)?.allRuns.first?.style == .bold)
    }

    @Test("G93 the innermost font of one view wins, as in SwiftUI")
    func innerFontOnOneView() {
        let host = TestHost(Text("t").font(.body).font(.largeTitle))
        #expect(host.find(text: "t")?.modifiers?.appearance.font == .body)
    }

    @Test("G94 disabled, hidden, tint and control size reach the subtree; the inner one wins")
    func stateInheritance() {
        let host = TestHost(
            VStack {
                Button("inside") {}
                HStack { Button("small") {} }.controlSize(.small).tint(.blue)
            }
            .disabled()
            .tint(.red)
            .controlSize(.large)
            .opacity(0.5)
            .help("Tools"))
        let inside = host.find(text: "inside")
        #expect(inside?.isEffectivelyDisabled == true)
        #expect(inside?.effectiveTint == .red)
        #expect(inside?.effectiveControlSize == .large)
        #expect(host.find(text: "small")?.effectiveTint == .blue)
        #expect(host.find(text: "small")?.effectiveControlSize == .small)
        let stack = host.find(type: VStack.self)?.modifiers
        #expect(stack?.appearance.opacity == 0.5)
        #expect(stack?.tooltip == "Tools")
        #expect(inside?.isEffectivelyHidden == false)
        host.render(Text("gone").hidden())
        #expect(host.find(text: "gone")?.isEffectivelyHidden == true)
    }

    @Test("SwiftUI's alignment names are ours: leading is start, trailing is end")
    func alignmentSpellings() {
        let host = TestHost(
            VStack {
                Text("l").alignment(horizontal: .leading, vertical: .top)
                Text("t").alignment(horizontal: .trailing, vertical: .bottom)
            })
        #expect(host.find(text: "l")?.modifiers?.horizontalAlignment == .start)
        #expect(host.find(text: "l")?.modifiers?.verticalAlignment == .start)
        #expect(host.find(text: "t")?.modifiers?.horizontalAlignment == .end)
        #expect(host.find(text: "t")?.modifiers?.verticalAlignment == .end)
    }
}
