/* numba_module.c — the `numba`, `numba.cuda` and `numba.types` modules: what each exports and
 * in which file it lives. Host API: devarray.c (device arrays), cuda_host.c (device, streams,
 * events), numba_types.c (type objects); decorators: ufunc_vectorize.c, ufunc_guvectorize.c,
 * ufunc_reduce.c; numba.cuda.random: cuda_random.c; jit, cuda.jit and the kernel-side names come from vm/kir (kir.h). */
#include "../kir/kir.h"
#include "../kir/kir_engine.h"
#include "../np/array.h"
#include "cuda_host.h"
#include "devarray.h"
#include "../obj/modules.h"
#include "numba_module.h"
#include "../obj/native.h"
#include "../kir/numba_types.h"
#include "numba_ufunc.h"
#include "../obj/ops.h"
#include "../obj/objects.h"
#include "../obj/exc.h"
#include "../obj/bigint.h"
#include <errno.h>

#include "../base/config.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Numba's version: the oracle's (Debian's python3-numba). */
#define NB_VERSION "0.56.4"

/* For the engine: the Array behind a device array, RT_UNDEF for anything else (borrowed). */
static Value devarray_unwrap(Value v) {
  if (!rt_is_devarray(v)) return rt_undef();
  const DeviceArray *d = RT_AS(DeviceArray, v);
  return rt_is_undef(d->records) ? d->array : d->records;
}

static _Noreturn void int_too_large(Value v) {
  Value text = rt_repr(v);
  rt_cleanup_push_value(&text); /* freed by the unwinding */
  rt_raise(RT_EXC_ValueError, "Int value is too large: %s", rt_str_data(text));
}

/* Numba's name of a typed container or a Python list (the engine's signatures of them). */
static bool value_namer(Value v, char *buf, size_t n) {
  if (rt_is_none(v)) return false;
  if (rt_is_list(v)) { /* a reflected list: its first item's type (check_list_args saw the rest) */
    const List *l = RT_AS(List, v);
    KirTy t;
    char why[160], item[160];
    if (l->n == 0) return false;
    if (rt_is_str(l->items[0])) snprintf(item, sizeof item, "unicode_type");
    else if (kir_try_type_of_value(l->items[0], &t, why, sizeof why)) kir_type_name(t, item, sizeof item);
    else return false;
    return snprintf(buf, n, "reflected list(%s)<iv=None>", item) < (int)n;
  }
  Value named = nb_typed_typeof(v);
  if (rt_is_undef(named)) return false;
  Value text = rt_repr(named);
  rt_decref(named);
  bool fits = snprintf(buf, n, "%s", rt_str_data(text)) < (int)n;
  rt_decref(text);
  return fits;
}

/* numba.typeof(x): the type a compiled function gives the value (vm/kir's rules). */
/* An integer attribute path of v (a.dtype.itemsize), -1 when absent. */
static int64_t int_attr(Value v, const char *a, const char *b) {
  Value x = rt_getattr(v, a);
  if (b) {
    Value y = rt_getattr(x, b);
    rt_decref(x);
    x = y;
  }
  int64_t r = x.tag == RT_INT ? x.as.i : x.tag == RT_BOOL ? x.as.b : -1;
  rt_decref(x);
  return r;
}

/* typeof of a NumPy string array: array([unichr x 2], 1d, C), array([char x 2], ...) for
 * bytes; RT_UNDEF for other values. */
static Value strarray_type(Value v) {
  if (strcmp(rt_type_name(v), "numpy.ndarray") || rt_is_array(v)) return rt_undef();
  Value dt = rt_getattr(v, "dtype");
  Value kind = rt_getattr(dt, "kind");
  rt_decref(dt);
  char k = rt_is_str(kind) ? rt_str_data(kind)[0] : 0;
  rt_decref(kind);
  if (k != 'U' && k != 'S') return rt_undef();
  int64_t size = int_attr(v, "dtype", "itemsize"), ndim = int_attr(v, "ndim", NULL);
  bool c = int_attr(v, "flags", "c_contiguous") == 1, f = int_attr(v, "flags", "f_contiguous") == 1;
  char name[96];
  snprintf(name, sizeof name, "array([%s x %lld], %lldd, %c)", k == 'U' ? "unichr" : "char",
           (long long)(k == 'U' ? size / 4 : size), (long long)ndim, c ? 'C' : f ? 'F' : 'A');
  return nb_named_type_new(name);
}

