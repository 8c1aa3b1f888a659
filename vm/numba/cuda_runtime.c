/* cuda_runtime.c — numba.cuda.runtime, the CUDA Runtime's version queries. Without a GPU it is
 * the simulator's FakeRuntime (get_version() is (-1, -1), supported_versions ((-1, -1),));
 * with one it is Numba 0.56's Runtime: the loaded library's version, and the toolkit versions
 * Numba 0.56 lists as supported (numba/cuda/cudadrv/runtime.py). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../kir/kir_engine.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "cuda_host.h"

typedef struct CudaRuntime {
  Obj hdr;
} CudaRuntime;

static const int supported_0_56[][2] = {{9, 2}, {10, 0}, {10, 1}, {10, 2}, {11, 0}, {11, 1}, {11, 2}};

static Value pair(int64_t major, int64_t minor) {
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, rt_int(major));
  rt_tuple_set(t, 1, rt_int(minor));
  return t;
}

/* (major, minor) of the runtime, as cudaRuntimeGetVersion's 1000 * major + 10 * minor decodes */
static void version(int64_t *major, int64_t *minor) {
  const KirEngine *e = kir_engine_device();
  int64_t v = 0;
  if (!e || !e->device_attribute(e->self, "runtime:version", &v)) {
    *major = *minor = -1;
    return;
  }
  *major = v / 1000;
  *minor = (v - *major * 1000) / 10;
}

static Value m_get_version(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_version", argc, kw, 0, 0);
  int64_t major, minor;
  version(&major, &minor);
  return pair(major, minor);
}

static Value supported_versions(void) {
  if (!kir_engine_device()) {
    Value t = rt_tuple_new(1);
    rt_tuple_set(t, 0, pair(-1, -1));
    return t;
  }
  int n = (int)(sizeof supported_0_56 / sizeof supported_0_56[0]);
  Value t = rt_tuple_new(n);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, pair(supported_0_56[k][0], supported_0_56[k][1]));
  return t;
}

static Value m_is_supported_version(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("is_supported_version", argc, kw, 0, 0);
  if (!kir_engine_device()) return rt_bool(true);
  int64_t major, minor;
  version(&major, &minor);
  for (size_t k = 0; k < sizeof supported_0_56 / sizeof supported_0_56[0]; k++)
    if (supported_0_56[k][0] == major && supported_0_56[k][1] == minor) return rt_bool(true);
  return rt_bool(false);
}

static Value runtime_getattr(Value self, const char *name) {
  if (!strcmp(name, "get_version")) return rt_native_bind(name, m_get_version, self);
  if (!strcmp(name, "is_supported_version")) return rt_native_bind(name, m_is_supported_version, self);
  if (!strcmp(name, "supported_versions")) return supported_versions();
  return rt_undef();
}

static Value runtime_repr(Value self) {
  if (!kir_engine_device())
    return rt_str_printf("<numba.cuda.simulator.cudadrv.runtime.FakeRuntime object at %p>", (void *)self.as.o);
  return rt_str_printf("<numba.cuda.cudadrv.runtime.Runtime object at %p>", (void *)self.as.o);
}

static const char *runtime_type_name(Value self) {
  (void)self;
  return kir_engine_device() ? "Runtime" : "FakeRuntime";
}

static void runtime_free(Obj *o) { free(o); }

static const ObjType runtime_type = {.name = "Runtime", .free = runtime_free, .repr = runtime_repr,
                                     .getattr = runtime_getattr, .type_name = runtime_type_name};

void rt_cuda_runtime_register(Value cuda) {
  CudaRuntime *r = rt_malloc(sizeof *r);
  rt_obj_init(&r->hdr, &runtime_type);
  rt_module_set(cuda, "runtime", rt_obj(r));
}
