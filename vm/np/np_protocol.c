/* np_protocol.c — NumPy's protocol methods on arrays: a.__array__([dtype]) (a itself, or
 * a.astype(dtype) for another dtype), and the unbound methods of the class np.ndarray
 * (np.ndarray.sum(a), np.ndarray.__add__(a, b)), found by asking a sample array as the builtin
 * classes' unbound methods are (vm/obj/class_attr.c). The special methods themselves
 * (a.__add__, a.__len__) are vm/obj/dunder.c's. */
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"

/* a.__array__(dtype=None, /): positional only, as NumPy's. */
static Value m_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("ndarray.__array__", argc, kw, 0, 1, RT_ARGS_OLD);
  if (argc == 0 || rt_is_none(argv[0]) || rt_dtype_from_value(argv[0]) == RT_AS(Array, self)->dtype) {
    rt_incref(self);
    return self;
  }
  Value fn = rt_getattr(self, "astype");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.ndarray's sample: a one-element int64 array has every method and special method. */
static Value ndarray_sample(Value cls) {
  const NativeFunc *f = RT_AS(NativeFunc, cls);
  if (!f->repr_as || strcmp(f->repr_as, "<class 'numpy.ndarray'>") != 0) return rt_undef();
  int64_t shape[1] = {1};
  return rt_array_new(DT_INT64, 1, shape, true);
}

void np_register_protocol(void) {
  np_register_method("__array__", m_array);
  rt_native_sample_hook = ndarray_sample;
}
