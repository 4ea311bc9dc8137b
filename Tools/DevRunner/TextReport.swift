// `--report-texts`: what the windows show, printed whenever it changes, so a
// test driving the runner as a process (across its restarts) can read it.

import Foundation
import Gtk
import GtkHost

/// Prints the labels of the app's windows, in tree order, each time they change.
@MainActor final class TextReport {
    private let root: GtkAppRoot
    private var last: [String]?

    init(root: GtkAppRoot) {
        self.root = root
    }

    /// Looks every 100 ms for the rest of the process.
    func start() {
        _ = Source.timeout(after: .milliseconds(100)) { [self] in
            report()
            return .keep
        }
    }

    private func report() {
        let texts = root.windows.flatMap(\.subtree).compactMap { ($0 as? Label)?.text }
            .map { $0.replacingOccurrences(of: "\n", with: " ") }
        guard texts != last else { return }
        last = texts
        FileHandle.standardError.write(
            Data("DevRunner: texts: \(texts.joined(separator: " | "))\n".utf8))
    }
}
