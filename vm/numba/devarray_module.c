/* devarray_module.c — numba.cuda.cudadrv and numba.cuda.cudadrv.devicearray, the modules course
 * code imports to name the device array class (`from numba.cuda.cudadrv.devicearray import
 * DeviceNDArray`, `isinstance(x, devicearray.DeviceNDArray)`).
 *
 * Numba's simulator puts its own modules in their place: importing either gives
 * numba.cuda.simulator.cudadrv(.devicearray), whose class is FakeCUDAArray and which has no
 * DeviceNDArray (so that import is an ImportError naming the simulator's module and file). With
 * a GPU they are real Numba's, with DeviceNDArray. The module is built once per run, when
 * numba.cuda is, and is then cuda.devicearray and cuda.cudadrv.devicearray. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir_engine.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "devarray.h"
#include "devrecarray.h"
#include "numba_module.h"

static bool is_device_array(Value v) { return rt_is_devarray(v) || rt_is_devrec(v); }

/* is_cuda_ndarray(obj): whether obj is a device array (Numba tests its __cuda_ndarray__). */
static Value da_is_cuda_ndarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("is_cuda_ndarray", argc, kw, 1, 1);
  return rt_bool(is_device_array(argv[0]));
}

/* require_cuda_ndarray(obj) and verify_cuda_ndarray_interface(obj): None for a device array,
 * Numba's ValueError (its wording) for anything else. */
static Value da_require_cuda_ndarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("require_cuda_ndarray", argc, kw, 1, 1);
  if (!is_device_array(argv[0])) rt_raise(RT_EXC_ValueError, "require an cuda ndarray object");
  return rt_none();
}

static Value da_verify_interface(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("verify_cuda_ndarray_interface", argc, kw, 1, 1);
  return da_require_cuda_ndarray(rt_undef(), argc, argv, kw);
}

/* The module's name is the one Numba gives it: the simulator's package's without a GPU. */
static void set_numba_name(Value m, const char *real, const char *simulated) {
  Module *mod = RT_AS(Module, m);
  free(mod->name);
  mod->name = rt_strdup(kir_engine_device() ? real : simulated);
}

static void devicearray_init(Value m) {
  set_numba_name(m, "numba.cuda.cudadrv.devicearray", "numba.cuda.simulator.cudadrv.devicearray");
  Value cls = rt_devarray_class();
  rt_module_set(m, kir_engine_device() ? "DeviceNDArray" : "FakeCUDAArray", cls);
  rt_module_add_fn(m, "is_cuda_ndarray", da_is_cuda_ndarray);
  rt_module_add_fn(m, "require_cuda_ndarray", da_require_cuda_ndarray);
  rt_module_add_fn(m, "verify_cuda_ndarray_interface", da_verify_interface);
}

static void cudadrv_init(Value m) {
  set_numba_name(m, "numba.cuda.cudadrv", "numba.cuda.simulator.cudadrv");
  rt_module_set(m, "devicearray", rt_import("numba.cuda.cudadrv.devicearray"));
}

/* Called at the end of numba.cuda's init: the allocation functions are numba.cuda's own (the
 * same objects in both modules, as in Numba). */
void nb_devicearray_modules_attach(Value cuda) {
  Value da = rt_import("numba.cuda.cudadrv.devicearray");
  static const char *const shared[] = {"to_device", "device_array", "device_array_like", "pinned",
                                       "pinned_array", "pinned_array_like", "mapped_array"};
  for (size_t k = 0; k < sizeof shared / sizeof shared[0]; k++) {
    Value f = rt_module_lookup(cuda, shared[k]);
    if (rt_is_undef(f)) continue;
    rt_incref(f);
    rt_module_set(da, shared[k], f);
  }
  rt_module_set(cuda, "devicearray", da);
  rt_module_set(cuda, "cudadrv", rt_import("numba.cuda.cudadrv"));
}

void nb_devicearray_modules_register(void) {
  rt_register_module("numba.cuda.cudadrv", cudadrv_init);
  rt_register_module("numba.cuda.cudadrv.devicearray", devicearray_init);
}
