import Foundation
import Testing
import Widgets

struct DataExchangeTests {
    @Test("move(from:to:) takes SwiftUI's destination offsets")
    func arrayMove() {
        var letters = ["a", "b", "c"]
        letters.move(from: 0, to: 3)
        #expect(letters == ["b", "c", "a"])
        letters.move(from: 2, to: 0)
        #expect(letters == ["a", "b", "c"])
        letters.move(from: 0, to: 2)
        #expect(letters == ["b", "a", "c"])
        letters.move(from: 5, to: 0)
        #expect(letters == ["b", "a", "c"])
    }

    @Test("built-in values travel as their kind and are read back from it")
    func builtInTransferables() {
        let url = URL(fileURLWithPath: "/tmp/a b.txt")
        #expect(String(transferItem: "x".transferItems[0]) == "x")
        #expect(URL(transferItem: url.transferItems[0]) == url)
        let image = PNGImage(data: Data([1, 2, 3]))
        #expect(PNGImage(transferItem: image.transferItems[0]) == image)
        #expect(String(transferItem: .file(url)) == nil)
        #expect(String.transferKinds == [.text] && URL.transferKinds == [.file])
    }

    @Test(
        "two exchanges are equal when they have the same parts and kinds, whatever their closures")
    @MainActor func equality() {
        var one = DataExchange()
        var two = DataExchange()
        #expect(one == two && one.isEmpty)
        one.dragSource = DragSource { [.text("a")] }
        #expect(one != two)
        two.dragSource = DragSource { [.text("b")] }
        #expect(one == two)
        one.dropDestination = DropDestination(kinds: [.text]) { _ in true }
        two.dropDestination = DropDestination(kinds: [.file]) { _ in true }
        #expect(one != two)
    }
}
