/* inspect_module.c — inspect.getmodule: the module an object was defined in, found by its
 * __module__ in sys.modules as CPython finds it. A builtin function of Weft's carries no
 * __module__: it is the module (builtins first, then sys.modules in import order) that holds
 * it under its name, as CPython's own __module__ would name. */
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "inspect_internal.h"
#include "py.h"

/* Whether module holds obj itself under name. */
static bool holds(Value module, const char *name, Value obj) {
  if (!rt_is_type(module, &rt_module_type)) return false;
  Value v = rt_undef();
  if (!rt_try_getattr(module, name, &v)) return false;
  bool same = rt_is(v, obj);
  rt_decref(v);
  return same;
}

/* The module holding the builtin function fn by its name, else None. */
static Value module_of_native(Value fn) {
  const char *name = RT_AS(NativeFunc, fn)->name;
  Value b = rt_builtins_module();
  if (holds(b, name, fn)) return rt_incref(b), b;
  Value mods = rt_modules_dict(), k, v;
  for (int64_t i = 0; rt_dict_next(mods, &i, &k, &v);)
    if (holds(v, name, fn)) return rt_incref(v), v;
  return rt_none();
}

static Value i_getmodule(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"object", "_filename"};
  Value a[2];
  py_parse_pyargs("getmodule", argc, argv, kw, 2, names, 1, a);
  Value obj = a[0];
  if (rt_is_type(obj, &rt_module_type)) return rt_incref(obj), obj;
  Value mod = rt_undef();
  if (rt_try_getattr(obj, "__module__", &mod)) {
    int mark = rt_cleanup_push_value(&mod);
    Value m = rt_is_str(mod) ? rt_dict_get_str(rt_modules_dict(), rt_str_data(mod)) : rt_undef();
    rt_cleanup_pop(mark, true);
    if (rt_is_undef(m)) return rt_none();
    return rt_incref(m), m;
  }
  if (rt_is_native(obj)) return module_of_native(obj); /* a bound method is held by none */
  return rt_none();
}

void py_inspect_module_init(Value m) { rt_module_add_fn(m, "getmodule", i_getmodule); }
