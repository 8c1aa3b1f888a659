/* modules.c — the import table: which module names exist and how each is built (once). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "modules.h"
#include "native.h"

typedef struct ModuleEntry {
  const char *name;
  void (*init)(Value m);
  Value module; /* built on first import; RT_UNDEF until then */
} ModuleEntry;

static ModuleEntry table[] = {
    {"math", rt_math_module_init, {0}},
    {"time", rt_time_module_init, {0}},
    {"timeit", rt_timeit_module_init, {0}},
    {"random", rt_random_module_init, {0}},
    {"numpy", rt_numpy_module_init, {0}},
    {"numpy.random", rt_numpy_random_module_init, {0}},
    {"numba", rt_numba_module_init, {0}},
    {"numba.cuda", rt_numba_cuda_module_init, {0}},
    {"numba.types", rt_numba_types_module_init, {0}},
};

Value rt_import(const char *dotted_name) {
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
    ModuleEntry *e = &table[i];
    if (strcmp(e->name, dotted_name) != 0) continue;
    if (rt_is_undef(e->module)) {
      Value m = rt_module_new(e->name);
      e->init(m);
      e->module = m;
    }
    rt_incref(e->module);
    return e->module;
  }
  rt_raise(RT_EXC_ModuleNotFoundError, "No module named '%s'", dotted_name);
}

static Value builtins = {0};

Value rt_builtin_lookup(const char *name) {
  if (rt_is_undef(builtins)) {
    builtins = rt_module_new("builtins");
    rt_builtins_init(builtins);
  }
  return rt_module_lookup(builtins, name);
}
