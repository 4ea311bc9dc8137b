import Foundation
import Testing

@testable import AppServices

@Suite struct AtomicFileTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("atomic-file-\(UUID().uuidString)")

    @Test("a file whose name is the longest the file system allows can be written, and again")
    func longestName() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(String(repeating: "n", count: 250) + ".json")
        try AtomicFile.write(Data("one".utf8), to: url)
        try AtomicFile.write(Data("two".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("two".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == [url.lastPathComponent], "no temporary file is left behind")
    }

    @Test("temporary names are short, of one length, and new each time")
    func temporaryNames() {
        let names = (0..<100).map { _ in AtomicFile.temporaryName() }
        #expect(Set(names).count == names.count)
        #expect(Set(names.map(\.utf8.count)) == [17])
    }
}
