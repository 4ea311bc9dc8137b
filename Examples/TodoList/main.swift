// `swift run TodoList`: the Redux pattern with hooks, saved under $XDG_DATA_HOME.
import Foundation
import GtkHooks

let appID = "org.gtkhooks.TodoList"
let status = GtkApp(id: appID) {
    TodoListView(file: .standard(appID: appID))
}.run()
exit(status)
