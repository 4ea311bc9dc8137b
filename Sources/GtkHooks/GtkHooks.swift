// The umbrella module apps import: everything needed to write a GtkHooks app.
@_exported import AppServices
@_exported import GtkHost
@_exported import Hooks
@_exported import Reconciler
@_exported import Widgets
