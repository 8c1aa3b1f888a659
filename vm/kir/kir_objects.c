/* kir_objects.c — the host objects of the typed engine: @jit/@njit and @cuda.jit dispatchers
 * (with .py_func, and the signatures they were declared with), configured launches
 * (kernel[griddim, blockdim, stream, sharedmem]), the placeholders of the kernel-side names of
 * numba.cuda, and kir_register_numba which puts them in the numba modules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/modlib.h"
#include "kir_engine.h"
#include "kir_typer.h"
#include "numba_types.h"

/* ---- kernel-side names ---- */

static Value intrinsics[KI_COUNT];

static Value intrinsic(int id) {
  if (rt_is_undef(intrinsics[id])) {
    KirIntrinsic *o = rt_malloc(sizeof *o);
    rt_obj_init(&o->hdr, &kir_intrinsic_type);
    o->id = id;
    intrinsics[id] = rt_obj(o); /* kept for the whole run */
  }
  return intrinsics[id];
}

static Value intrinsic_repr(Value self) {
  return rt_str_printf("<numba.cuda %s>", kir_intrinsic_names[RT_AS(KirIntrinsic, self)->id]);
}

/* In a kernel run in the interpreter (kir_interp_kernel.c): threadIdx.x, blockDim.y, ... of the
 * thread running; RT_UNDEF for anything else. */
static Value interp_dim(int id, const char *name) {
  const KirInterpThread *t = kir_interp_thread();
  int axis = strcmp(name, "x") == 0 ? 0 : strcmp(name, "y") == 0 ? 1 : strcmp(name, "z") == 0 ? 2 : -1;
  if (!t || axis < 0) return rt_undef();
  switch (id) {
  case KI_THREADIDX: return rt_int(t->tid[axis]);
  case KI_BLOCKIDX: return rt_int(t->bid[axis]);
  case KI_BLOCKDIM: return rt_int(t->bdim[axis]);
  case KI_GRIDDIM: return rt_int(t->gdim[axis]);
  default: return rt_undef();
  }
}

/* cuda.grid(n) and cuda.gridsize(n) of the thread running in the interpreter: an int for 1, a
 * tuple for 2 and 3, as the simulator gives them. */
static Value interp_grid(int id, const KirInterpThread *t, int argc, const Value *argv) {
  const char *name = id == KI_GRID ? "grid" : "gridsize";
  if (argc != 1 || argv[0].tag != RT_INT) rt_raise(RT_EXC_TypeError, "cuda.%s() takes one int (the dimension count)", name);
  int64_t n = argv[0].as.i;
  if (n < 1 || n > 3) rt_raise(RT_EXC_RuntimeError, "Global %s has 1-3 dimensions. %lld requested", id == KI_GRID ? "ID" : "grid", (long long)n);
  int64_t v[3];
  for (int d = 0; d < 3; d++)
    v[d] = id == KI_GRID ? t->bid[d] * t->bdim[d] + t->tid[d] : t->bdim[d] * t->gdim[d];
  if (n == 1) return rt_int(v[0]);
  Value tup = rt_tuple_new(n);
  for (int d = 0; d < n; d++) rt_tuple_set(tup, d, rt_int(v[d]));
  return tup;
}

/* cuda.atomic.add, cuda.shared.array, ...: the namespaces hand out their members */
static Value intrinsic_getattr(Value self, const char *name) {
  Value dim = interp_dim(RT_AS(KirIntrinsic, self)->id, name);
  if (!rt_is_undef(dim)) return dim;
  char dotted[96];
  snprintf(dotted, sizeof dotted, "%s.%s", kir_intrinsic_names[RT_AS(KirIntrinsic, self)->id], name);
  int id = kir_intrinsic_lookup(dotted);
  if (id < 0) return rt_undef();
  Value v = intrinsic(id);
  rt_incref(v);
  return v;
}

static Value intrinsic_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  int id = RT_AS(KirIntrinsic, self)->id;
  const KirInterpThread *t = kir_interp_thread();
  if (t && (id == KI_GRID || id == KI_GRIDSIZE)) return interp_grid(id, t, argc, argv);
  if (t) { /* the kernel's line: the innermost frame is the kernel's (or a device function's) */
    char where[600] = "";
    Exception *tr = rt_trace_here();
    if (tr->ntrace > 0)
      snprintf(where, sizeof where, " (%s:%d)", tr->trace[tr->ntrace - 1].file, tr->trace[tr->ntrace - 1].line);
    rt_exception_free(tr);
    rt_raise(RT_EXC_RuntimeError, "cuda.%s()%s is not supported in a kernel that calls a recursive device "
             "function: Weft runs such a kernel's threads one after another in the interpreter, so no "
             "thread can wait for, share memory with or vote with another", kir_intrinsic_names[id], where);
  }
  rt_raise(RT_EXC_RuntimeError, "cuda.%s() can only be called inside a kernel",
           kir_intrinsic_names[RT_AS(KirIntrinsic, self)->id]);
}

