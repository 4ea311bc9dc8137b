import Foundation
import GtkHooks
import TestHost
import Testing

@testable import AsyncDemo

@Suite struct AsyncDemoTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("async-demo-\(UUID().uuidString)")

    init() throws {
        let folder = directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: directory.appendingPathComponent("b.txt"))
        try Data("hi".utf8).write(to: directory.appendingPathComponent("a.txt"))
    }

    /// Flushes and lets the app's tasks run until `condition` holds; the bound
    /// is a watchdog.
    private func waitUntil(_ host: TestHost, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() {
            #expect(ContinuousClock.now < deadline, "timed out; the tree is:\n\(host.dump())")
            if ContinuousClock.now >= deadline { return }
            await host.settle()
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    private func names(_ host: TestHost) -> [String] {
        host.findAll(role: .label).compactMap(\.text).filter { !$0.hasPrefix("/") }
    }

    @Test("lists a directory, folders first, and reads its files with progress")
    func listsADirectory() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        #expect(host.find(label: "Loading") != nil, "a spinner while loading")
        try await waitUntil(host) { host.find(text: "a.txt") != nil }
        #expect(Array(names(host).prefix(3)) == ["folder", "a.txt", "b.txt"])
        try await waitUntil(host) { host.find(text: "Read 2 of 2 files (7 bytes)") != nil }
        host.unmount()
    }

    /// Makes an entry whose name is `bytes` (not necessarily UTF-8) in the directory.
    private func make(_ bytes: [UInt8], folder: Bool = false, contents: String = "") {
        let path = (Array(directory.path.utf8) + [0x2F] + bytes + [0]).map { CChar(bitPattern: $0) }
        if folder {
            #expect(mkdir(path, 0o700) == 0)
        } else {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            #expect(descriptor >= 0)
            _ = contents.utf8CString.withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count - 1)
            }
            close(descriptor)
        }
    }

    @Test("names with a newline or bytes that are not UTF-8 are listed apart and read")
    func hostileNames() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        make(Array("line\nbreak.txt".utf8), contents: "abc")
        make(Array("caf".utf8) + [0xE9] + Array(".txt".utf8), contents: "1234")
        make(Array("caf".utf8) + [0xE8] + Array(".txt".utf8), contents: "56789")
        make(Array("old".utf8) + [0xFF], folder: true)
        var reports: [String] = []
        let saved = HookDiagnostics.report
        HookDiagnostics.report = { reports.append($0) }
        defer { HookDiagnostics.report = saved }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        try await waitUntil(host) { host.find(text: "a.txt") != nil }
        #expect(
            Array(names(host).prefix(7)) == [
                "folder", "old\u{FFFD}", "a.txt", "b.txt", "caf\u{FFFD}.txt", "caf\u{FFFD}.txt",
                "line\nbreak.txt",
            ], "both folders first, every name once")
        // Other suites report on the same global sink while this one waits.
        let ownViews = ["AsyncDemoView", "DirectoryView", "EntryList", "ReadProgressView"]
        let ownReports = reports.filter { report in ownViews.contains { report.contains($0) } }
        #expect(ownReports == [], "no duplicate key")
        // 2 + 5 + 3 + 4 + 5 bytes: no file is dropped for its name.
        try await waitUntil(host) { host.find(text: "Read 5 of 5 files (19 bytes)") != nil }
        host.unmount()
    }

    @Test("a start directory whose name is not UTF-8 is listed, read and opened again as shown")
    func startDirectoryThatIsNotUTF8() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = Array("start".utf8) + [0xFF, 0xFE]
        make(name, folder: true)
        let start = Array(directory.path.utf8) + [0x2F] + name
        let file = (start + Array("/inside.txt".utf8) + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(descriptor >= 0)
        #expect(write(descriptor, "abc", 3) == 3)
        close(descriptor)

        let host = TestHost(AsyncDemoView(initialPath: start))
        #expect(host.find(text: "\(directory.path)/start\u{FFFD}\u{FFFD}") != nil)
        try await waitUntil(host) { host.find(text: "inside.txt") != nil }
        try await waitUntil(host) { host.find(text: "Read 1 of 1 files (3 bytes)") != nil }
        try host.submit(try #require(host.find(label: "Path")))
        await host.settle()
        #expect(host.find(label: "Error") == nil, "the path shown opens the same directory")
        #expect(host.find(text: "inside.txt") != nil)
        host.unmount()
    }

    @Test("a missing path or a file shows an error view, not a listing")
    func badPathsShowAnError() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing").path
        let host = TestHost(AsyncDemoView(initialPath: Array(missing.utf8)))
        try await waitUntil(host) { host.find(label: "Error") != nil }
        #expect(host.find(label: "Error")?.text == "\(missing) does not exist.")

        let file = directory.appendingPathComponent("a.txt").path
        let field = try #require(host.find(label: "Path"))
        try host.type(file, into: field)
        try host.submit(field)
        try await waitUntil(host) {
            host.find(text: "\(file) is not a directory.") != nil
        }
        host.unmount()
    }

    @Test("the listing and the read progress name the same problem for a missing path")
    func bothErrorViewsAgree() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing").path
        let host = TestHost(AsyncDemoView(initialPath: Array(missing.utf8)))
        try await waitUntil(host) { host.findAll(label: "Error").count == 2 }
        #expect(
            host.findAll(label: "Error").map(\.text)
                == Array(repeating: "\(missing) does not exist.", count: 2))
        host.unmount()
    }

    @Test("a new path replaces the listing; the old load's result never shows")
    func changingThePathCancels() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        let field = try #require(host.find(label: "Path"))
        let folder = directory.appendingPathComponent("folder").path
        try host.type(folder, into: field)
        try host.tap(text: "Open")
        try await waitUntil(host) { host.find(text: "This folder is empty.") != nil }
        await host.settle()
        #expect(host.find(text: "a.txt") == nil, "\(host.dump())")
        host.unmount()
    }

    @Test("Reload lists the directory again through useAsyncPerform")
    func reloadShowsNewFiles() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        try await waitUntil(host) { host.find(text: "a.txt") != nil }
        try Data().write(to: directory.appendingPathComponent("c.txt"))
        try host.tap(try #require(host.find(label: "Reload")))
        try await waitUntil(host) { host.find(text: "c.txt") != nil }
        host.unmount()
    }

    @Test("the listing and the read progress are keyed apart: no duplicate key is reported")
    func noDuplicateKeys() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [String] = []
        let saved = HookDiagnostics.report
        HookDiagnostics.report = { reports.append($0) }
        defer { HookDiagnostics.report = saved }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        try await waitUntil(host) { host.find(text: "Read 2 of 2 files (7 bytes)") != nil }
        let field = try #require(host.find(label: "Path"))
        try host.type(directory.appendingPathComponent("folder").path, into: field)
        try host.submit(field)
        try await waitUntil(host) { host.find(text: "This folder is empty.") != nil }
        host.unmount()
        #expect(reports.filter { $0.contains("AsyncDemoView") } == [])
    }

    @Test("a FIFO in the folder is skipped and counted, never opened for a blocking read")
    func fifoIsSkipped() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        unblockReaders(of: [fifo], after: .seconds(5))
        defer { unblockReaders(of: [fifo]) }
        let host = TestHost(AsyncDemoView(initialPath: Array(directory.path.utf8)))
        try await waitUntil(host) {
            host.find(text: "Read 2 of 2 files (7 bytes); 1 special file skipped") != nil
        }
        #expect(host.find(text: "pipe") != nil, "the listing still shows it")
        host.unmount()
    }

    @Test("reads of folders with FIFOs end, and other async work goes on meanwhile")
    func fifosDoNotStallOtherWork() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifos = (1...4).map { directory.appendingPathComponent("pipe\($0)").path }
        for fifo in fifos { #expect(mkfifo(fifo, 0o600) == 0) }
        unblockReaders(of: fifos, after: .seconds(5))
        defer { unblockReaders(of: fifos) }
        let finished = Finished()
        let reads = fifos.map { _ in
            Task {
                var last: ReadProgress?
                for try await progress in readFiles(in: Array(directory.path.utf8)) {
                    last = progress
                }
                finished.reads.append(last)
            }
        }
        let listing = Task {
            finished.listed = try await listDirectory(at: Array(directory.path.utf8)).count
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while finished.reads.count < reads.count || finished.listed == nil,
            ContinuousClock.now < deadline
        {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(finished.listed == 7, "the listing ran while the files were read")
        #expect(
            finished.reads
                == Array(
                    repeating: ReadProgress(filesRead: 2, fileCount: 2, bytes: 7, skipped: 4),
                    count: 4))
        for read in reads { _ = await read.result }
        _ = await listing.result
    }
}

/// What the concurrent tasks of a test have done so far.
@MainActor private final class Finished {
    var reads: [ReadProgress?] = []
    var listed: Int?
}

/// Opens each FIFO for writing and closes it at once: a reader blocked in
/// `open()` then goes on and reads the end.
private nonisolated func unblockReaders(of fifos: [String]) {
    for fifo in fifos {
        let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
}

/// `unblockReaders(of:)` `delay` from now and then every 50 ms for 5 s
/// (a reader goes on to block on the next FIFO), on a dispatch queue outside
/// Swift's cooperative thread pool, which blocked readers can fill: a test
/// of a blocking read then fails instead of stalling every task of the
/// process.
private nonisolated func unblockReaders(
    of fifos: [String], after delay: DispatchTimeInterval, repeats: Int = 100
) {
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
        unblockReaders(of: fifos)
        if repeats > 0 { unblockReaders(of: fifos, after: .milliseconds(50), repeats: repeats - 1) }
    }
}
