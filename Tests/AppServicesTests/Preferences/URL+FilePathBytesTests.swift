import AppServices
import Foundation
import Testing
import Widgets

@Suite struct URLFilePathBytesTests {
    @Test("a path that is not UTF-8 goes into a file URL and comes back byte for byte")
    func roundTrip() {
        let path = Array("/tmp/dir with space/bad".utf8) + [0xFF, 0xFE, 0x25] + Array(".json".utf8)
        let url = URL(filePathBytes: path)
        #expect(url.isFileURL)
        #expect(url.filePathBytes == path)
        #expect(url.absoluteString == "file:///tmp/dir%20with%20space/bad%FF%FE%25.json")
    }

    @Test("a UTF-8 path gives the URL Foundation gives, and a URI's path decodes to its bytes")
    func agreesWithFoundation() {
        let url = URL(filePathBytes: Array("/home/ada/todo-list_2.json".utf8))
        #expect(url == URL(fileURLWithPath: "/home/ada/todo-list_2.json"))
        let fromURI = URL(string: "file:///tmp/caf%C3%A9%FF.json")!
        #expect(fromURI.filePathBytes == Array("/tmp/café".utf8) + [0xFF] + Array(".json".utf8))
        #expect(URL(string: "https://example.org/a")!.filePathBytes == nil)
    }
}
