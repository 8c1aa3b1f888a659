/* np_coremod.c — numpy.core and the submodules of it that course code reaches
 * (np.core.numeric.isclose, from numpy.core.multiarray import ..., np.core.records.fromarrays,
 * np.core.defchararray.upper, np.core._exceptions' ufunc errors): each holds the names of numpy (of np.rec, of np.char) as they
 * are when first imported. np.core itself loads on first use (np_core_attr). */
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Every public name of module src into module dst (submodules included). */
static void copy_names(Value dst, Value src) {
  const Module *s = RT_AS(Module, src);
  for (int64_t i = 0; i < s->cap; i++) {
    const AttrEntry *e = &s->entries[i];
    if (!e->name || e->name[0] == '_' || rt_is_undef(e->value)) continue;
    rt_incref(e->value);
    rt_module_set(dst, e->name, e->value);
  }
}

static void copy_of(Value m, const char *module, const char *attr) {
  Value np = rt_import(module);
  int mark = rt_cleanup_push_value(&np);
  Value src = attr ? rt_getattr(np, attr) : (rt_incref(np), np);
  rt_cleanup_push_value(&src);
  copy_names(m, src);
  rt_cleanup_pop(mark, true);
}

static void core_numeric_init(Value m) { copy_of(m, "numpy", NULL); }
static void core_multiarray_init(Value m) {
  copy_of(m, "numpy", NULL);
  np_pickle_multiarray_init(m); /* what array pickles name */
}
static void core_records_init(Value m) { copy_of(m, "numpy", "rec"); }
static void core_defchararray_init(Value m) { copy_of(m, "numpy", "char"); }

/* numpy.core._exceptions: the ufunc error classes, for `except np.core._exceptions.
 * _UFuncOutputCastingError` and the like (their names print with this module's path). */
static void core_exceptions_init(Value m) {
  static const struct {
    const char *name;
    ExcKind kind;
  } classes[] = {
      {"UFuncTypeError", RT_EXC_UFuncTypeError},
      {"_UFuncNoLoopError", RT_EXC_UFuncNoLoopError},
      {"_UFuncBinaryResolutionError", RT_EXC_UFuncBinaryResolutionError},
      {"_UFuncCastingError", RT_EXC_UFuncCastingError},
      {"_UFuncInputCastingError", RT_EXC_UFuncInputCastingError},
      {"_UFuncOutputCastingError", RT_EXC_UFuncOutputCastingError},
      {"AxisError", RT_EXC_AxisError},
  };
  for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
    Value c = rt_exc_class(classes[i].kind); /* a static singleton */
    rt_incref(c);
    rt_module_set(m, classes[i].name, c);
  }
}

static const char *const numeric_like[] = {"numeric", "multiarray", "umath", "fromnumeric",
                                           "function_base", "shape_base", "numerictypes",
                                           "arrayprint"};

static void core_init(Value m) {
  copy_of(m, "numpy", NULL);
  char full[64];
  for (size_t i = 0; i < sizeof numeric_like / sizeof numeric_like[0]; i++) {
    snprintf(full, sizeof full, "numpy.core.%s", numeric_like[i]);
    rt_module_set(m, numeric_like[i], rt_import(full));
  }
  rt_module_set(m, "records", rt_import("numpy.core.records"));
  rt_module_set(m, "defchararray", rt_import("numpy.core.defchararray"));
  rt_module_set(m, "_exceptions", rt_import("numpy.core._exceptions"));
}

/* numpy's missing-attribute hook calls this: np.core loads when first named. */
void np_core_attr(Value numpy, const char *name) {
  if (strcmp(name, "core") != 0) return;
  rt_module_set(numpy, "core", rt_import("numpy.core"));
}

void np_register_core_modules(void) {
  rt_register_module("numpy.core", core_init);
  rt_register_module("numpy.core.numeric", core_numeric_init);
  rt_register_module("numpy.core.multiarray", core_multiarray_init);
  rt_register_module("numpy.core.umath", core_numeric_init);
  rt_register_module("numpy.core.fromnumeric", core_numeric_init);
  rt_register_module("numpy.core.function_base", core_numeric_init);
  rt_register_module("numpy.core.shape_base", core_numeric_init);
  rt_register_module("numpy.core.numerictypes", core_numeric_init);
  rt_register_module("numpy.core.arrayprint", core_numeric_init);
  rt_register_module("numpy.core.records", core_records_init);
  rt_register_module("numpy.core.defchararray", core_defchararray_init);
  rt_register_module("numpy.core._exceptions", core_exceptions_init);
}
