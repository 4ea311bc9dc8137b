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
        var urls: [URL] = []
        var optionsEnded = false
        for argument in arguments.dropFirst() {
            if !optionsEnded && argument == "--" {
                optionsEnded = true
            } else if optionsEnded || !argument.hasPrefix("-") {
                urls.append(Self.url(of: argument, in: workingDirectory))
            }
        }
        self.init(arguments: arguments, urls: urls)
    }

    private static func url(of argument: String, in directory: String) -> URL {
        if let schemeEnd = argument.firstRange(of: "://"),
            argument[..<schemeEnd.lowerBound].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" }),
            !argument[..<schemeEnd.lowerBound].isEmpty, let url = URL(string: argument)
        {
            return url
        }
        let path = argument.hasPrefix("/") ? argument : directory + "/" + argument
        return URL(fileURLWithPath: path).standardizedFileURL
    }
}
