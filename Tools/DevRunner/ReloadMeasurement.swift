// `--measure-reloads N`: the save-to-frame time of N edits of one source file,
// and the process's resident memory before and after them.

import Foundation
import Gtk

/// Edits a file N times through the session's watcher and records each reload.
@MainActor final class ReloadMeasurement {
    private let session: DevSession
    private let file: String
    private let text: String
    private let count: Int
    private let json: String?
    private let original: String
    private var times: [Duration] = []
    /// CPU time of this process and its children (the compiler, the linker) per reload.
    private var cpuTimes: [Duration] = []
    private var cpuAtEdit = Duration.zero
    private var failures = 0
    private var startMemory = 0
    private var finished: @MainActor () -> Void

    init(
        session: DevSession, file: String, text: String, count: Int, json: String?,
        finished: @escaping @MainActor () -> Void
    ) throws {
        self.session = session
        self.file = file
        self.text = text
        self.count = count
        self.json = json
        self.finished = finished
        original = try String(contentsOfFile: file, encoding: .utf8)
        guard original.contains(text) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file])
        }
    }

    func start() {
        startMemory = residentKilobytes()
        session.onReload = { [weak self] outcome in self?.reloaded(outcome) }
        edit()
    }

    private func edit() {
        cpuAtEdit = cpuTime()
        let edited = original.replacingOccurrences(of: text, with: "\(text) \(times.count + 1)")
        try? edited.write(toFile: file, atomically: false, encoding: .utf8)
    }

    private func reloaded(_ outcome: ReloadOutcome) {
        switch outcome {
        case .reloaded(let elapsed, _):
            times.append(elapsed)
            cpuTimes.append(cpuTime() - cpuAtEdit)
        case .failed: failures += 1
        }
        if times.count + failures < count {
            // Let the frame settle, as a person reading it would.
            _ = Source.timeout(after: .milliseconds(300)) { [weak self] in
                self?.edit()
                return .remove
            }
            return
        }
        session.onReload = nil
        try? original.write(toFile: file, atomically: false, encoding: .utf8)
        report()
        finished()
    }

    private func report() {
        let sorted = times.map(milliseconds).sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let worst = sorted.last ?? 0
        let memory = residentKilobytes()
        let cpu = cpuTimes.map(milliseconds).sorted()
        let cpuMedian = cpu.isEmpty ? 0 : cpu[cpu.count / 2]
        print(
            "DevRunner: \(sorted.count) reloads (\(failures) failed): save to frame median "
                + "\(median) ms, worst \(worst) ms, first \(times.first.map(milliseconds).map(String.init) ?? "-") ms; "
                + "CPU time median \(cpuMedian) ms; "
                + "resident memory \(startMemory / 1024) MB before, \(memory / 1024) MB after")
        guard let json else { return }
        let object: [String: Any] = [
            "reloads": sorted.count, "failed": failures, "medianMilliseconds": median,
            "worstMilliseconds": worst, "millisecondsInOrder": times.map(milliseconds),
            "residentKilobytesBefore": startMemory, "residentKilobytesAfter": memory,
            "cpuMillisecondsMedian": cpuMedian,
            "cpuMillisecondsInOrder": cpuTimes.map(milliseconds),
        ]
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
            _ = FileManager.default.createFile(atPath: json, contents: data)
        }
    }
}

/// The process's resident set size in kilobytes (`VmRSS` of /proc/self/status).
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") ?? 0
}

/// User and system CPU time of this process and its waited-for children.
func cpuTime() -> Duration {
    var own = rusage()
    var children = rusage()
    getrusage(RUSAGE_SELF.rawValue, &own)
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    let micros = [own.ru_utime, own.ru_stime, children.ru_utime, children.ru_stime]
        .reduce(0) { $0 + Int64($1.tv_sec) * 1_000_000 + Int64($1.tv_usec) }
    return .microseconds(micros)
}
