/* module_spec.c — the __spec__ and __loader__ of an imported .py module: a ModuleSpec (name,
 * loader, origin, submodule_search_locations, cached, parent, has_location, loader_state) and
 * a SourceFileLoader (name, path), with CPython's reprs:
 * ModuleSpec(name='m', loader=<_frozen_importlib_external.SourceFileLoader object at 0x...>,
 * origin='/dir/m.py'). */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/modules.h"
#include "module_spec.h"

static void append_attr(StrBuf *sb, Value self, const char *name, bool skip_none) {
  Value v = rt_getattr(self, name);
  int mark = rt_cleanup_push_value(&v);
  if (!(skip_none && rt_is_none(v))) {
    Value r = rt_repr(v);
    rt_sb_printf(sb, ", %s=%s", name, rt_str_data(r));
    rt_decref(r);
  }
  rt_cleanup_pop(mark, true);
}

/* ModuleSpec.__repr__: name and loader, then origin and submodule_search_locations when set. */
static Value spec_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("__repr__", argc, kw, 1, 1);
  StrBuf sb = {0};
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", rt_user_class_of(argv[0])->name);
  Value name = rt_getattr(argv[0], "name");
  rt_cleanup_push_value(&name);
  Value r = rt_repr(name);
  rt_sb_printf(&sb, "name=%s", rt_str_data(r));
  rt_decref(r);
  append_attr(&sb, argv[0], "loader", false);
  append_attr(&sb, argv[0], "origin", true);
  append_attr(&sb, argv[0], "submodule_search_locations", true);
  rt_sb_putc(&sb, ')');
  Value out = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value make_class(const char *name, const char *module) {
  Value none = rt_tuple_from(0, NULL);
  int mark = rt_cleanup_push_value(&none);
  Value c = rt_class_new(name, none);
  rt_cleanup_pop(mark, true);
  rt_class_set(RT_AS(ClassObj, c), "__module__", rt_str_from_c(module));
  return c;
}

/* CPython's homes of the two classes, _frozen_importlib (ModuleSpec) and
 * _frozen_importlib_external (SourceFileLoader), as much of them as Weft's imports name: each
 * VM's own classes, held by its modules (a library state holding a class would outlive the VM's
 * last collection, a class being a cycle). */
static void bootstrap_init(Value m) {
  Value spec = make_class("ModuleSpec", "_frozen_importlib");
  rt_class_set(RT_AS(ClassObj, spec), "__repr__",
               rt_native_method_new("__repr__", "ModuleSpec.__repr__", spec_repr, rt_none()));
  rt_class_finish(spec, rt_none());
  rt_module_set(m, "ModuleSpec", spec);
}

static void bootstrap_external_init(Value m) {
  Value loader = make_class("SourceFileLoader", "_frozen_importlib_external");
  rt_class_finish(loader, rt_none());
  rt_module_set(m, "SourceFileLoader", loader);
}

void vm_install_module_spec(void) {
  rt_register_module("_frozen_importlib", bootstrap_init);
  rt_register_module("_frozen_importlib_external", bootstrap_external_init);
}

/* a new instance of class `name` of module `module` */
static Value bootstrap_new(const char *module, const char *name) {
  Value m = rt_import(module);
  int mark = rt_cleanup_push_value(&m);
  Value cls = rt_getattr(m, name);
  rt_cleanup_push_value(&cls);
  Value obj = rt_class_instantiate(cls, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return obj;
}

static void set_str(Value obj, const char *name, const char *s) {
  Value v = rt_str_from_c(s);
  int mark = rt_cleanup_push_value(&v);
  rt_setattr(obj, name, v);
  rt_cleanup_pop(mark, true);
}

Value vm_source_loader_new(const char *name, const char *file) {
  Value loader = bootstrap_new("_frozen_importlib_external", "SourceFileLoader");
  int mark = rt_cleanup_push_value(&loader);
  set_str(loader, "name", name);
  set_str(loader, "path", file);
  rt_cleanup_pop(mark, false);
  return loader;
}

Value vm_module_spec_new(const char *name, const char *file, const char *cached, Value search, Value *loader) {
  Value h[2] = {vm_source_loader_new(name, file), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  h[1] = bootstrap_new("_frozen_importlib", "ModuleSpec");
  set_str(h[1], "name", name);
  rt_setattr(h[1], "loader", h[0]);
  set_str(h[1], "origin", file);
  rt_setattr(h[1], "loader_state", rt_none());
  rt_setattr(h[1], "submodule_search_locations", search);
  set_str(h[1], "cached", cached);
  const char *dot = strrchr(name, '.');
  Value parent = rt_is_none(search) ? rt_str_new(name, dot ? (size_t)(dot - name) : 0) : rt_str_from_c(name);
  rt_setattr(h[1], "parent", parent);
  rt_decref(parent);
  rt_setattr(h[1], "has_location", rt_bool(true));
  *loader = h[0];
  Value spec = h[1];
  h[0] = h[1] = rt_undef();
  rt_cleanup_pop(mark, true);
  return spec;
}
