// Clocks, memory and medians, shared by the benchmarks.

import Foundation

/// Milliseconds from `start` to now.
public func elapsed(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The CPU time of the calling thread, in milliseconds: the thread's own
/// work, whatever else the machine runs.
public func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Resident memory in MiB (from /proc/self/statm), or NaN when it cannot be read.
public func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return .nan
    }
    let pages = Double(text.split(separator: " ")[1]) ?? .nan
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// The middle value of `values` (the mean of the two middle ones for an even
/// count), or NaN when there is none.
public func median(_ values: some Collection<Double>) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
        ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
