import Foundation
import Testing

@testable import AppServices

@Suite struct URLFilePathCStringTests {
    private let path = Array("/tmp/conf".utf8) + [0xFF, 0xFE] + Array("/preferences.json".utf8)

    @Test("a system call gets the path's very bytes, not U+FFFD")
    func cStringIsTheBytes() {
        let bytes = URL(filePathBytes: path).withFilePathCString { pointer in
            Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
        }
        #expect(bytes == path)
    }

    @Test("the directory, a suffix and a name inside keep the bytes")
    func derivedPathsKeepTheBytes() {
        let url = URL(filePathBytes: path)
        let directory = Array("/tmp/conf".utf8) + [0xFF, 0xFE]
        #expect(url.fileDirectory.filePathBytes == directory)
        #expect(url.appendingToFileName(".lock").filePathBytes == path + Array(".lock".utf8))
        #expect(
            url.fileDirectory.appendingFileName([0xE9]).filePathBytes
                == directory + [UInt8(ascii: "/"), 0xE9])
        #expect(URL(filePathBytes: Array("/a".utf8)).fileDirectory.filePathBytes == [0x2F])
        #expect(URL(filePathBytes: [0x2F]).fileDirectory.filePathBytes == [0x2F])
    }
}
