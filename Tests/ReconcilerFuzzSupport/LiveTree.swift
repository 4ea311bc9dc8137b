/// A widget as a host shows it: its type, text and children.
///
/// Built from TestHost's widgets or from GTK's own tree; types are named as
/// in the vocabulary (`Text`, `Button`, `VStack`, `HStack`).
struct LiveWidget: Equatable {
    /// `Text`, `Button`, `VStack`, `HStack`, or the host's name for anything else.
    let type: String
    let text: String?
    let children: [LiveWidget]

    /// The tree as indented lines, for failure messages.
    func dump(depth: Int = 0) -> [String] {
        let line = String(repeating: "  ", count: depth) + type + (text.map { " \"\($0)\"" } ?? "")
        return [line] + children.flatMap { $0.dump(depth: depth + 1) }
    }
}

/// Compares the live widgets with the expected ones and learns the serials of
/// new rows; returns the first difference.
///
/// A row's text ends with the serial its state took at mount: a kept row must
/// show its old serial (state followed its key, K4), a new one a serial never
/// seen before (fresh state, K2, K3, K5).
@MainActor func compare(
    live: [LiveWidget], expected: [ExpectedNode], newerThan lastSerial: Int
) -> String? {
    var seen = Set<Int>()
    return compare(live, expected, lastSerial, &seen, path: "root")
}

@MainActor private func compare(
    _ live: [LiveWidget], _ expected: [ExpectedNode], _ lastSerial: Int, _ seen: inout Set<Int>,
    path: String
) -> String? {
    guard live.count == expected.count else {
        return "\(path) has \(live.count) widgets, expected \(expected.count)"
            + " (\(expected.map { $0.widget ?? "?" }.joined(separator: " ")))"
    }
    for (index, (widget, node)) in zip(live, expected).enumerated() {
        let here = "\(path)/\(index)"
        guard widget.type == node.widget else {
            return "\(here) is a \(widget.type), expected a \(node.widget ?? "?")"
        }
        if let row = node.serialOf {
            guard let text = widget.text, let prefix = node.text, text.hasPrefix(prefix),
                let serial = Int(text.dropFirst(prefix.count))
            else {
                return "\(here) shows \(widget.text ?? "nil"), expected \(node.shownText ?? "")"
            }
            if let known = row.serial, known != serial {
                return
                    "\(here) shows \(text): the row's state was #\(known), it did not follow its key"
            }
            if row.serial == nil, serial <= lastSerial || !seen.insert(serial).inserted {
                return
                    "\(here) shows \(text): a new row must have fresh state (after #\(lastSerial))"
            }
            row.serial = serial
        } else if widget.text != node.text {
            return "\(here) shows \(widget.text ?? "nil"), expected \(node.text ?? "nil")"
        }
        // A button's own label is GTK's, not ours.
        if node.widget == "Button" { continue }
        let children = node.children.flatMap(\.topWidgets)
        if let difference = compare(widget.children, children, lastSerial, &seen, path: here) {
            return difference
        }
    }
    return nil
}
