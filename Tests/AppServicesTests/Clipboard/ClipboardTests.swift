import AppServices
import Testing
import Widgets

/// A clipboard platform written outside the toolkit, as another host would.
@MainActor private final class RecordingClipboard: ClipboardPlatform {
    var held: [TransferItem] = []
    var readKinds: [TransferKind] = []

    func write(_ items: [TransferItem]) { held = items }

    func read(_ kind: TransferKind) async -> [TransferItem] {
        readKinds.append(kind)
        return held.filter { $0.kind == kind }
    }
}

@MainActor struct ClipboardTests {
    @Test("a clipboard copies to and pastes from the platform it was made with")
    func platformCarriesTheItems() async {
        let platform = RecordingClipboard()
        let clipboard = Clipboard(platform)
        clipboard.copy("Buy milk")
        #expect(await clipboard.text() == "Buy milk")
        #expect(platform.readKinds == [.text])
        #expect(await clipboard.image() == nil)
        #expect(platform.readKinds == [.text, .image])
    }
}
