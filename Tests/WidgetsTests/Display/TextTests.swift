import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

@MainActor struct TextTests {
    @Test("joined texts keep each run's style; the string is all of them")
    func runsJoin() {
        let text = Text("Hello ").bold() + Text("<i>world</i>").italic() + Text("!")
        #expect(text.string == "Hello <i>world</i>!")
        #expect(
            text.runs == [
                Text.Run("Hello ", style: .bold), Text.Run("<i>world</i>", style: .italic),
                Text.Run("!"),
            ])
    }

    @Test("plain text has no runs; a style reaches every run; like runs join")
    func runsAreNormal() {
        #expect((Text("a") + Text("b")).runs.isEmpty)
        #expect((Text("a") + Text("b")).string == "ab")
        #expect(
            (Text("a").bold() + Text("b")).italic().runs == [
                Text.Run("a", style: [.bold, .italic]), Text.Run("b", style: .italic),
            ])
        #expect(
            (Text("a").bold() + Text("").italic() + Text("b").bold()).runs == [
                Text.Run("ab", style: .bold)
            ])
        #expect(
            Text("m").monospaced().underline().strikethrough().runs == [
                Text.Run("m", style: [.monospaced, .underline, .strikethrough])
            ])
        var text = Text("a").bold()
        text.string = "plain"
        #expect(text.runs.isEmpty, "setting the string makes the text plain")
    }

    @Test("a styled text is found by its whole string; a new style is an update of runs")
    func styledTextOnTheHost() throws {
        let host = TestHost(VStack { Text("Save ").bold() + Text("now") })
        let label = try #require(host.find(text: "Save now"))
        #expect(label.role == .label)
        host.clearTranscript()
        host.render(VStack { Text("Save ").italic() + Text("now") })
        #expect(host.transcript.map(\.description) == ["update Text#2 runs"])
        #expect(
            label.as(Text.self)?.runs == [Text.Run("Save ", style: .italic), Text.Run("now")])
    }
}
