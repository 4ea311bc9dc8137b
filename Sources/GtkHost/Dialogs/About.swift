import AppServices
import Gtk
import Widgets

/// Shows the About window of an app over its window: name, version,
/// comments, website, authors, copyright, license and logo from `metadata`.
///
/// `useEnvironment(\.app)?.showAbout()` calls it with the app's metadata.
/// The window destroys itself when closed.
///
/// ```swift
/// Button("About") { app?.showAbout() }
/// ```
@MainActor @discardableResult
public func showAbout(_ metadata: AppMetadata) -> AboutDialog {
    let dialog = AboutDialog(name: metadata.name)
    dialog.version = metadata.version
    dialog.comments = metadata.comments
    dialog.website = metadata.website
    dialog.copyright = metadata.copyright
    dialog.logoIconName = metadata.iconName
    dialog.authors = metadata.authors
    switch metadata.license {
    case .unknown: break
    case .mit: dialog.licenseType = .mitX11
    case .gpl3: dialog.licenseType = .gpl30
    case .lgpl3: dialog.licenseType = .lgpl30
    case .apache2: dialog.licenseType = .apache20
    case .custom(let text): dialog.license = text
    }
    dialog.present(over: DialogParent.window)
    return dialog
}
