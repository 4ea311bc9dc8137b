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
    case .mit: dialog.setLicense(.mit)
    case .gpl3: dialog.setLicense(.gpl3)
    case .lgpl3: dialog.setLicense(.lgpl3)
    case .apache2: dialog.setLicense(.apache2)
    case .custom(let text): dialog.licenseText = text
    }
    dialog.present(over: DialogParent.window)
    return dialog
}