static void plain_free(Obj *o) { free(o); }

const ObjType kir_intrinsic_type = {
    .name = "numba.cuda.intrinsic", .free = plain_free, .repr = intrinsic_repr,
    .getattr = intrinsic_getattr, .call = intrinsic_call};

/* ---- dispatchers ---- */

static void dispatcher_free(Obj *o) {
  rt_decref(((KirDispatcher *)o)->fn);
  rt_decref(((KirDispatcher *)o)->options);
  free(((KirDispatcher *)o)->sigs);
  kir_numba_state_free(((KirDispatcher *)o)->numba);
  kir_parfor_diag_free(((KirDispatcher *)o)->pfdiag);
  free(o);
}

/* The declared signatures: one (a string or a signature object) or a list of them. */
static int parse_sigs(Value spec, KirDispKind kind, KirSig **out) {
  bool many = rt_is_list(spec);
  int n = many ? (int)RT_AS(List, spec)->n : 1, m = 0;
  *out = rt_calloc((size_t)(n ? n : 1), sizeof **out);
  for (int k = 0; k < n; k++) {
    Value item = many ? RT_AS(List, spec)->items[k] : spec;
    int nargs;
    char names[KIR_MAX_ARGS][160], ret[160];
    if (nb_named_sig(item, &nargs, names, ret, sizeof ret)) continue; /* declare_named_sigs */
    if (kind == KIR_DISP_JIT && nb_tuple_ret_sig(item, &nargs, names, ret, sizeof ret)) continue;
    nb_signature_from_value(item, &(*out)[m++]);
    if (kind == KIR_DISP_KERNEL && (*out)[k].ret.kind != KIR_TY_VOID && (*out)[k].ret.kind != KIR_TY_INFER)
      rt_raise(RT_EXC_TypeError, "CUDA kernel must have void return type.");
  }
  return m;
}

/* Declared signatures over typed containers (float64(ListType[float64])), which the engines
 * cannot take: the interpreter tier runs the calls, and the signatures list them from now. */
static void declare_named_sigs(Value fn, Value spec) {
  bool many = rt_is_list(spec);
  int n = many ? (int)RT_AS(List, spec)->n : 1;
  for (int k = 0; k < n; k++) {
    int nargs;
    char names[KIR_MAX_ARGS][160], ret[160];
    Value item = many ? RT_AS(List, spec)->items[k] : spec;
    if (nb_named_sig(item, &nargs, names, ret, sizeof ret) || nb_tuple_ret_sig(item, &nargs, names, ret, sizeof ret))
      kir_interp_sig_declare(fn, nargs, names, ret);
  }
}

/* @jit's flags, carried with the kind through the decorator (decorator_entry). */
enum { JIT_NOPYTHON = 16, JIT_FORCEOBJ = 32, JIT_PARALLEL = 64, JIT_NUMPY_ERRORS = 128, JIT_BOUNDSCHECK = 256,
       JIT_CACHE = 512, JIT_KIND_MASK = 15 };

/* spec: RT_UNDEF (no signatures: one specialisation per call's argument types) or what
 * parse_sigs reads. Kernels and @jit functions with signatures compile now, as Numba does.
 * flags: JIT_NOPYTHON, JIT_FORCEOBJ. */
static Value dispatcher_new(KirDispKind kind, int flags, Value fn, Value spec, Value options) {
  if (!vm_is_function(fn)) rt_raise(RT_EXC_TypeError, "a decorator of numba needs a Python function, not '%s'", rt_type_name(fn));
  KirSig *sigs = NULL;
  int nsigs = rt_is_undef(spec) ? 0 : parse_sigs(spec, kind, &sigs);
  if (!rt_is_undef(spec) && kind == KIR_DISP_JIT && vm_is_function(fn)) declare_named_sigs(fn, spec);
  KirDispatcher *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &kir_dispatcher_type);
  d->kind = kind;
  d->fn = fn;
  d->nsigs = nsigs;
  d->sigs = sigs;
  d->nopython = flags & JIT_NOPYTHON;
  d->forceobj = flags & JIT_FORCEOBJ;
  d->parallel = flags & JIT_PARALLEL;
  d->numpy_errors = flags & JIT_NUMPY_ERRORS;
  d->boundscheck = flags & JIT_BOUNDSCHECK;
  d->cache = flags & JIT_CACHE;
  d->options = rt_is_obj(options) ? options : rt_undef();
  if (rt_is_obj(options)) rt_incref(options);
  d->numba = NULL;
  d->pfdiag = NULL;
  d->hot = NULL;
  d->logged_values = false;
  d->hot_argc = 0;
  rt_incref(fn);
  Value v = rt_obj(d);
  for (int k = 0; k < nsigs && kind != KIR_DISP_DEVICE && !d->forceobj; k++) {
    KirSig sig = sigs[k];
    if (kind == KIR_DISP_JIT) {
      kir_jit_precompile(v, &sig);
      continue;
    }
    sig.ret.kind = KIR_TY_VOID;
    kir_precompile(fn, &sig, KIR_TARGET_KERNEL);
  }
  return v;
}

