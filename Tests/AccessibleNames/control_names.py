"""Reads the controls of a running app through AT-SPI, as a screen reader does.

    control_names.py <app name>

Waits (at most 30 s) for the app on the accessibility bus, then until its tree
stops growing, then prints each control with the role and name AT-SPI gives
it. Exits 1, naming them, when a control has no name or is named after a GTK
type ("GtkToggleButton"), which is what AT-SPI reads for a widget without a
label; exits 2 when the app never shows up.
"""

import sys
import time

import pyatspi

# The roles of what a person operates.
CONTROLS = {
    "push button", "toggle button", "check box", "radio button", "combo box",
    "text", "password text", "entry", "spin button", "slider", "switch", "link",
    "page tab", "menu item", "check menu item", "radio menu item",
}


def find_app(name, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def controls(node, path=()):
    try:
        role, name = node.getRoleName(), node.name
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:  # a node gone while read: the next read counts again
        return []
    found = [(role, name, path)] if role in CONTROLS else []
    for child in children:
        if child is not None:
            found += controls(child, path + (name or role,))
    return found


def main():
    name = sys.argv[1]
    app = find_app(name, 30)
    if app is None:
        print(f"not ok - {name} did not appear on the accessibility bus")
        return 2
    seen, read = [], controls(app)
    for _ in range(20):  # until the tree stops growing, at most 10 s
        if read and len(read) == len(seen):
            break
        seen = read
        time.sleep(0.5)
        read = controls(app)
    bad = [c for c in read if not c[1] or c[1].startswith("Gtk")]
    for role, label, path in read:
        print(f"  {role}: {label!r}  (in {' > '.join(path[-2:])})")
    if not read:
        print(f"not ok - {name}: AT-SPI shows no control")
        return 1
    if bad:
        for role, label, path in bad:
            print(f"not ok - {name}: a {role} is named {label!r} (in {' > '.join(path)})")
        return 1
    print(f"ok - {name}: {len(read)} controls, each named")
    return 0


if __name__ == "__main__":
    sys.exit(main())
