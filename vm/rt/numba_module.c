/* numba_module.c — the `numba`, `numba.cuda` and `numba.types` modules: what each exports and
 * in which file it lives. Host API: devarray.c (device arrays), cuda_host.c (device, streams,
 * events), numba_types.c (type objects); decorators: ufunc_vectorize.c, ufunc_guvectorize.c,
 * ufunc_reduce.c; jit, cuda.jit and the kernel-side names come from vm/kir (kir.h). */
#include "../kir/kir.h"
#include "cuda_host.h"
#include "devarray.h"
#include "modules.h"
#include "native.h"
#include "numba_types.h"
#include "numba_ufunc.h"
#include "objects.h"

/* vm/kir's registration, weak so the runtime links before the engine does. */
#pragma weak kir_register_numba
#pragma weak kir_set_devarray_unwrap

/* Numba's version: the oracle's (Debian's python3-numba). */
#define NB_VERSION "0.56.4"

/* For the engine: the Array behind a device array, RT_UNDEF for anything else (borrowed). */
static Value devarray_unwrap(Value v) {
  return rt_is_devarray(v) ? RT_AS(DeviceArray, v)->array : rt_undef();
}

void rt_numba_types_module_init(Value m) { nb_register_types(m); }

void rt_numba_cuda_module_init(Value cuda) {
  rt_devarray_register(cuda);
  rt_cuda_host_register(cuda);
  rt_module_add_fn(cuda, "reduce", nb_cuda_reduce);
  if (kir_set_devarray_unwrap) kir_set_devarray_unwrap(devarray_unwrap);
}

void rt_numba_module_init(Value numba) {
  rt_module_set(numba, "__version__", rt_str_from_c(NB_VERSION));
  nb_register_types(numba);
  rt_module_add_fn(numba, "vectorize", nb_vectorize);
  rt_module_add_fn(numba, "guvectorize", nb_guvectorize);
  Value range = rt_builtin_lookup("range");
  rt_incref(range);
  rt_module_set(numba, "prange", range);
  Value cuda = rt_import("numba.cuda");
  rt_module_set(numba, "types", rt_import("numba.types"));
  if (kir_register_numba) kir_register_numba(numba, cuda);
  rt_module_set(numba, "cuda", cuda);
}