/* A kernel or device function is, without a GPU, the object Numba's CUDA simulator (the oracle)
 * makes: a FakeCUDAKernel, printed as a plain object; with a GPU, compiled Numba's
 * CUDADispatcher, printed as Numba's dispatchers print (type name, then the function). */
static Value dispatcher_repr(Value self) {
  const KirDispatcher *d = RT_AS(KirDispatcher, self);
  if (d->kind != KIR_DISP_JIT && !kir_engine_device())
    return rt_str_printf("<numba.cuda.simulator.kernel.FakeCUDAKernel object at %p>", (void *)self.as.o);
  /* Numba's Dispatcher.__repr__: the class's name around the Python function's repr */
  Value fn = rt_repr(d->fn);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_str_printf("%s(%s)", d->kind == KIR_DISP_JIT ? "CPUDispatcher" : "CUDADispatcher", rt_str_data(fn));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dispatcher_getitem(Value self, Value key);
static Value kernel_forall(Value self, int argc, const Value *argv, const Kwargs *kw);

/* dispatcher.signatures: the argument types of each compiled specialisation, as tuples of type
 * objects ([(int64, int64)]); nopython_signatures: the signatures with their return types. */
static Value compiled_signatures(const KirDispatcher *d, bool with_ret) { return kir_signature_list(d->fn, with_ret); }

/* kernel.overloads[sig].max_cooperative_grid_blocks(blockdim): Numba's simulator keeps no
 * overloads and answers for any key with a FakeOverload whose cooperative grid is one block (its
 * blocks cannot wait for each other); Weft prints what it prints, though its own simulator runs
 * grid sync in any number of blocks. */
static Value max_coop_blocks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[1] = {"blockdim"};
  Value a[1];
  rt_bind_pyargs("FakeOverload.max_cooperative_grid_blocks", argc, argv, kw, 1, names, 1, a);
  return rt_int(1);
}

static Value overload_getattr(Value self, const char *name) {
  if (strcmp(name, "max_cooperative_grid_blocks") == 0) return rt_native_bind(name, max_coop_blocks, self);
  return rt_undef();
}

static const ObjType overload_type = {.name = "numba.cuda.simulator.kernel.FakeOverload", .free = plain_free,
                                      .getattr = overload_getattr};

static Value fake_overload_new(const ObjType *type) {
  Obj *o = rt_malloc(sizeof *o);
  rt_obj_init(o, type);
  return rt_obj(o);
}

static Value overloads_getitem(Value self, Value key) {
  (void)self, (void)key;
  return fake_overload_new(&overload_type);
}

static Value overloads_repr(Value self) {
  (void)self;
  return rt_str_from_c("{}");
}

/* The simulator's dict holds nothing: len 0, no keys, iteration and keys()/values()/items() an
 * empty dict's (only indexing answers). */
static int64_t overloads_len(Value self) {
  (void)self;
  return 0;
}

static Value overloads_iter(Value self) {
  (void)self;
  Value empty = rt_dict_new();
  Value it = rt_iter(empty);
  rt_decref(empty);
  return it;
}

static Value overloads_getattr(Value self, const char *name) {
  (void)self;
  if (strcmp(name, "keys") != 0 && strcmp(name, "values") != 0 && strcmp(name, "items") != 0) return rt_undef();
  Value empty = rt_dict_new();
  Value m = rt_getattr(empty, name);
  rt_decref(empty);
  return m;
}

static const ObjType overloads_type = {.name = "numba.cuda.simulator.kernel.FakeOverloadDict",
                                       .free = plain_free, .repr = overloads_repr,
                                       .getitem = overloads_getitem, .len = overloads_len,
                                       .iter = overloads_iter, .getattr = overloads_getattr};

static Value dispatcher_recompile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("recompile", argc, kw, 0, 0);
  kir_recompile(self);
  return rt_none();
}

static Value dispatcher_inspect_types(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[1] = {"file"};
  Value a[1];
  rt_bind_pyargs("inspect_types", argc, argv, kw, 1, names, 0, a);
  kir_numba_inspect_types(self, rt_is_undef(a[0]) ? rt_none() : a[0]);
  return rt_none();
}

/* parallel_diagnostics(signature=None, level=1) */
static Value dispatcher_parallel_diagnostics(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[2] = {"signature", "level"};
  Value a[2] = {rt_none(), rt_int(1)};
  rt_bind_pyargs("parallel_diagnostics", argc, argv, kw, 2, names, 0, a);
  if (rt_is_undef(a[1])) a[1] = rt_int(1);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) rt_raise(RT_EXC_NotImplementedError, "Weft's parallel_diagnostics() reports every signature (signature=None)");
  if (a[1].tag != RT_INT) rt_raise(RT_EXC_ValueError, "Report level unknown, should be one of 1, 2, 3, 4");
  kir_parfor_diagnostics(self, a[1].as.i);
  return rt_none();
}

