/* importlib.c — importing by a name computed at run time: the builtin __import__ (the package
 * for a dotted name, the module itself when a fromlist is given) and importlib.import_module
 * (always the module named). Both go through rt_import, so they find the same modules as the
 * import statement. */
#include <string.h>

#include "../base/error.h"
#include "../obj/import_hook.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "modlib.h"
#include "py.h"

static const char *module_name(const char *fname, Value v) {
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "%s() argument 1 must be str, not %s", fname, rt_type_name(v));
  if (RT_AS(Str, v)->nbytes == 0) rt_raise(RT_EXC_ValueError, "Empty module name");
  return rt_str_data(v);
}

static const char *const import_names[] = {"name", "globals", "locals", "fromlist", "level"};

static Value b_import(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[5];
  rt_bind_pyargs("__import__", argc, argv, kw, 5, import_names, 1, a);
  const char *name = module_name("__import__", a[0]);
  if (!rt_is_undef(a[4]) && rt_to_index(a[4], "level") != 0)
    rt_raise(RT_EXC_ImportError, "attempted relative import with no known parent package");
  Value m = rt_import(name);
  bool from = !rt_is_undef(a[3]) && !rt_is_none(a[3]) && rt_truthy(a[3]);
  const char *dot = strchr(name, '.');
  if (from || !dot) return m;
  rt_decref(m); /* `import a.b` binds a: the package, which the import of a.b made too */
  char top[256];
  size_t n = (size_t)(dot - name) < sizeof top - 1 ? (size_t)(dot - name) : sizeof top - 1;
  memcpy(top, name, n);
  top[n] = '\0';
  return rt_import(top);
}

static const char *const im_names[] = {"name", "package"};

static Value i_import_module(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2];
  rt_bind_pyargs("import_module", argc, argv, kw, 2, im_names, 1, a);
  const char *name = module_name("import_module", a[0]);
  if (name[0] == '.' && (rt_is_undef(a[1]) || rt_is_none(a[1])))
    rt_raise(RT_EXC_TypeError,
             "the 'package' argument is required to perform a relative import for '%s'", name);
  if (name[0] == '.') rt_raise(RT_EXC_ModuleNotFoundError, "No module named '%s'", name);
  return rt_import(name);
}

void rt_import_builtin_init(Value builtins) { rt_module_add_fn(builtins, "__import__", b_import); }

static const char *const reload_names[] = {"module"};

static Value i_reload(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_bind_pyargs("reload", argc, argv, kw, 1, reload_names, 1, a);
  return rt_reload(a[0]);
}

void rt_importlib_module_init(Value m) {
  rt_module_add_fn(m, "import_module", i_import_module);
  rt_module_add_fn(m, "reload", i_reload);
}
