import GtkHooks

/// The gallery window: every widget on one scrolling page.
///
/// The header bar has an open button and a menu whose Dark mode item
/// (Ctrl+D) switches the whole window between light and dark.
struct GalleryView: HookView {
    var hookBody: some View {
        let desktop = useEnvironment(\.colorScheme)
        let isDark = useState(desktop == .dark)
        let dialogs = useEnvironment(\.dialogs)
        let opened = useState("No file opened")

        Window("Gallery", width: 640, height: 720) {
            ScrollView {
                VStack(spacing: 12) {
                    TextSection()
                    ButtonSection()
                    InputSection()
                    ChoiceSection()
                    PickerSection()
                    LayoutSection()
                    ListSection()
                    TableSection()
                    GridSection()
                    FlowGridSection()
                    ChartSection()
                    ShapesSection()
                    PanesSection()
                    ContainersSection()
                    SearchTextSection()
                    PointerSection()
                    AppearanceSection()
                    KeyboardSection()
                    FocusSection()
                    DialogSection(opened: opened.wrappedValue)
                }
                .padding(16)
            }
            .expand(horizontally: true, vertically: true)
            .background(Color(.systemBackground))
            .colorScheme(isDark.wrappedValue ? .dark : .light)
        } toolbar: {
            ToolbarItem(placement: .start) {
                Button(iconName: "document-open-symbolic") {
                    Task {
                        let path = await dialogs.file(FileDialog(.open, title: "Open a file"))
                        opened.wrappedValue = path.map { "Opened \($0)" } ?? "Cancelled"
                    }
                }
                .accessibilityLabel("Open")
            }
            ToolbarItem(placement: .end) {
                Menu(iconName: "open-menu-symbolic") {
                    MenuItem("Dark mode", shortcut: KeyboardShortcut("d")) {
                        isDark.wrappedValue.toggle()
                    }
                    MenuItem("Light mode") { isDark.wrappedValue = false }
                }
                .accessibilityLabel("Main menu")
            }
        }
    }
}