/* The temporaries of compile_stats, dropped however it ends. */
enum { ST_MOD, ST_NT, ST_NAME, ST_FIELDS, ST_CLASS, ST_COUNTER, ST_HITS, ST_SIGS, ST_DICT, ST_MISSES, ST_N };
typedef struct StatsParts {
  Value v[ST_N];
} StatsParts;

static void drop_stats_parts(void *ud) {
  StatsParts *p = ud;
  for (int k = 0; k < ST_N; k++) rt_decref(p->v[k]);
}

/* dispatcher.stats: Numba's _CompileStats namedtuple; without cache=True no cache path, no
 * hits, and each compiled signature one miss (a Counter of argument-type tuples). */
static Value compile_stats(const KirDispatcher *d) {
  StatsParts p;
  for (int k = 0; k < ST_N; k++) p.v[k] = rt_none();
  int mark = rt_cleanup_push(drop_stats_parts, &p);
  p.v[ST_MOD] = rt_import("collections");
  p.v[ST_NT] = rt_getattr(p.v[ST_MOD], "namedtuple");
  p.v[ST_NAME] = rt_str_from_c("_CompileStats");
  p.v[ST_FIELDS] = rt_str_from_c("cache_path cache_hits cache_misses");
  Value modname = rt_str_from_c("numba.core.dispatcher");
  rt_cleanup_push_value(&modname);
  const char *kwname = "module";
  Kwargs kw = {.n = 1, .names = &kwname, .values = &modname};
  p.v[ST_CLASS] = rt_call(p.v[ST_NT], 2, &p.v[ST_NAME], &kw);
  p.v[ST_COUNTER] = rt_getattr(p.v[ST_MOD], "Counter");
  p.v[ST_HITS] = rt_call(p.v[ST_COUNTER], 0, NULL, NULL);
  p.v[ST_SIGS] = compiled_signatures(d, false);
  p.v[ST_DICT] = rt_dict_new();
  for (int64_t k = 0; rt_is_list(p.v[ST_SIGS]) && k < RT_AS(List, p.v[ST_SIGS])->n; k++)
    rt_dict_set(p.v[ST_DICT], RT_AS(List, p.v[ST_SIGS])->items[k], rt_int(1));
  p.v[ST_MISSES] = rt_call(p.v[ST_COUNTER], 1, &p.v[ST_DICT], NULL);
  Value fields[3] = {rt_none(), p.v[ST_HITS], p.v[ST_MISSES]};
  Value r = rt_call(p.v[ST_CLASS], 3, fields, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* dispatcher._cache: an object of Numba's class for it, FunctionCache with cache=True, else
 * NullCache (Weft keeps no cache on disk: only its class is there to see). */
static Value cache_object(const KirDispatcher *d) {
  Value args[3];
  args[0] = rt_str_from_c(d->cache ? "FunctionCache" : "NullCache");
  args[1] = rt_tuple_new(0);
  args[2] = rt_dict_new();
  int mark = rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_cleanup_push_value(&args[2]);
  Value type = rt_builtin_lookup("type");
  Value cls = rt_call(type, 3, args, NULL);
  rt_cleanup_push_value(&cls);
  Value mod = rt_str_from_c("numba.core.caching");
  rt_cleanup_push_value(&mod);
  rt_setattr(cls, "__module__", mod);
  Value r = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dispatcher_getattr(Value self, const char *name) {
  const KirDispatcher *d = RT_AS(KirDispatcher, self);
  if (strcmp(name, "py_func") == 0) {
    rt_incref(d->fn);
    return d->fn;
  }
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(RT_AS(Function, d->fn)->proto->name);
  /* functools.update_wrapper's attributes, which Numba's dispatchers copy from the function */
  if (!strcmp(name, "__doc__") || !strcmp(name, "__qualname__") || !strcmp(name, "__module__"))
    return rt_getattr(d->fn, name);
  if (strcmp(name, "__wrapped__") == 0) {
    rt_incref(d->fn);
    return d->fn;
  }
  if (d->kind == KIR_DISP_JIT && (!strcmp(name, "signatures") || !strcmp(name, "nopython_signatures")))
    return compiled_signatures(d, name[0] == 'n');
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "overloads")) return kir_overloads_dict(self);
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "targetoptions") && rt_is_obj(d->options)) {
    rt_incref(d->options);
    return d->options;
  }
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "stats")) return compile_stats(d);
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "_cache")) return cache_object(d);
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "recompile")) return rt_native_bind("recompile", dispatcher_recompile, self);
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "parallel_diagnostics"))
    return rt_native_bind("parallel_diagnostics", dispatcher_parallel_diagnostics, self);
  if (d->kind == KIR_DISP_JIT && !strcmp(name, "inspect_types"))
    return rt_native_bind("inspect_types", dispatcher_inspect_types, self);
  if (strcmp(name, "forall") == 0 && d->kind == KIR_DISP_KERNEL) return rt_native_bind("forall", kernel_forall, self);
  if (strcmp(name, "overloads") == 0 && d->kind == KIR_DISP_KERNEL) return fake_overload_new(&overloads_type);
  return rt_undef();
}