static Value nb_typeof(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("typeof", argc, kw, 1, 1);
  if (rt_is_str(argv[0])) return nb_unicode_type_new();
  Value named = nb_typed_typeof(argv[0]);
  if (!rt_is_undef(named)) return named;
  named = strarray_type(argv[0]);
  if (!rt_is_undef(named)) return named;
  if (rt_is_bigint(argv[0])) { /* Numba: uint64 when it fits, else its ValueError */
    uint64_t u;
    KirTy t = {KIR_TY_SCALAR, DT_UINT64, 0, 'A', 0};
    if (rt_int_to_u64(argv[0], &u)) return nb_type_new(t);
    int_too_large(argv[0]);
  }
  if (rt_is_tuple(argv[0]) && RT_AS(Tuple, argv[0])->n > 0 && RT_AS(Tuple, argv[0])->n <= KIR_MAX_ARGS) {
    const Tuple *tu = RT_AS(Tuple, argv[0]);
    KirTy items[KIR_MAX_ARGS];
    for (int64_t k = 0; k < tu->n; k++) items[k] = kir_type_of_value(tu->items[k]);
    return nb_tuple_type_new(items, (int)tu->n);
  }
  return nb_type_new(kir_type_of_value(argv[0]));
}

/* numba.from_dtype(np.float32): the Numba scalar type of a NumPy dtype. */
static Value nb_from_dtype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("from_dtype", argc, kw, 1, 1);
  KirTy t = {KIR_TY_SCALAR, rt_dtype_from_value(argv[0]), 0, 'A', 0};
  return nb_type_new(t);
}

/* cuda.is_cuda_array(x): Numba's test, hasattr(x, '__cuda_array_interface__'). */
static Value nb_is_cuda_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("is_cuda_array", argc, kw, 1, 1);
  if (rt_is_devarray(argv[0])) return rt_bool(true);
  Value v;
  bool has = rt_try_getattr(argv[0], "__cuda_array_interface__", &v);
  if (has) rt_decref(v);
  return rt_bool(has);
}

/* cuda.as_cuda_array(obj, sync=True): a device array over obj's device memory (no copy). Only
 * Weft's own device arrays have memory it can address. */
static Value nb_as_cuda_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "sync"};
  Value a[2];
  rt_parse_args("as_cuda_array", argc, argv, kw, 2, names, 1, a);
  if (rt_is_devarray(a[0]))
    return rt_is_undef(RT_AS(DeviceArray, a[0])->records) ? rt_devarray_wrap(RT_AS(DeviceArray, a[0])->array)
                                                           : rt_devarray_wrap_records(RT_AS(DeviceArray, a[0])->records);
  Value has = nb_is_cuda_array(rt_undef(), 1, a, NULL);
  if (!rt_truthy(has))
    rt_raise(RT_EXC_TypeError, "*obj* doesn't implement the cuda array interface.");
  rt_raise(RT_EXC_TypeError, "as_cuda_array() of a '%s': Weft can only wrap its own device arrays", rt_type_name(a[0]));
}

/* numba.literal_unroll(t) outside compiled code is t itself, as Numba's is; interpreted @jit
 * code loops over a tuple of mixed types as Python does, which is what the unrolled loop gives. */
static Value nb_literal_unroll(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("literal_unroll", argc, kw, 1, 1);
  rt_incref(argv[0]);
  return argv[0];
}

/* numba.literally(v) outside compiled code is v itself, as Numba's is; in @jit code it makes
 * the argument it names a literal in the signature (kir_literal_sigs.c names it). */
static Value nb_literally(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("literally", argc, kw, 1, 1);
  rt_incref(argv[0]);
  return argv[0];
}

/* numba.objmode(name='type', ...): the block runs in object mode. The @jit functions that use it
 * run in the interpreter tier, where every block is Python's, so the context manager only has
 * to be there: entering gives None (and Python's ints back, not Numba's int64) and exiting
 * lets exceptions through. */
typedef struct ObjMode {
  Obj hdr;
  bool ints_were; /* rt_int_numba_wrap before the block */
  bool numba_was; /* rt_np_numba_records before it: NumPy's records and warnings inside */
} ObjMode;

static Value objmode_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  RT_AS(ObjMode, self)->ints_were = rt_int_numba_wrap(false);
  RT_AS(ObjMode, self)->numba_was = rt_np_numba_records(false);
  return rt_none();
}

static Value objmode_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  rt_int_numba_wrap(RT_AS(ObjMode, self)->ints_were);
  rt_np_numba_records(RT_AS(ObjMode, self)->numba_was);
  return rt_none();
}

