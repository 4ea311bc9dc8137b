import AppServices
import Foundation
import Testing
import Widgets

@Suite struct LaunchTests {
    @Test("file names that are not UTF-8 become URLs of those very bytes")
    func namesAsBytes() {
        let name = Array("bad".utf8) + [0xFF, 0xFE] + Array(".json".utf8)
        let directory = Array("/w/".utf8) + [0xE9]
        let launch = Launch(
            argumentBytes: [
                Array("app".utf8), Array("--flag".utf8), name, Array("/abs/./x/../y".utf8),
            ],
            workingDirectory: directory)
        #expect(
            launch.urls.map(\.filePathBytes) == [
                directory + [UInt8(ascii: "/")] + name, Array("/abs/y".utf8),
            ])
        #expect(launch.arguments == ["app", "--flag", "bad\u{FFFD}\u{FFFD}.json", "/abs/./x/../y"])
    }

    @Test("UTF-8 arguments give the URLs they always gave; URIs stay URIs")
    func textArguments() {
        let launch = Launch(
            arguments: ["app", "a.json", "../b.json", "file:///c%20d.json", "--", "-e"],
            workingDirectory: "/w/sub")
        #expect(
            launch.urls == [
                URL(fileURLWithPath: "/w/sub/a.json"), URL(fileURLWithPath: "/w/b.json"),
                URL(string: "file:///c%20d.json")!, URL(fileURLWithPath: "/w/sub/-e"),
            ])
    }
}
