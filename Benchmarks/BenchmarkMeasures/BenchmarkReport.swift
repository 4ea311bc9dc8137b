// Writing a benchmark's JSON results where `make bench` collects them.

import Foundation

/// Writes `report` as `<name>.json` into `$GTKHOOKS_BENCH_DIR` (set by
/// `make bench`) and prints the path; does nothing when the variable is unset.
///
/// - Throws: when `report` is not a JSON object or the file cannot be written.
public func writeBenchmarkReport(_ report: [String: Any], named name: String) throws {
    guard let directory = ProcessInfo.processInfo.environment["GTKHOOKS_BENCH_DIR"] else {
        return
    }
    let url = URL(fileURLWithPath: directory).appendingPathComponent("\(name).json")
    let json = try JSONSerialization.data(
        withJSONObject: report, options: [.prettyPrinted, .sortedKeys])
    try json.write(to: url)
    print("wrote \(url.path)")
}
