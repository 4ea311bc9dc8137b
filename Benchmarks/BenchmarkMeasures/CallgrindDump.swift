// The one figure the instruction benchmarks read from each callgrind dump.

/// The instruction total of the callgrind dump `text` (read from `path`),
/// which must be the dump of the trigger `name`; stops the benchmark with the
/// path and what it found otherwise, as a count of the wrong stretch would
/// mislead.
public func callgrindTotal(ofDump text: String, at path: String, named name: String) -> Int {
    let (total, description) = totalAndTrigger(of: text)
    guard description.hasSuffix(" \(name)"), let total else {
        fatalError("\(path): expected the dump of \(name), found \"\(description)\"")
    }
    return total
}

/// The instruction total of the callgrind dump `text`, whatever triggered
/// it; 0 for a dump without one (nothing was collected).
public func callgrindTotal(ofDump text: String) -> Int {
    totalAndTrigger(of: text).total ?? 0
}

private func totalAndTrigger(of text: String) -> (total: Int?, trigger: String) {
    var total: Int?
    var description = ""
    for line in text.split(separator: "\n") {
        if line.hasPrefix("desc: Trigger:") { description = String(line) }
        if line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            total = Int(line.split(separator: " ").last ?? "")
        }
    }
    return (total, description)
}
