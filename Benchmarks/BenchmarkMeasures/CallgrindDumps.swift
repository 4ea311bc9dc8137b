// Reading, in order, the dumps callgrind writes at each `gtkhooks_callgrind_stop`.

import Foundation

/// The numbered dumps of one callgrind run (`<out file>.1`, `.2`, ...), read in order.
public struct CallgrindDumps {
    /// The `--callgrind-out-file` the benchmark was started with.
    public let outFile: String
    private var part = 0

    /// The dumps of the run writing to `outFile`, none read yet.
    public init(outFile: String) { self.outFile = outFile }

    /// The instruction total of the next dump, which must be named `name`;
    /// stops the benchmark when the dump is missing or named otherwise.
    public mutating func next(named name: String) -> Int {
        part += 1
        let path = "\(outFile).\(part)"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            fatalError("\(path): no callgrind dump (run under valgrind --tool=callgrind)")
        }
        return callgrindTotal(ofDump: text, at: path, named: name)
    }
}
