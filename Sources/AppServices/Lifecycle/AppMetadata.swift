/// What an About dialog says about an app.
///
/// ```swift
/// static var metadata: AppMetadata {
///     AppMetadata(name: "Todos", version: "1.0", comments: "A list of things to do",
///                 website: "https://example.org", authors: ["Ada"], license: .gpl3)
/// }
/// ```
public struct AppMetadata: Hashable, Sendable {
    /// A license an About dialog can name.
    public enum License: Hashable, Sendable {
        /// No license shown.
        case unknown
        /// The MIT license.
        case mit
        /// GNU GPL, version 3 or later.
        case gpl3
        /// GNU LGPL, version 3 or later.
        case lgpl3
        /// Apache License 2.0.
        case apache2
        /// Free text.
        case custom(String)
    }

    /// The app's name, as people see it.
    public var name: String
    /// The version string.
    public var version: String?
    /// One sentence about the app.
    public var comments: String?
    /// The app's web page.
    public var website: String?
    /// The people who made it.
    public var authors: [String]
    /// The copyright line.
    public var copyright: String?
    /// The license.
    public var license: License
    /// The icon of the theme shown as the logo (usually the app id).
    public var iconName: String?

    /// Metadata for an app called `name`.
    public init(
        name: String, version: String? = nil, comments: String? = nil, website: String? = nil,
        authors: [String] = [], copyright: String? = nil, license: License = .unknown,
        iconName: String? = nil
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.authors = authors
        self.copyright = copyright
        self.license = license
        self.iconName = iconName
    }
}
