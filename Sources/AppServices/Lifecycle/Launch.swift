import FoundationEssentials

/// One launch of the app: the first, or a later one that a unique app
/// received from another process (`myapp notes.json` while it runs).
public struct Launch: Hashable, Sendable {
    /// The command line, program name first.
    public var arguments: [String]
    /// The files and URIs to open: the plain arguments (not starting with
    /// `-`, and every argument after `--`), relative paths resolved against
    /// the launching process's working directory.
    public var urls: [URL]

    /// A launch with `arguments` and the `urls` to open.
    public init(arguments: [String], urls: [URL]) {
        self.arguments = arguments
        self.urls = urls
    }

    /// A launch with `arguments` made in `workingDirectory`: its plain
    /// arguments are the files to open.
    ///
    /// An argument with a scheme (`file:///a.json`, `https://…`) is taken as
    /// a URI; anything else is a path.
    public init(arguments: [String], workingDirectory: String) {
        self.init(
            argumentBytes: arguments.map { Array($0.utf8) },
            workingDirectory: Array(workingDirectory.utf8))
    }

    /// A launch with the command line `argumentBytes`, made in
    /// `workingDirectory`, as the system gives them: bytes.
    ///
    /// A file name need not be UTF-8, so the `urls` of paths are built from
    /// the bytes (`URL(filePathBytes:)`) and name the very file given;
    /// `arguments` are the same arguments decoded as UTF-8, with U+FFFD for
    /// what is not, fit for showing and for options only.
    public init(argumentBytes: [[UInt8]], workingDirectory: [UInt8]) {
        var urls: [URL] = []
        var optionsEnded = false
        for argument in argumentBytes.dropFirst() {
            if !optionsEnded && argument == Array("--".utf8) {
                optionsEnded = true
            } else if optionsEnded || argument.first != UInt8(ascii: "-") {
                urls.append(Self.url(of: argument, in: workingDirectory))
            }
        }
        self.init(arguments: argumentBytes.map { String(decoding: $0, as: UTF8.self) }, urls: urls)
    }

    private static func url(of argument: [UInt8], in directory: [UInt8]) -> URL {
        if let text = String(validating: argument, as: UTF8.self),
            let schemeEnd = text.firstRange(of: "://"),
            text[..<schemeEnd.lowerBound].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" }),
            !text[..<schemeEnd.lowerBound].isEmpty, let url = URL(string: text)
        {
            return url
        }
        let slash = UInt8(ascii: "/")
        let path = argument.first == slash ? argument : directory + [slash] + argument
        return URL(filePathBytes: standardized(path))
    }

    /// `path` without `.` components, `..` ones resolved by name, and
    /// repeated slashes, as `standardizedFileURL` does for UTF-8 paths.
    private static func standardized(_ path: [UInt8]) -> [UInt8] {
        var components: [ArraySlice<UInt8>] = []
        for component in path.split(separator: UInt8(ascii: "/")) {
            if component.elementsEqual([UInt8(ascii: ".")]) { continue }
            if component.elementsEqual(Array("..".utf8)) {
                _ = components.popLast()
                continue
            }
            components.append(component)
        }
        return components.reduce(into: []) { result, component in
            result.append(UInt8(ascii: "/"))
            result += component
        }.nonEmpty ?? [UInt8(ascii: "/")]
    }
}

extension Array where Element == UInt8 {
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
