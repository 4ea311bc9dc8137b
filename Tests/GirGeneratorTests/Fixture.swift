import Foundation

@testable import GirGenerator

/// A small GIR document of our own with one case per ownership and signature
/// rule the generator implements.
enum Fixture {
    static let gir = """
        <?xml version="1.0"?>
        <repository version="1.2" xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0">
          <namespace name="Fix" c:identifier-prefixes="Fix">
            <interface name="Shape" c:type="FixShape">
              <method name="get_sides" c:identifier="fix_shape_get_sides">
                <return-value transfer-ownership="none"><type name="gint" c:type="int"/></return-value>
                <parameters><instance-parameter name="self"><type name="Shape" c:type="FixShape*"/></instance-parameter></parameters>
              </method>
            </interface>
            <class name="Thing" c:type="FixThing" parent="Widget">
              <implements name="Shape"/>
              <constructor name="new" c:identifier="fix_thing_new">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
              </constructor>
              <constructor name="new_with_title" c:identifier="fix_thing_new_with_title">
                <return-value transfer-ownership="none"><type name="Widget" c:type="GtkWidget*"/></return-value>
                <parameters>
                  <parameter name="title" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
                </parameters>
              </constructor>
              <method name="get_title" c:identifier="fix_thing_get_title">
                <return-value transfer-ownership="none"><type name="utf8" c:type="const char*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="set_title" c:identifier="fix_thing_set_title">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="title" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
                </parameters>
              </method>
              <method name="dup_summary" c:identifier="fix_thing_dup_summary">
                <return-value transfer-ownership="full" nullable="1"><type name="utf8" c:type="char*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="set_child" c:identifier="fix_thing_set_child">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="child" transfer-ownership="none" nullable="1"><type name="Widget" c:type="GtkWidget*"/></parameter>
                </parameters>
              </method>
              <method name="get_model" c:identifier="fix_thing_get_model">
                <return-value transfer-ownership="none"><type name="Model" c:type="FixModel*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="make_model" c:identifier="fix_thing_make_model">
                <return-value transfer-ownership="full"><type name="Model" c:type="FixModel*"/></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="load" c:identifier="fix_thing_load" throws="1">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="mode" transfer-ownership="none"><type name="Mode" c:type="FixMode"/></parameter>
                </parameters>
              </method>
              <method name="get_size" c:identifier="fix_thing_get_size">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="width" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
                  <parameter name="height" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gint" c:type="int*"/></parameter>
                </parameters>
              </method>
              <method name="lookup" c:identifier="fix_thing_lookup">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="key" transfer-ownership="none"><type name="utf8" c:type="const char*"/></parameter>
                  <parameter name="value" direction="out" caller-allocates="0" transfer-ownership="full"><type name="gdouble" c:type="double*"/></parameter>
                </parameters>
              </method>
              <method name="set_items" c:identifier="fix_thing_set_items">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="items" transfer-ownership="none"><array length="1" c:type="const char**"><type name="utf8"/></array></parameter>
                  <parameter name="count" transfer-ownership="none"><type name="gint" c:type="int"/></parameter>
                </parameters>
              </method>
              <method name="foreach" c:identifier="fix_thing_foreach">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="func" transfer-ownership="none" scope="call"><type name="ThingFunc" c:type="FixThingFunc"/></parameter>
                </parameters>
              </method>
              <method name="old_call" c:identifier="fix_thing_old_call" deprecated="1">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="set_flags" c:identifier="fix_thing_set_flags">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="flags" transfer-ownership="none"><type name="Flags" c:type="FixFlags"/></parameter>
                </parameters>
              </method>
              <method name="set_names" c:identifier="fix_thing_set_names">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="names" transfer-ownership="none" nullable="1"><array c:type="const char* const*"><type name="utf8"/></array></parameter>
                </parameters>
              </method>
              <method name="list_names" c:identifier="fix_thing_list_names">
                <return-value transfer-ownership="full"><array c:type="char**"><type name="utf8"/></array></return-value>
                <parameters><instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter></parameters>
              </method>
              <method name="set_shape" c:identifier="fix_thing_set_shape">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <instance-parameter name="self"><type name="Thing" c:type="FixThing*"/></instance-parameter>
                  <parameter name="shape" transfer-ownership="none" nullable="1"><type name="Shape" c:type="FixShape*"/></parameter>
                </parameters>
              </method>
              <property name="title" writable="1" transfer-ownership="none" getter="get_title" setter="set_title">
                <type name="utf8" c:type="gchar*"/>
              </property>
              <property name="hidden-state" writable="1" transfer-ownership="none">
                <type name="gint" c:type="gint"/>
              </property>
              <glib:signal name="changed" when="last"><return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value></glib:signal>
              <glib:signal name="poke" when="last" action="1"><return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value></glib:signal>
              <glib:signal name="renamed" when="last">
                <return-value transfer-ownership="none"><type name="none" c:type="void"/></return-value>
                <parameters>
                  <parameter name="name" transfer-ownership="none"><type name="utf8" c:type="gchar*"/></parameter>
                  <parameter name="other" transfer-ownership="none"><type name="Thing"/></parameter>
                </parameters>
              </glib:signal>
              <glib:signal name="query" when="last">
                <return-value transfer-ownership="none"><type name="gboolean" c:type="gboolean"/></return-value>
                <parameters>
                  <parameter name="mode" transfer-ownership="none"><type name="Mode"/></parameter>
                </parameters>
              </glib:signal>
            </class>
            <class name="Model" c:type="FixModel" parent="GObject.Object">
              <constructor name="new" c:identifier="fix_model_new">
                <return-value transfer-ownership="full"><type name="Model" c:type="FixModel*"/></return-value>
              </constructor>
            </class>
            <class name="Orphan" c:type="FixOrphan" parent="Missing"/>
            <enumeration name="Mode" c:type="FixMode">
              <member name="off" value="0" c:identifier="FIX_MODE_OFF"/>
              <member name="on" value="1" c:identifier="FIX_MODE_ON"/>
              <member name="also_on" value="1" c:identifier="FIX_MODE_ALSO_ON"/>
            </enumeration>
            <bitfield name="Flags" c:type="FixFlags">
              <member name="none" value="0" c:identifier="FIX_FLAGS_NONE"/>
              <member name="bold" value="1" c:identifier="FIX_FLAGS_BOLD"/>
              <member name="italic" value="2" c:identifier="FIX_FLAGS_ITALIC"/>
            </bitfield>
          </namespace>
        </repository>
        """

    static let classes = """
        hand-written GObject.Object Object pointer onNotify
        hand-written Widget Widget pointer name isVisible
        Thing  # a widget
        Model
        Orphan
        """

    /// The generator's output for the fixture.
    static func generate() throws -> Generator.Output {
        let namespace = try RepositoryReader.read(data: Data(gir.utf8))
        return Generator(namespace: namespace, classList: ClassList(parsing: classes)).run()
    }
}