/* Numba's words for a kernel called without [griddim, blockdim] (numba/cuda/errors.py). */
static const char missing_config[] =
    "\nKernel launch configuration was not specified. Use the syntax:\n\n"
    "kernel_function[blockspergrid, threadsperblock](arg0, arg1, ..., argn)\n\n"
    "See https://numba.readthedocs.io/en/stable/cuda/kernels.html#kernel-invocation for help.\n\n";

static Value dispatcher_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const KirDispatcher *d = RT_AS(KirDispatcher, self);
  if (d->kind == KIR_DISP_KERNEL) rt_raise(RT_EXC_ValueError, "%s", missing_config);
  /* Numba's CUDA simulator runs a device function called from the host as the Python
   * function it is (course code tests its device functions that way), positional arguments only */
  if (d->kind == KIR_DISP_DEVICE) {
    if (kw && kw->n) rt_raise(RT_EXC_TypeError, "FakeCUDAKernel.__call__() got an unexpected keyword argument '%s'", kw->names[0]);
    return rt_call(d->fn, argc, argv, NULL);
  }
  return kir_jit_call(self, argc, argv, kw);
}

/* ---- configured launches ---- */

typedef struct KirLauncher {
  Obj hdr;
  Value kernel; /* the dispatcher (owned) */
  KirLaunch cfg;
  bool empty;   /* forall(0): nothing to launch (Numba returns at once) */
} KirLauncher;

static void launcher_free(Obj *o) {
  KirLauncher *l = (KirLauncher *)o;
  rt_decref(l->kernel);
  rt_decref(l->cfg.stream);
  free(o);
}

static KirArgHintResolve arg_hint_resolve;

void kir_set_arg_hint_resolve(KirArgHintResolve fn) { arg_hint_resolve = fn; }

/* A launch's arguments with its argument hints resolved (owned; dropped however it ends). */
typedef struct HintedArgs {
  Value v[KIR_MAX_ARGS];
  int n;
} HintedArgs;

static void drop_hinted(void *ud) {
  HintedArgs *h = ud;
  for (int k = 0; k < h->n; k++) rt_decref(h->v[k]);
  h->n = 0;
}

static Value launcher_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  KirLauncher *l = RT_AS(KirLauncher, self);
  /* the simulator oracle's words (its kernel object takes *args only) */
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "FakeCUDAKernel.__call__() got an unexpected keyword argument '%s'", kw->names[0]);
  if (l->empty) return rt_none();
  if (!arg_hint_resolve || argc > KIR_MAX_ARGS) {
    kir_launch(l->kernel, &l->cfg, argc, argv);
    return rt_none();
  }
  HintedArgs h = {.n = 0};
  int mark = rt_cleanup_push(drop_hinted, &h);
  for (int k = 0; k < argc; k++) {
    Value r = arg_hint_resolve(argv[k]);
    if (rt_is_undef(r)) {
      r = argv[k];
      rt_incref(r);
    }
    h.v[h.n++] = r;
  }
  kir_launch(l->kernel, &l->cfg, argc, h.v);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static const ObjType launcher_type = {.name = "numba.cuda.dispatcher._LaunchConfiguration",
                                      .free = launcher_free, .call = launcher_call};

/* Numba's numbers.Integral: ints, bools and NumPy integer scalars. */
static bool integral(Value v) {
  if (v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v)) return true;
  if (!rt_is_npscalar(v)) return false;
  char kind = rt_dtypes[RT_AS(NpScalar, v)->dtype].kind;
  return kind == 'i' || kind == 'u';
}

/* griddim/blockdim as Numba checks them (normalize_kernel_dimensions): an int, or a tuple or
 * list of at most 3 of them, padded with 1s; its messages show the dimensions as a list. */
