/* np_ndsub.c — NumPy's subclasses of np.ndarray (np.chararray, np.matrix, np.recarray,
 * np.ma.MaskedArray): issubclass(np.matrix, np.ndarray), their __mro__ (cls, ndarray, object)
 * and __bases__ (ndarray,). Weft makes them as classes of their own (rt_native_class), so
 * these answers are added to the hooks np_dtype.c installs for the scalar classes. */
#include <string.h>

#include "../obj/class.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"
#include "np_internal.h"
#include "np_ndsub.h"

static bool (*scalar_subclass)(Value cls, Value base, bool *result);
static Value (*scalar_lineage)(Value cls, bool mro);

/* The VM's np.ndarray, which the answers name (a reference of the VM's runtime: each VM's
 * numpy import makes its own class, released with that VM). */
typedef struct NdState {
  Value ndarray_class;
} NdState;

static void nd_fini(void *p) { rt_decref(((NdState *)p)->ndarray_class); }
static RtStateKey nd_key = {"numpy.ndarray for its subclasses' __mro__", sizeof(NdState), NULL, nd_fini, 0};

static bool is_class(Value v, const char *repr) {
  return rt_is_native(v) && RT_AS(NativeFunc, v)->instancecheck && RT_AS(NativeFunc, v)->repr_as &&
         !strcmp(RT_AS(NativeFunc, v)->repr_as, repr);
}

static bool is_subclass_class(Value v) {
  static const char *const subs[] = {"<class 'numpy.chararray'>", "<class 'numpy.matrix'>",
                                     "<class 'numpy.recarray'>",
                                     "<class 'numpy.ma.core.MaskedArray'>"};
  for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++)
    if (is_class(v, subs[i])) return true;
  return false;
}

static bool nd_subclass(Value cls, Value base, bool *result) {
  if (is_subclass_class(cls) && is_class(base, "<class 'numpy.ndarray'>")) {
    *result = true;
    return true;
  }
  return scalar_subclass && scalar_subclass(cls, base, result);
}

static Value nd_lineage(Value cls, bool mro) {
  const NdState *st = rt_runtime_state_made(&nd_key);
  Value ndarray_class = st ? st->ndarray_class : rt_undef();
  if (!is_subclass_class(cls) || ndarray_class.tag != RT_OBJ)
    return scalar_lineage ? scalar_lineage(cls, mro) : rt_undef();
  if (!mro) return rt_tuple_from(1, &ndarray_class);
  return rt_tuple_from(3, (Value[]){cls, ndarray_class, rt_object_class()});
}

void np_register_ndsub(Value m) {
  Value nd = rt_module_lookup(m, "ndarray");
  if (rt_is_undef(nd)) return;
  NdState *st = rt_runtime_state(&nd_key);
  rt_incref(nd);
  rt_decref(st->ndarray_class);
  st->ndarray_class = nd;
  if (rt_native_subclass_hook != nd_subclass) scalar_subclass = rt_native_subclass_hook;
  if (rt_native_mro_hook != nd_lineage) scalar_lineage = rt_native_mro_hook;
  rt_native_subclass_hook = nd_subclass;
  rt_native_mro_hook = nd_lineage;
}
