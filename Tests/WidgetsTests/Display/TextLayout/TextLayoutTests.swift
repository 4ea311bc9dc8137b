import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A text inside an equatable component, which the diff skips when its value
/// is unchanged: modifiers above reach the text only through the environment.
private struct Caption: View, Equatable {
    let string: String
    var body: some View { Text(string) }
}

@MainActor private final class Opened {
    var addresses: [String] = []
}

@MainActor private final class Limit {
    var value: Int? = 2
}

@MainActor struct TextLayoutTests {
    @Test("G40 text modifiers reach the texts below, through containers and components")
    func modifiersAreInherited() throws {
        let host = TestHost(
            VStack {
                Caption(string: "inner")
                Text("own").lineLimit(nil).truncationMode(.head)
            }
            .lineLimit(2)
            .truncationMode(.middle)
            .textWrap(.word)
            .multilineTextAlignment(.trailing)
            .textSelection(.enabled))
        let inner = try #require(host.find(text: "inner")?.view as? Text)
        #expect(
            inner.layout
                == TextLayout(
                    lineLimit: 2, truncationMode: .middle, wrap: .word, alignment: .trailing,
                    isSelectable: true))
        let own = try #require(host.find(text: "own")?.view as? Text)
        #expect(own.layout.lineLimit == nil, "the nearest modifier wins")
        #expect(own.layout.truncationMode == .head)
        #expect(own.layout.isSelectable)
    }

    @Test("G40 an ancestor's new limit reaches a text in a component that did not re-render")
    func changesReachSkippedComponents() throws {
        let limit = Limit()
        let view = { VStack { Caption(string: "caption") }.lineLimit(limit.value) }
        let host = TestHost(view())
        host.clearTranscript()
        limit.value = 1
        host.render(view())
        let caption = try #require(host.find(text: "caption")?.view as? Text)
        #expect(caption.layout.lineLimit == 1)
        #expect(host.transcript.map(\.description) == ["update Text#2 layout"])
        host.clearTranscript()
        host.render(view())
        #expect(host.transcript.isEmpty, "the same limit again writes nothing")
    }

    @Test("a text without modifiers has the standard layout; a limit above one wraps")
    func standardLayout() {
        #expect(Text("plain").layout == .standard)
        #expect(TextLayout(lineLimit: 3).effectiveWrap == .wordOrCharacter)
        #expect(TextLayout(lineLimit: 1).effectiveWrap == TextWrap.none)
        #expect(TextLayout(lineLimit: 3, wrap: .character).effectiveWrap == .character)
    }
}

@MainActor struct TextLinkTests {
    @Test("G46 color and link runs join with styled runs; a link opens through openURL")
    func linkRuns() throws {
        let text =
            Text("Read ") + Text("the manual").link("https://example.org").bold()
            + Text(" now").foregroundStyle(.red)
        #expect(text.string == "Read the manual now")
        #expect(text.links == ["https://example.org"])
        #expect(
            text.runs == [
                Text.Run("Read "),
                Text.Run("the manual", style: .bold, link: "https://example.org"),
                Text.Run(" now", color: .red),
            ])
        #expect(!text.openLink("https://example.org"), "no handler: the host opens it")
        let opened = Opened()
        let host = TestHost(
            VStack { text }
                .environment(
                    \.openURL,
                    OpenURLAction { address in
                        opened.addresses.append(address)
                        return address.hasPrefix("https:") ? .handled : .systemAction
                    }))
        let shown = try #require(host.find(text: "Read the manual now")?.view as? Text)
        #expect(shown.openLink("https://example.org"))
        #expect(!shown.openLink("mailto:ada@example.org"), "left to the host")
        #expect(opened.addresses == ["https://example.org", "mailto:ada@example.org"])
    }
}