static void dims(Value v, int64_t out[3], const char *what) {
  bool seq = rt_is_tuple(v) || rt_is_list(v);
  int64_t n = seq ? rt_len(v) : 1;
  Value *items = seq ? (rt_is_tuple(v) ? RT_AS(Tuple, v)->items : RT_AS(List, v)->items) : &v;
  bool ok = n <= 3;
  for (int64_t k = 0; k < n && ok; k++) ok = integral(items[k]);
  if (!ok) {
    Value list = rt_list_new(n);
    for (int64_t k = 0; k < n; k++) rt_list_append(list, items[k]);
    Value text = rt_repr(list);
    rt_decref(list);
    rt_cleanup_push_value(&text);
    if (n > 3) rt_raise(RT_EXC_ValueError, "%s must be a sequence of 1, 2 or 3 integers, got %s", what, rt_str_data(text));
    rt_raise(RT_EXC_TypeError, "%s must be a sequence of integers, got %s", what, rt_str_data(text));
  }
  out[0] = out[1] = out[2] = 1;
  for (int64_t k = 0; k < n; k++) out[k] = rt_to_index(items[k], what);
}

static Value dispatcher_getitem(Value self, Value key);

/* kernel[cfg] with a list or str of 2 to 4 items: configured as from the tuple of them (both
 * Numbas index the configuration); a number or None is not subscriptable, as the simulator says. */
static Value getitem_untupled(Value self, Value key) {
  if (!rt_is_list(key) && !rt_is_str(key)) {
    if (key.tag == RT_INT || key.tag == RT_BOOL || key.tag == RT_FLOAT || rt_is_none(key) || rt_is_bigint(key))
      rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", rt_type_name(key));
    rt_raise(RT_EXC_ValueError, "must specify at least the griddim and blockdim");
  }
  int64_t n = rt_len(key);
  if (n < 2 || n > 4) rt_raise(RT_EXC_ValueError, "must specify at least the griddim and blockdim");
  Value t = rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&t);
  for (int64_t k = 0; k < n; k++) rt_tuple_set(t, k, rt_getitem(key, rt_int(k)));
  Value r = dispatcher_getitem(self, t);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dispatcher_getitem(Value self, Value key) {
  const KirDispatcher *d = RT_AS(KirDispatcher, self);
  /* Numba's words: a CPUDispatcher has no __getitem__; a device function configures, then its
   * compilation as a kernel refuses it (the simulator would run it as one) */
  if (d->kind == KIR_DISP_JIT) rt_raise(RT_EXC_TypeError, "'CPUDispatcher' object is not subscriptable");
  if (d->kind == KIR_DISP_DEVICE) rt_raise(RT_EXC_RuntimeError, "Cannot compile a device function as a kernel");
  if (!rt_is_tuple(key)) return getitem_untupled(self, key);
  if (RT_AS(Tuple, key)->n < 2 || RT_AS(Tuple, key)->n > 4)
    rt_raise(RT_EXC_ValueError, "must specify at least the griddim and blockdim");
  const Tuple *t = RT_AS(Tuple, key);
  if (rt_is_none(t->items[0]) || rt_is_none(t->items[1])) rt_raise(RT_EXC_ValueError, "%s", missing_config);
  KirLauncher *l = rt_malloc(sizeof *l);
  memset(l, 0, sizeof *l);
  rt_obj_init(&l->hdr, &launcher_type);
  l->kernel = self;
  rt_incref(self);
  l->cfg.stream = t->n > 2 ? t->items[2] : rt_none();
  rt_incref(l->cfg.stream);
  Value v = rt_obj(l);
  int mark = rt_cleanup_push_value(&v); /* a dimension that is not an int raises */
  dims(t->items[0], l->cfg.grid, "griddim");
  dims(t->items[1], l->cfg.block, "blockdim");
  l->cfg.shared_bytes = t->n > 3 ? rt_to_index(t->items[3], "sharedmem") : 0;
  rt_cleanup_pop(mark, false);
  return v;
}

/* kernel.forall(ntasks, tpb=0, stream=0, sharedmem=0): a launch of ntasks threads, configured
 * as the simulator oracle does (ntasks blocks of one thread; tpb is not used there). */
static Value kernel_forall(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[4] = {"ntasks", "tpb", "stream", "sharedmem"};
  Value a[4];
  rt_bind_pyargs("FakeCUDAKernel.forall", argc, argv, kw, 4, names, 1, a);
  Value negative = rt_binop(RT_OP_LT, a[0], rt_int(0));
  bool neg = rt_truthy(negative);
  rt_decref(negative);
  if (neg) {
    Value text = rt_to_str(a[0]);
    rt_cleanup_push_value(&text);
    rt_raise(RT_EXC_ValueError, "Can't create ForAll with negative task count: %s", rt_str_data(text));
  }
  bool empty = integral(a[0]) && !rt_truthy(a[0]); /* configured as 1 task, never launched */
  Value key = rt_tuple_new(4);
  Value items[4] = {empty ? rt_int(1) : a[0], rt_int(1), rt_is_undef(a[2]) ? rt_int(0) : a[2], rt_is_undef(a[3]) ? rt_int(0) : a[3]};
  for (int k = 0; k < 4; k++) {
    rt_incref(items[k]);
    rt_tuple_set(key, k, items[k]);
  }
  int mark = rt_cleanup_push_value(&key);
  Value launcher = dispatcher_getitem(self, key);
  RT_AS(KirLauncher, launcher)->empty = empty;
  rt_cleanup_pop(mark, true);
  return launcher;
}