static Value objmode_getattr(Value self, const char *name) {
  if (!strcmp(name, "__enter__")) return rt_native_bind(name, objmode_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind(name, objmode_exit, self);
  return rt_undef();
}

static void objmode_free(Obj *o) { free(o); }

static const ObjType objmode_type = {.name = "_ObjModeContextType", .free = objmode_free, .getattr = objmode_getattr};

static Value nb_objmode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv, (void)kw;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "objmode() takes at most 1 positional argument");
  ObjMode *o = rt_calloc(1, sizeof *o);
  rt_obj_init(&o->hdr, &objmode_type);
  return rt_obj(&o->hdr);
}

void rt_numba_types_module_init(Value m) {
  nb_register_types(m);
  nb_typed_register_types(m);
  kir_register_type_classes(m);
}

/* numba.core.errors: Numba's exception and warning classes (the builtin classes' table,
 * vm/base/error.h, holds them); numba.core only leads there. */
static void numba_errors_module_init(Value m) {
  static const ExcKind kinds[] = {RT_EXC_NumbaError, RT_EXC_TypingError, RT_EXC_UnsupportedError,
                                  RT_EXC_LoweringError, RT_EXC_ConstantInferenceError, RT_EXC_NumbaValueError, RT_EXC_NumbaWarning, RT_EXC_NumbaPerformanceWarning,
                                  RT_EXC_NumbaDeprecationWarning, RT_EXC_NumbaPendingDeprecationWarning};
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
    Value cls = rt_exc_class(kinds[k]);
    rt_incref(cls);
    rt_module_set(m, strrchr(rt_exc_names[kinds[k]], '.') + 1, cls);
  }
}

/* Numba's thread count: NUMBA_NUM_THREADS, else the online CPUs (os.cpu_count()). */
static int64_t num_threads(void) {
  const char *v = weft_config()->num_threads;
  long n = v && *v ? strtol(v, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n;
}

/* numba.get_num_threads(): the threads a prange loop uses (no set_num_threads: the count is
 * fixed for the run). */
static Value nb_get_num_threads(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_num_threads", argc, kw, 0, 0);
  return rt_int(num_threads());
}

/* An integer NUMBA_* variable as numba.core.config reads it: int() of its text, else the
 * default (unset, empty or not a number). */
static Value env_int(const char *name, long dflt) {
  const char *v = getenv(name);
  if (!v) return rt_int(dflt);
  char *end;
  errno = 0;
  long n = strtol(v, &end, 10);
  while (*end == ' ' || *end == '\t' || *end == '\n') end++;
  return rt_int(end == v || *end || errno ? dflt : n);
}

/* numba.config (numba.core.config): the settings courses read, with Numba 0.56's defaults
 * (the ones it reads from the environment too). Weft reports them; they change nothing here. */
static void numba_config_module_init(Value m) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  rt_module_set(m, "NUMBA_NUM_THREADS", rt_int(num_threads()));
  rt_module_set(m, "NUMBA_DEFAULT_NUM_THREADS", rt_int(cpus < 1 ? 1 : cpus));
  rt_module_set(m, "DISABLE_JIT", env_int("NUMBA_DISABLE_JIT", 0));
  rt_module_set(m, "ENABLE_CUDASIM", env_int("NUMBA_ENABLE_CUDASIM", 0));
  rt_module_set(m, "DEBUG", env_int("NUMBA_DEBUG", 0));
  rt_module_set(m, "OPT", env_int("NUMBA_OPT", 3));
  rt_module_set(m, "DEVELOPER_MODE", env_int("NUMBA_DEVELOPER_MODE", 0));
  rt_module_set(m, "FULL_TRACEBACKS", env_int("NUMBA_FULL_TRACEBACKS", 0));
  rt_module_set(m, "DISABLE_PERFORMANCE_WARNINGS", env_int("NUMBA_DISABLE_PERFORMANCE_WARNINGS", 0));
  rt_module_set(m, "CUDA_LOW_OCCUPANCY_WARNINGS", env_int("NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS", 1));
  rt_module_set(m, "CUDA_WARN_ON_IMPLICIT_COPY", env_int("NUMBA_CUDA_WARN_ON_IMPLICIT_COPY", 1));
}

static void numba_core_module_init(Value m) {
  rt_module_set(m, "errors", rt_import("numba.core.errors"));
  rt_module_set(m, "config", rt_import("numba.config"));
  rt_module_set(m, "types", rt_import("numba.types")); /* `from numba.core import types` */
}

/* Each of numba and numba.cuda can be imported first (`from numba.cuda import jit` builds
 * numba.cuda before numba); vm/kir's registration needs both, so whichever init runs first
 * builds the other, and these say which one is being built (per thread: a VM imports on the
 * thread it runs on). */