/* A @jit function's class is Numba's CPUDispatcher (type(f).__name__, its error messages); a
 * kernel's the simulator's FakeCUDAKernel, or compiled Numba's CUDADispatcher with a GPU. */
static const char *dispatcher_type_name(Value self) {
  if (RT_AS(KirDispatcher, self)->kind == KIR_DISP_JIT) return "CPUDispatcher";
  return kir_engine_device() ? "CUDADispatcher" : "FakeCUDAKernel";
}

static bool is_cpu_dispatcher(Value v) {
  return rt_is_type(v, &kir_dispatcher_type) && RT_AS(KirDispatcher, v)->kind == KIR_DISP_JIT;
}

static bool is_cuda_dispatcher(Value v) {
  return rt_is_type(v, &kir_dispatcher_type) && RT_AS(KirDispatcher, v)->kind != KIR_DISP_JIT;
}

static Value dispatcher_no_new(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create instances of this type in Weft (use a decorator of numba)");
}

/* type(f): Numba's class, its repr naming its module (each made once). */
static Value dispatcher_type_object(Value self) {
  static Value cpu, fake, real;
  bool jit = RT_AS(KirDispatcher, self)->kind == KIR_DISP_JIT;
  Value *cls = jit ? &cpu : kir_engine_device() ? &real : &fake;
  if (!rt_is_obj(*cls))
    *cls = jit ? rt_native_class("CPUDispatcher", dispatcher_no_new, is_cpu_dispatcher,
                                 "<class 'numba.core.registry.CPUDispatcher'>")
           : cls == &fake ? rt_native_class("FakeCUDAKernel", dispatcher_no_new, is_cuda_dispatcher,
                                            "<class 'numba.cuda.simulator.kernel.FakeCUDAKernel'>")
                          : rt_native_class("CUDADispatcher", dispatcher_no_new, is_cuda_dispatcher,
                                            "<class 'numba.cuda.dispatcher.CUDADispatcher'>");
  rt_incref(*cls);
  return *cls;
}

const ObjType kir_dispatcher_type = {
    .name = "Dispatcher", .type_name = dispatcher_type_name, .type_object = dispatcher_type_object, .free = dispatcher_free, .repr = dispatcher_repr,
    .getattr = dispatcher_getattr, .call = dispatcher_call, .getitem = dispatcher_getitem};

/* ---- the decorators: @jit, @jit(...), @cuda.jit, @cuda.jit(device=True), @cuda.jit('sig') ---- */

static bool kw_true(const Kwargs *kw, const char *name) {
  for (int k = 0; kw && k < kw->n; k++)
    if (strcmp(kw->names[k], name) == 0) return rt_truthy(kw->values[k]);
  return false;
}

/* self: the tuple (kind | flags, signatures or None, targetoptions or None) the decorator was
 * made with. */
static Value decorate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "a decorator takes one function");
  const Tuple *t = RT_AS(Tuple, self);
  int kind = (int)t->items[0].as.i;
  return dispatcher_new((KirDispKind)(kind & JIT_KIND_MASK), kind & ~JIT_KIND_MASK, argv[0],
                        rt_is_none(t->items[1]) ? rt_undef() : t->items[1], t->items[2]);
}

/* fn given: decorate it now; otherwise (flags or signatures only) return the decorator.
 * options: the targetoptions dict (borrowed) or None. */
static Value decorator_entry(KirDispKind kind, int flags, const char *name, int argc, const Value *argv, Value options) {
  if (argc >= 1 && vm_is_function(argv[0])) return dispatcher_new(kind, flags, argv[0], rt_undef(), options);
  if (argc > 1) rt_raise(RT_EXC_TypeError, "%s() takes at most one signature", name);
  Value spec = argc ? argv[0] : rt_none();
  if (argc) {
    KirSig *check = NULL; /* a bad signature is an error at the decorator, as in Numba */
    parse_sigs(spec, kind, &check);
    free(check);
  }
  Value t = rt_tuple_new(3);
  rt_tuple_set(t, 0, rt_int(kind | flags));
  rt_incref(spec);
  rt_tuple_set(t, 1, spec);
  rt_incref(options);
  rt_tuple_set(t, 2, options);
  Value d = rt_native_bind(name, decorate, t);
  rt_decref(t);
  return d;
}

static Value cuda_jit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return decorator_entry(kw_true(kw, "device") ? KIR_DISP_DEVICE : KIR_DISP_KERNEL, 0, "jit", argc, argv, rt_none());
}

/* error_model='numpy': Numba's NumPy error model for divisions by zero (else Python's);
 * boundscheck=True: Numba's own IndexError text. */
static int error_model_flag(const Kwargs *kw) {
  int flags = kw_true(kw, "boundscheck") ? JIT_BOUNDSCHECK : 0;
  for (int k = 0; kw && k < kw->n; k++)
    if (!strcmp(kw->names[k], "error_model") && rt_is_str(kw->values[k]) && !strcmp(rt_str_data(kw->values[k]), "numpy"))
      flags |= JIT_NUMPY_ERRORS;
  return flags;
}

/* dispatcher.targetoptions as numba.jit keeps them: the keyword arguments in their order less
 * those jit() takes as its own parameters (cache, locals, pipeline_class, boundscheck); @njit's
 * nopython=True (in place, or last); then boundscheck, None unless given. (owned dict) */
static Value jit_options(const Kwargs *kw, bool njit) {
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  Value bounds = rt_none();
  for (int k = 0; kw && k < kw->n; k++) {
    const char *n = kw->names[k];
    if (!strcmp(n, "boundscheck")) bounds = kw->values[k];
    if (!strcmp(n, "cache") || !strcmp(n, "locals") || !strcmp(n, "pipeline_class") || !strcmp(n, "boundscheck"))
      continue;
    rt_dict_set_str(d, n, njit && !strcmp(n, "nopython") ? rt_bool(true) : kw->values[k]);
  }
  if (njit) rt_dict_set_str(d, "nopython", rt_bool(true));
  rt_dict_set_str(d, "boundscheck", bounds);
  rt_cleanup_pop(mark, false);
  return d;
}

static Value jit_decorator(int flags, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  if (kw_true(kw, "cache")) flags |= JIT_CACHE;
  Value opts = jit_options(kw, flags & JIT_NOPYTHON && name[0] == 'n');
  int mark = rt_cleanup_push_value(&opts);
  Value r = decorator_entry(KIR_DISP_JIT, flags, name, argc, argv, opts);
  rt_cleanup_pop(mark, true);
  return r;
}

/* parallel=True lets the CPU engine split prange loops over threads (elsewhere prange is
 * range); error_model='numpy' makes a zero divisor give inf, nan or 0; boundscheck=True
 * words an index out of bounds as Numba does (Weft checks bounds always); fastmath, cache,
 * nogil, ... are accepted and change nothing here. */
static Value numba_jit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  int flags = (kw_true(kw, "nopython") ? JIT_NOPYTHON : 0) | (kw_true(kw, "forceobj") ? JIT_FORCEOBJ : 0) |
              (kw_true(kw, "parallel") ? JIT_PARALLEL : 0) | error_model_flag(kw);
  return jit_decorator(flags, "jit", argc, argv, kw);
}

static Value numba_njit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  int flags = JIT_NOPYTHON | (kw_true(kw, "parallel") ? JIT_PARALLEL : 0) | error_model_flag(kw);
  return jit_decorator(flags, "njit", argc, argv, kw);
}

Value kir_njit_dispatcher(Value fn) {
  Value opts = jit_options(NULL, true);
  int mark = rt_cleanup_push_value(&opts);
  Value r = dispatcher_new(KIR_DISP_JIT, JIT_NOPYTHON, fn, rt_undef(), opts);
  rt_cleanup_pop(mark, true);
  return r;
}

Value kir_intrinsic_value(const char *dotted) {
  int id = kir_intrinsic_lookup(dotted);
  if (id < 0) rt_raise(RT_EXC_RuntimeError, "no kernel-side name %s", dotted);
  Value v = intrinsic(id);
  rt_incref(v);
  return v;
}

Value kir_cuda_kernel_name(Value module, const char *name) {
  if (strcmp(RT_AS(Module, module)->name, "numba.cuda") != 0 || strchr(name, '.')) return rt_undef();
  if (strcmp(name, "warpsize") == 0) return rt_int(32);
  int id = kir_intrinsic_lookup(name);
  return id < 0 ? rt_undef() : intrinsic(id);
}

/* A kernel run thread by thread in the interpreter reads cuda.threadIdx, cuda.grid, ... as
 * module attributes: they answer there, as the simulator's fake numba.cuda does inside its
 * kernels, and nowhere else on the host. */
static Value interp_kernel_name(Value module, const char *name) {
  if (!kir_interp_thread()) return rt_undef();
  Value v = kir_cuda_kernel_name(module, name);
  if (!rt_is_undef(v)) rt_incref(v);
  return v;
}

/* The kernel-side names stay out of numba.cuda itself: the simulator's module has none of them
 * on the host (`cuda.threadIdx` there is an AttributeError, `from numba.cuda import grid` an
 * ImportError), so kernels find them through kir_cuda_kernel_name. */
void kir_register_numba(Value numba_module, Value cuda_module) {
  rt_module_add_fn(numba_module, "jit", numba_jit);
  rt_module_add_fn(numba_module, "njit", numba_njit);
  rt_module_add_fn(cuda_module, "jit", cuda_jit);
  rt_add_module_missing(interp_kernel_name);
}