static _Thread_local Value cuda_in_progress;
static _Thread_local bool numba_in_progress;

void rt_numba_cuda_module_init(Value cuda) {
  rt_devarray_register(cuda);
  rt_cuda_host_register(cuda);
  rt_cuda_runtime_register(cuda);
  rt_cuda_args_register(cuda);
  rt_module_add_fn(cuda, "Reduce", nb_cuda_reduce);
  rt_module_add_fn(cuda, "reduce", nb_cuda_reduce);
  rt_module_add_fn(cuda, "is_cuda_array", nb_is_cuda_array);
  rt_module_add_fn(cuda, "as_cuda_array", nb_as_cuda_array);
  kir_set_devarray_unwrap(devarray_unwrap);
  kir_set_value_namer(value_namer);
  nb_devicearray_modules_attach(cuda);
  if (!numba_in_progress) {
    cuda_in_progress = cuda;
    rt_decref(rt_import("numba"));
    cuda_in_progress = rt_undef();
  }
}

void rt_numba_module_init(Value numba) {
  numba_in_progress = true;
  rt_module_set(numba, "__version__", rt_str_from_c(NB_VERSION));
  nb_register_types(numba);
  rt_module_add_fn(numba, "vectorize", nb_vectorize);
  rt_module_add_fn(numba, "guvectorize", nb_guvectorize);
  rt_module_add_fn(numba, "typeof", nb_typeof);
  rt_module_add_fn(numba, "from_dtype", nb_from_dtype);
  rt_module_add_fn(numba, "cfunc", nb_cfunc);
  rt_module_add_fn(numba, "carray", nb_carray);
  rt_module_add_fn(numba, "generated_jit", nb_generated_jit);
  rt_module_add_fn(numba, "farray", nb_farray);
  rt_module_add_fn(numba, "stencil", nb_stencil);
  rt_module_add_fn(numba, "literal_unroll", nb_literal_unroll);
  rt_module_add_fn(numba, "literally", nb_literally);
  rt_module_add_fn(numba, "objmode", nb_objmode);
  Value range = rt_builtin_lookup("range");
  rt_incref(range);
  rt_module_set(numba, "prange", range);
  rt_module_set(numba, "types", rt_import("numba.types"));
  rt_module_set(numba, "core", rt_import("numba.core"));
  numba_errors_module_init(numba); /* numba re-exports numba.core.errors' classes */
  rt_module_set(numba, "config", rt_import("numba.config"));
  rt_module_add_fn(numba, "get_num_threads", nb_get_num_threads);
  rt_module_set(numba, "typed", rt_import("numba.typed"));
  Value cuda = cuda_in_progress;
  if (rt_is_undef(cuda)) {
    cuda = rt_import("numba.cuda");
  } else {
    rt_incref(cuda);
  }
  kir_register_numba(numba, cuda);
  rt_module_set(numba, "cuda", cuda);
  numba_in_progress = false;
}

/* A launch's implicit copies of host arrays, counted with the device arrays' explicit ones. */
static void count_copy(KirCopyDir dir, int64_t nbytes) {
  rt_copy_count(dir == KIR_COPY_H2D ? RT_COPY_H2D : RT_COPY_D2H, nbytes);
}

/* numba.cuda.libdevice: its functions are vm/kir's (kir_libdevice.c); importing it makes it an
 * attribute of numba.cuda, as a submodule is in Python. */
static void cuda_libdevice_init(Value m) {
  kir_libdevice_fill(m);
  Value cuda = rt_import("numba.cuda");
  rt_incref(m);
  rt_module_set(cuda, "libdevice", m);
  rt_decref(cuda);
}

void numba_register(void) {
  kir_set_copy_counter(count_copy);
  rt_register_module("numba", rt_numba_module_init);
  rt_register_module("numba.cuda", rt_numba_cuda_module_init);
  rt_register_module("numba.types", rt_numba_types_module_init);
  rt_register_module("numba.core", numba_core_module_init);
  rt_register_module("numba.config", numba_config_module_init);
  rt_register_module("numba.core.errors", numba_errors_module_init);
  rt_register_module("numba.cuda.random", rt_numba_cuda_random_init);
  rt_register_module("numba.cuda.libdevice", cuda_libdevice_init);
  nb_devicearray_modules_register();
  rt_register_module("numba.typed", rt_numba_typed_module_init);
  rt_register_module("numba.experimental", rt_numba_experimental_init);
  rt_register_module("numba.extending", kir_extending_module_init);
}
