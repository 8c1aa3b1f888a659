/* kir_host.c — the typed engine's host side: the specialisation cache, turning host values into
 * engine arguments and results (kir_call, kir_run_elementwise, kir_run_gufunc, kir_launch with
 * CUDA's validation and Numba's copy-in/copy-back of host arrays), and the objects the numba
 * modules get from here: jit/njit/cuda.jit dispatchers, configured launches, and placeholders for
 * the kernel-side names (threadIdx, atomic, shared, ...). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/config.h"
#include "../base/error.h"
#include "../base/io.h"
#include "../obj/native.h"
#include "numba_types.h"
#include "../obj/objects.h"
#include "../obj/dict.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../base/prof_sink.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../np/array.h"
#include "kir_engine.h"
#include "kir_heap.h"
#include "kir_typer.h"
#include "../py/mt19937.h"

const char *const kir_intrinsic_names[KI_COUNT] = {
#define X(id, name) name,
    KIR_INTRINSICS(X)
#undef X
};

int kir_intrinsic_lookup(const char *dotted) {
  for (int k = 0; k < KI_COUNT; k++)
    if (strcmp(kir_intrinsic_names[k], dotted) == 0) return k;
  return -1;
}

/* ---- specialisation cache: (function, target, argument types) → KirFunc ---- */

typedef struct CacheEntry {
  Obj *fn;
  KirTarget target;
  bool python_errors;
  bool device_math; /* typed for a device (KirFunc.device_math: --mode=gpu's typing) */
  KirSig sig;
  KirFunc *f; /* NULL: a @jit function the typer rejected for sig, run by the interpreter */
  bool stale; /* replaced by dispatcher.recompile(); kept (its code may be running) */
  bool declared; /* compiled at decoration, for a declared signature */
  int seq;       /* kir_sig_seq: the order signatures were met in */
  Value *gvals;  /* owned: a kernel's frozen globals (KirFunc.gdeps), pairs of the function whose
                  * globals hold one and the value it was compiled with */
  int ngvals;    /* pairs in gvals */
} CacheEntry;
/* This VM's specialisations; each entry keeps its function (released with the VM). */
typedef struct SpecCache {
  CacheEntry *cache;
  int ncache, capcache;
} SpecCache;

static void keep_code(KirFunc *f);

/* A kernel's frozen globals (what it was compiled with, and the functions whose globals they
 * are) go with its entry. */
static void drop_globals(CacheEntry *e) {
  if (!e->gvals) return;
  for (int k = 0; k < 2 * e->ngvals; k++) rt_decref(e->gvals[k]);
  free(e->gvals);
  e->gvals = NULL;
}

/* The functions go with the VM; their code stays (keep_code), as an engine may hold it. */
static void spec_fini(void *p) {
  SpecCache *c = p;
  for (int k = 0; k < c->ncache; k++) {
    KirFunc *f = c->cache[k].f;
    if (f) {
      f->fnval = rt_undef(); /* the reference it borrowed goes now */
      keep_code(f);
    }
    rt_decref(rt_obj(c->cache[k].fn));
    drop_globals(&c->cache[k]);
  }
  free(c->cache);
}

/* per VM (runtime.h): a process-wide cache kept every VM's functions (and what they reach)
 * alive for good, and every lookup scanned all of them */
static RtStateKey spec_key = {"@jit and kernel specialisations", sizeof(SpecCache), NULL, spec_fini, 0};
static SpecCache *spec_cache(void) { return rt_runtime_state(&spec_key); }

static bool same_args(const KirSig *a, const KirSig *b) {
  if (a->nargs != b->nargs || a->nparams != b->nparams || !kir_ty_equal(a->ret, b->ret)) return false;
  if (memcmp(a->tuple_n, b->tuple_n, (size_t)a->nparams)) return false;
  for (int k = 0; k < a->nargs; k++) /* the layout too: Numba compiles C, F and A apart (and
                                       * reductions follow an F array's memory order) */
    if (!kir_ty_equal(a->args[k], b->args[k]) || a->args[k].layout != b->args[k].layout) return false;
  return true;
}

/* The same frozen value: numbers equal and of one type (bit for bit for floats, so that a NaN
 * stays itself), tuples item by item. */
static bool same_frozen(Value a, Value b) {
  if (a.tag != b.tag) return false;
  if (a.tag == RT_FLOAT) return memcmp(&a.as.f, &b.as.f, sizeof a.as.f) == 0;
  if (rt_is(a, b)) return true;
  if (rt_is_tuple(a) && rt_is_tuple(b)) {
    if (RT_AS(Tuple, a)->n != RT_AS(Tuple, b)->n) return false;
    for (int64_t k = 0; k < RT_AS(Tuple, a)->n; k++)
      if (!same_frozen(RT_AS(Tuple, a)->items[k], RT_AS(Tuple, b)->items[k])) return false;
    return true;
  }
  return strcmp(rt_type_name(a), rt_type_name(b)) == 0 && rt_equal(a, b);
}

/* Whether a kernel's frozen globals still hold what it was compiled with. Numba's simulator
 * reads a kernel's globals when each launch runs, so a rebound one makes a new compile (the old
 * entry goes stale, kept as its code may be running). */
static bool globals_current(CacheEntry *e) {
  if (!e->gvals) return true;
  for (int k = 0; k < e->ngvals; k++) {
    Value now = vm_function_global(e->gvals[2 * k], e->f->gdeps[k].name);
    if (rt_is_undef(now) || !same_frozen(now, e->gvals[2 * k + 1])) {
      e->stale = true;
      return false;
    }
  }
  return true;
}

/* Snapshot of the kernel's frozen globals for entry e (just compiled, so they hold them now). */
static void keep_globals(CacheEntry *e) {
  KirFunc *f = e->f;
  if (!f || !f->ngdeps) return;
  e->gvals = rt_malloc(sizeof *e->gvals * (size_t)(2 * f->ngdeps));
  for (int k = 0; k < f->ngdeps; k++) {
    Value fn = f->gdeps[k].fnval, v = vm_function_global(fn, f->gdeps[k].name);
    rt_incref(fn);
    rt_incref(v);
    e->gvals[2 * k] = fn;
    e->gvals[2 * k + 1] = v;
  }
  e->ngvals = f->ngdeps;
}

/* Every call and launch looks here: a hit is no compile, and not logged. */
static CacheEntry *cache_find(Value fn, const KirSig *sig, KirTarget target, bool python_errors) {
  SpecCache *sc = spec_cache();
  bool device_math = target != KIR_TARGET_CPU && kir_device_math(); /* the debugger's mode switch */
  for (int k = 0; k < sc->ncache; k++)
    if (sc->cache[k].fn == fn.as.o && !sc->cache[k].stale && sc->cache[k].target == target &&
        sc->cache[k].python_errors == python_errors && sc->cache[k].device_math == device_math &&
        same_args(&sc->cache[k].sig, sig) && globals_current(&sc->cache[k]))
      return &sc->cache[k];
  return NULL;
}

static void cache_add(Value fn, const KirSig *sig, KirTarget target, bool python_errors, KirFunc *f) {
  SpecCache *sc = spec_cache();
  if (f) f->python_errors = python_errors;
  if (sc->ncache == sc->capcache) {
    sc->capcache = sc->capcache ? 2 * sc->capcache : 16;
    sc->cache = rt_realloc(sc->cache, (size_t)sc->capcache * sizeof *sc->cache);
  }
  rt_incref(fn); /* the cache keeps the function (and its source) alive */
  bool device_math = target != KIR_TARGET_CPU && kir_device_math();
  sc->cache[sc->ncache++] = (CacheEntry){fn.as.o, target, python_errors, device_math, *sig, f, false, false, kir_sig_seq(), NULL, 0};
  keep_globals(&sc->cache[sc->ncache - 1]);
}

static KirFunc *specialize(Value fn, const KirSig *sig, KirTarget target, bool python_errors) {
  SpecCache *sc = spec_cache();
  if (!vm_is_function(fn)) rt_raise(RT_EXC_TypeError, "only Python functions can be compiled");
  const CacheEntry *e = cache_find(fn, sig, target, python_errors);
  if (e) return e->f;
  double t0 = PROF_ON() ? prof_now_us() : 0; /* the profiler's compile rows: misses only */
  KirFunc *f = kir_build(fn, sig, target);
  if (PROF_ON()) prof_compile(f->name, t0, false);
  cache_add(fn, sig, target, python_errors, f);
  sc->cache[sc->ncache - 1].stale = f->undefined_names; /* kept (it is about to run), never found again */
  return f;
}

/* WEFT_JIT_LOG=1: a @jit function the interpreter runs, and why (the CPU engine says where
 * the typer's code runs). */
static void log_interpreted(Value fn, const char *args, const char *why) {
  const char *log = weft_config()->jit_log;
  if (!log || strcmp(log, "1") != 0) return;
  rt_stdout_flush();
  fprintf(stderr, "weft: @jit function '%s' %s: runs in the interpreter: %s\n", RT_AS(Function, fn)->proto->name, args, why);
}

/* Compiled functions no cache entry names any more: those with arrays as values the CPU engine
 * declined (never run), and those of freed VMs. Kept for the process, as an engine may hold
 * their code (KirFunc.cpu_code and the GPU's modules); they hold no Python values. */
static KirFunc **kept;
static int nkept, capkept;
static void keep_code(KirFunc *f) {
  if (nkept == capkept) {
    if (capkept > INT_MAX / 2) return; /* unreachable in practice: then it is just lost */
    capkept = capkept ? 2 * capkept : 16;
    kept = rt_realloc(kept, (size_t)capkept * sizeof *kept);
  }
  kept[nkept++] = f;
}

/* @jit's tier for sig, decided at its first call: the typer's code, or NULL (the interpreter)
 * after Numba's verdict on what the typer rejected (kir_numba.c: its TypingError under
 * nopython, its warnings under @jit; silent when Numba compiles it). A TypingError is not
 * cached: Numba, too, tries again at the next call. */
static KirFunc *jit_tier(Value dispatcher, const KirSig *sig, int argc, const Value *args) {
  SpecCache *sc = spec_cache();
  Value fn = RT_AS(KirDispatcher, dispatcher)->fn;
  bool python_errors = !RT_AS(KirDispatcher, dispatcher)->numpy_errors;
  const CacheEntry *e = cache_find(fn, sig, KIR_TARGET_CPU, python_errors);
  if (e) return e->f;
  double t0 = PROF_ON() ? prof_now_us() : 0;
  KirNumbaWhy why;
  KirFunc *f = kir_try_build(fn, sig, KIR_TARGET_CPU, &why);
  if (f && PROF_ON()) prof_compile(f->name, t0, false);
  if (f) f->python_errors = python_errors; /* before the CPU engine generates its code below */
  if (f && kir_native_only(f) && !kir_engine_cpu_takes(f, false)) {
    /* arrays as values: native code only; the interpreter runs it elsewhere (f kept, unused) */
    char names[1024], text[1030];
    snprintf(text, sizeof text, "(%s)", kir_args_name(sig, names, sizeof names));
    log_interpreted(fn, text, "it uses array operations only native code has (allocation, reductions)");
    keep_code(f);
    cache_add(fn, sig, KIR_TARGET_CPU, python_errors, NULL);
    sc->cache[sc->ncache - 1].declared = argc == 0 && !args;
    return NULL; /* Numba compiles it: no verdict */
  }
  if (!f) {
    char names[1024], text[1030];
    snprintf(text, sizeof text, "(%s)", kir_args_name(sig, names, sizeof names));
    log_interpreted(fn, text, why.typer);
    kir_numba_verdict(dispatcher, argc, args, false, &why);
  }
  cache_add(fn, sig, KIR_TARGET_CPU, python_errors, f);
  sc->cache[sc->ncache - 1].declared = argc == 0 && !args;
  return f;
}

/* A kernel's specialisation for a launch; NULL when it reaches a recursive device function and
 * the launch runs it in the interpreter (kir_build_kernel; not cached: typed again next time). */
static KirFunc *kernel_specialize(Value fn, const KirSig *sig) {
  if (!vm_is_function(fn)) rt_raise(RT_EXC_TypeError, "only Python functions can be compiled");
  const CacheEntry *e = cache_find(fn, sig, KIR_TARGET_KERNEL, false);
  if (e) return e->f;
  double t0 = PROF_ON() ? prof_now_us() : 0;
  KirFunc *f = kir_build_kernel(fn, sig);
  if (!f) return NULL;
  if (PROF_ON()) prof_compile(f->name, t0, false);
  cache_add(fn, sig, KIR_TARGET_KERNEL, false, f);
  spec_cache()->cache[spec_cache()->ncache - 1].stale = f->undefined_names;
  return f;
}

KirFunc *kir_specialize(Value fn, const KirSig *sig, KirTarget target) {
  return specialize(fn, sig, target, false);
}

KirFunc *kir_try_specialize(Value fn, const KirSig *sig, KirTarget target) {
  if (!vm_is_function(fn)) return NULL;
  const CacheEntry *e = cache_find(fn, sig, target, false);
  if (e) return e->f;
  KirNumbaWhy why;
  KirFunc *f = kir_try_build(fn, sig, target, &why);
  if (f && kir_native_only(f)) { /* a core with array operations: the interpreter's */
    kir_func_free(f);
    return NULL;
  }
  if (f) cache_add(fn, sig, target, false, f); /* a rejection is not kept: kir_specialize's entries are never NULL */
  return f;
}

void kir_precompile(Value fn, const KirSig *sig, KirTarget target) {
  specialize(fn, sig, target, target == KIR_TARGET_CPU); /* as kir_jit_call / kir_launch will */
}

void kir_jit_precompile(Value dispatcher, const KirSig *sig) {
  jit_tier(dispatcher, sig, 0, NULL); /* no argument values: only the body is judged */
}

const KirSig *kir_func_sig(const KirFunc *f) { return &f->usig; }

int kir_compiled_sigs(Value fn, KirSig *out, int max, bool typed_only) {
  SpecCache *sc = spec_cache();
  int n = 0;
  for (int k = 0; k < sc->ncache && n < max; k++) {
    if (!rt_is_obj(fn) || sc->cache[k].fn != fn.as.o || sc->cache[k].stale || sc->cache[k].target != KIR_TARGET_CPU) continue;
    if (sc->cache[k].f) out[n++] = sc->cache[k].f->usig;
    else if (!typed_only) out[n++] = sc->cache[k].sig;
  }
  return n;
}

int kir_compiled_sigs_seq(Value fn, KirSig *out, int *seqs, int max, bool typed_only) {
  SpecCache *sc = spec_cache();
  int n = 0;
  for (int k = 0; k < sc->ncache && n < max; k++) {
    const CacheEntry *e = &sc->cache[k];
    if (!rt_is_obj(fn) || e->fn != fn.as.o || e->stale || e->target != KIR_TARGET_CPU) continue;
    if (e->f) out[n] = e->f->usig;
    else if (e->declared && (!typed_only || e->sig.ret.kind != KIR_TY_INFER)) out[n] = e->sig;
    else continue;
    seqs[n++] = e->seq;
  }
  return n;
}

/* How many result registers the item at register i takes: a complex number 2, an array its
 * slot's and its view's description (kir_heap.h). */
static int ret_width(const KirFunc *f, int i) {
  return f->ret_arr >> i & 1 ? kir_ret_array_width(f, i) : f->ret_cplx >> i & 1 ? 2 : 1;
}

bool kir_compiled_tuple_ret_name(Value fn, int seq, char *buf, size_t n) {
  SpecCache *sc = spec_cache();
  for (int k = 0; k < sc->ncache; k++) {
    const CacheEntry *e = &sc->cache[k];
    if (!rt_is_obj(fn) || e->fn != fn.as.o || e->seq != seq || !e->f || !e->f->ret_tuple) continue;
    const KirFunc *f = e->f;
    char items[KIR_MAX_ARGS][64];
    int m = 0;
    for (int i = 0; i < f->nret; i += ret_width(f, i)) {
      KirTy t = f->rettys[i];
      if (f->ret_cplx >> i & 1) t.dtype = t.dtype == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
      kir_type_name(t, items[m++], sizeof items[0]);
    }
    bool uni = m > 0;
    for (int i = 1; i < m; i++) uni = uni && !strcmp(items[i], items[0]);
    if (uni) return snprintf(buf, n, "UniTuple(%s x %d)", items[0], m) < (int)n;
    size_t used = (size_t)snprintf(buf, n, "Tuple(");
    for (int i = 0; i < m && used < n; i++) used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? ", " : "", items[i]);
    return used < n && used + (size_t)snprintf(buf + used, n - used, ")") < n;
  }
  return false;
}

/* dispatcher.recompile(): each signature compiled so far is compiled again now, so that the
 * globals it reads are frozen anew (Numba's remedy for a global changed after compiling). */
void kir_recompile(Value dispatcher) {
  SpecCache *sc = spec_cache();
  Value fn = RT_AS(KirDispatcher, dispatcher)->fn;
  kir_numba_freeze_forget(dispatcher);
  RT_AS(KirDispatcher, dispatcher)->hot = NULL; /* its code is stale now */
  int n = sc->ncache;
  for (int k = 0; k < n; k++) {
    if (sc->cache[k].fn != fn.as.o || sc->cache[k].stale || sc->cache[k].target != KIR_TARGET_CPU) continue;
    sc->cache[k].stale = true;
    KirSig sig = sc->cache[k].sig; /* jit_tier may move the cache */
    jit_tier(dispatcher, &sig, 0, NULL);
  }
}

int kir_dump(Value fn, FILE *out) {
  SpecCache *sc = spec_cache();
  if (rt_is_type(fn, &kir_dispatcher_type)) fn = RT_AS(KirDispatcher, fn)->fn;
  int n = 0;
  for (int k = 0; k < sc->ncache; k++) {
    if (!rt_is_obj(fn) || sc->cache[k].fn != fn.as.o || !sc->cache[k].f) continue;
    kir_print(sc->cache[k].f, out);
    n++;
  }
  return n;
}

/* ---- arguments and results ---- */

static void arg_buf(Value arr, KirArgBuf *b) {
  const Array *a = RT_AS(Array, arr);
  memset(b, 0, sizeof *b);
  b->data = a->data;
  /* a view's owner is an Array (np.ctypeslib.as_array's is ctypes memory: no offset) */
  if (a->base && rt_is_array(rt_obj(a->base))) b->alloc_offset = a->data - RT_AS(Array, rt_obj(a->base))->data;
  b->dtype = a->dtype;
  b->ndim = a->ndim;
  for (int k = 0; k < a->ndim; k++) {
    b->shape[k] = a->shape[k];
    b->strides[k] = a->strides[k];
  }
}

/* The scalar's bits in the register type of its KIR type. */
static uint64_t scalar_bits(Value v, DType dt) {
  uint64_t bits = 0;
  char elem[8];
  if (v.tag == RT_FLOAT && dt == DT_FLOAT64) return memcpy(&bits, &v.as.f, 8), bits; /* the usual cases, inline */
  if (v.tag == RT_INT && dt == DT_INT64) return (uint64_t)v.as.i;
  if (rt_is_npscalar(v)) {
    const NpScalar *s = RT_AS(NpScalar, v);
    rt_elem_cast(dt, elem, s->dtype, s->as.bytes);
  } else if (v.tag == RT_FLOAT) {
    rt_elem_set_f64(dt, elem, v.as.f);
  } else {
    rt_elem_set_i64(dt, elem, v.tag == RT_BOOL ? v.as.b : v.as.i);
  }
  memcpy(&bits, elem, (size_t)rt_dtypes[dt].itemsize);
  return bits;
}

static Value result_value(DType dt, uint64_t bits) {
  const char *p = (const char *)&bits;
  if (dt == DT_FLOAT64) { /* the usual cases, inline */
    double x;
    memcpy(&x, p, sizeof x);
    return rt_float(x);
  }
  if (dt == DT_INT64) return rt_int((int64_t)bits);
  switch (rt_dtypes[dt].kind) {
  case 'b': return rt_bool(*p != 0);
  case 'f': return rt_float(rt_elem_get_f64(dt, p));
  case 'u': return rt_int_from_u64(rt_elem_get_u64(dt, p)); /* above 2**63: a big int */
  default: return rt_int(rt_elem_get_i64(dt, p));
  }
}

/* The types of argv as the engines take them into sig, and argv flattened into flat
 * (borrowed; KIR_MAX_ARGS of them): tuples become their elements (kir.h's KirSig): numbers,
 * bools and arrays, as the engines pass them (Numba's UniTuple(T x n) / Tuple(T1, ...) of them).
 * False, with the reason in why, for a value the engines cannot take. */
static bool sig_of_values(int argc, const Value *argv, KirSig *sig, Value *flat, char *why, size_t n) {
  /* not the whole signature (over 500 bytes, on every call): what readers of nargs entries see */
  memset(&sig->ret, 0, sizeof sig->ret);
  sig->nargs = sig->nparams = 0;
  bool tuples = false;
  for (int k = 0; k < argc; k++) {
    sig->tuple_n[k] = 0;
    if (!rt_is_tuple(argv[k])) {
      if (sig->nargs == KIR_MAX_ARGS) goto too_many;
      if (!kir_try_type_of_value(argv[k], &sig->args[sig->nargs], why, n)) return false;
      flat[sig->nargs++] = argv[k];
      continue;
    }
    const Tuple *tu = RT_AS(Tuple, argv[k]);
    if (tu->n == 0) return snprintf(why, n, "cannot pass an empty tuple to a compiled function"), false;
    for (int64_t i = 0; i < tu->n; i++) {
      Value v = tu->items[i];
      bool number = v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT || rt_is_npscalar(v);
      if (sig->nargs == KIR_MAX_ARGS) goto too_many;
      /* numbers, bools and arrays (Numba's tuples of arrays: `a, b = arrs` in a kernel) */
      if (number) {
        sig->args[sig->nargs] = kir_type_of_value(v);
      } else if (rt_is_tuple(v) || !kir_try_type_of_value(v, &sig->args[sig->nargs], why, n)) {
        snprintf(why, n, "a tuple passed to a compiled function may hold only numbers, bools and arrays "
                 "(item %lld is a %s)", (long long)i, rt_type_name(v));
        return false;
      }
      flat[sig->nargs++] = v;
    }
    sig->tuple_n[k] = (unsigned char)tu->n;
    tuples = true;
  }
  if (tuples) sig->nparams = argc;
  return true;
too_many:
  snprintf(why, n, "too many arguments for a compiled function");
  return false;
}

/* A complex array as the engines take it (kir_lower_sig): its parts' float type, with a last
 * axis of 2 (real, imaginary). */
static void cplx_buf(KirArgBuf *b) {
  if (!kir_is_cplx_dtype(b->dtype)) return;
  b->strides[b->ndim] = rt_dtypes[b->dtype].itemsize / 2;
  b->shape[b->ndim++] = 2;
  b->dtype = kir_cplx_part(b->dtype);
}

/* A number as a complex scalar parameter's two engine arguments (its parts' bits). */
static void cplx_bits(Value v, DType dt, uint64_t *bits) {
  double re = 0, im = 0;
  if (!rt_complex_operand(v, &re, &im)) rt_raise(RT_EXC_TypeError, "cannot pass a '%s' as a complex number", rt_type_name(v));
  bits[0] = bits[1] = 0;
  rt_elem_set_f64(kir_cplx_part(dt), (char *)&bits[0], re);
  rt_elem_set_f64(kir_cplx_part(dt), (char *)&bits[1], im);
}

/* The program's argument k (of f->usig, arr its array or undef) into the engines' arguments
 * from index e; the next engine index. */
static int lower_arg(const KirFunc *f, int k, Value v, Value arr, int e, KirArgBuf *arrays, uint64_t *scalars) {
  const KirTy *t = &f->usig.args[k];
  if (t->kind == KIR_TY_ARRAY && t->rec) { /* each field's view; the records keep the memory */
    for (int i = 0; i < rt_np_record_nfields(t->rec); i++) {
      Value fv = rt_np_record_field_array(v, i);
      arg_buf(fv, &arrays[e++]);
      rt_decref(fv);
    }
    return e;
  }
  if (t->kind == KIR_TY_ARRAY) {
    arg_buf(arr, &arrays[e]);
    cplx_buf(&arrays[e]);
    return e + 1;
  }
  if (!kir_is_cplx_dtype(t->dtype)) {
    scalars[e] = scalar_bits(v, t->dtype);
    return e + 1;
  }
  cplx_bits(v, t->dtype, &scalars[e]);
  return e + 2;
}

static void fill_args(const KirFunc *f, int argc, const Value *argv, KirArgBuf *arrays, uint64_t *scalars) {
  for (int k = 0, e = 0; k < argc; k++) {
    Value arr = f->usig.args[k].kind == KIR_TY_ARRAY ? kir_unwrap_array(argv[k]) : rt_undef();
    if (!rt_is_undef(arr) && !rt_is_array(arr)) /* a device array of records: its structured array */
      e = lower_arg(f, k, arr, rt_undef(), e, arrays, scalars);
    else
      e = lower_arg(f, k, argv[k], arr, e, arrays, scalars);
  }
}

/* The home engine (the simulator), which runs everything kir_engine_run does not send elsewhere. */
static const KirEngine *home(void) {
  const KirEngine *e = kir_engine_home();
  if (!e) rt_raise(RT_EXC_RuntimeError, "no kernel engine is registered");
  return e;
}

static void check_run(KirFunc *f, const KirRun *run) {
  const KirEngine *e;
  if (kir_engine_run(f, run, &e) == 0) return;
  int exc;
  const char *msg = e->last_fault(e->self, &exc);
  /* @jit code raises its own exceptions; a kernel an IndexError as Numba's simulator does */
  if (f->target == KIR_TARGET_CPU || exc != RT_EXC_RuntimeError) rt_raise((ExcKind)exc, "%s", msg);
  rt_raise(RT_EXC_RuntimeError, "%s '%s' stopped on a fault (see the report above)",
           f->target == KIR_TARGET_KERNEL ? "kernel" : "compiled function", f->name);
}

/* The result registers as Python values: a complex pair as one complex number, an array's
 * slot as the array. */
static Value result_item(const KirFunc *f, const uint64_t *result, int *k, const KirHeap *heap) {
  int r = f->ret + *k;
  if (f->ret_arr >> *k & 1) {
    Value v = kir_heap_result_view(heap, f, result, *k);
    *k += kir_ret_array_width(f, *k);
    return v;
  }
  if (!(f->ret_cplx >> *k & 1)) return (*k)++, result_value(f->regs[r], result[r - f->ret]);
  const char *re = (const char *)&result[*k], *im = (const char *)&result[*k + 1];
  *k += 2;
  return rt_complex_new(rt_elem_get_f64(f->regs[r], re), rt_elem_get_f64(f->regs[r], im));
}

Value kir_call(KirFunc *f, int argc, const Value *argv) {
  if (argc != f->usig.nargs) rt_raise(RT_EXC_TypeError, "%s() takes %d arguments (%d given)", f->name, f->usig.nargs, argc);
  KirArgBuf arrays[KIR_MAX_ARGS];
  uint64_t scalars[KIR_MAX_ARGS], result[KIR_MAX_ARGS];
  fill_args(f, argc, argv, arrays, scalars);
  KirRun run;
  memset(&run, 0, sizeof run);
  run.grid[0] = run.grid[1] = run.grid[2] = 1;
  run.block[0] = run.block[1] = run.block[2] = 1;
  run.arrays = arrays;
  run.scalars = scalars;
  run.result = result;
  KirHeap heap = {0, NULL, argv, f};
  int mark = -1;
  if (f->ret_arr || kir_heap_used(f)) { /* arrays as values: only native code has them (jit_tier) */
    if (!kir_engine_cpu_takes(f, false)) rt_raise(RT_EXC_RuntimeError, "internal error: '%s' needs the CPU engine", f->name);
    kir_heap_open(&heap, f, argv);
    mark = rt_cleanup_push(kir_heap_close, &heap);
    run.alloc = kir_heap_alloc;
    run.share = kir_heap_share;
    run.heap = &heap;
  }
  check_run(f, &run);
  Value r = rt_none();
  int k = 0;
  if (f->ret >= 0 && !f->ret_tuple) r = result_item(f, result, &k, &heap);
  if (f->ret >= 0 && f->ret_tuple) {
    int n = 0;
    for (int i = 0; i < f->nret; i += ret_width(f, i)) n++;
    r = rt_tuple_new(n);
    for (int i = 0; i < n; i++) rt_tuple_set(r, i, result_item(f, result, &k, &heap));
  }
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return r;
}

/* The arguments of a call bound as Python binds them: keywords by name, then the defaults of
 * the parameters not given (borrowed values into out, KIR_MAX_ARGS of them); how many, or -1
 * when there are more than compiled code takes. */
static int bind_args(Value fn, int argc, const Value *argv, const Kwargs *kw, Value *out) {
  const Function *f = RT_AS(Function, fn);
  const Proto *p = f->proto;
  if (argc > KIR_MAX_ARGS || p->nparams > KIR_MAX_ARGS) return -1; /* the interpreter takes them */
  if ((!kw || !kw->n) && (argc >= p->nparams || argc < p->nparams - p->ndefaults)) {
    memcpy(out, argv, (size_t)argc * sizeof *argv); /* the count is checked where it is compiled */
    return argc;
  }
  int nreq = p->nparams - p->ndefaults;
  rt_parse_args(p->name, argc, argv, kw, p->nparams, (const char *const *)p->params, nreq, out);
  for (int k = nreq; k < p->nparams; k++)
    if (rt_is_undef(out[k])) out[k] = f->defaults[k - nreq];
  return p->nparams;
}

/* The signature a call compiles for: its argument types, or the declared signature they
 * convert to (Numba compiles nothing else for a dispatcher given signatures). False when the
 * engines cannot take the arguments and strict is false (@jit's interpreter tier takes them);
 * TypeError when strict (kernels) or signatures were declared. */
static bool call_sig(const KirDispatcher *d, int argc, const Value *argv, KirSig *sig, Value *flat, bool strict) {
  char why[256];
  if (!sig_of_values(argc, argv, sig, flat, why, sizeof why)) {
    if (strict || d->nsigs) rt_raise(RT_EXC_TypeError, "%s", why);
    if (!d->logged_values) log_interpreted(d->fn, "(its arguments)", why); /* once a dispatcher */
    ((KirDispatcher *)d)->logged_values = true;
    return false;
  }
  for (int k = 0; k < sig->nargs && !strict; k++) /* @jit: records run in the interpreter tier */
    if (sig->args[k].kind == KIR_TY_ARRAY && sig->args[k].rec) return false;
  if (!d->nsigs) return true;
  int k = kir_select_sig(d->sigs, d->nsigs, sig);
  char args[512];
  if (k == -1) rt_raise(RT_EXC_TypeError, "No matching definition for argument type(s) %s", kir_args_name(sig, args, sizeof args));
  if (k == -2)
    rt_raise(RT_EXC_TypeError, "Ambiguous overloading for %s (%s): two declared signatures fit equally well",
             RT_AS(Function, d->fn)->proto->name, kir_args_name(sig, args, sizeof args));
  *sig = d->sigs[k];
  return true;
}

static void restore_seeding(void *was) { rt_pyrandom_numba_seeding(*(bool *)was); }
static void restore_records(void *was) { rt_np_numba_records(*(bool *)was); }

/* Numba boxes a nopython function's numeric scalar results as Python numbers (a float32 or
 * float64 result is a float, an int32 an int), in a returned tuple too. */
static bool boxed_as_python(Value v) {
  if (!rt_is_npscalar(v)) return false;
  const NpScalar *s = RT_AS(NpScalar, v);
  char kind = rt_dtypes[s->dtype].kind;
  if (s->dtype == DT_FLOAT16 || (s->dtype == DT_UINT64 && s->as.u64 > (uint64_t)INT64_MAX)) return false;
  return kind == 'b' || kind == 'i' || kind == 'u' || kind == 'f' || kind == 'c';
}

/* A dict made in nopython code is Numba's typed Dict when it comes back to Python (its item
 * types taken from the first item, as numba.typed.Dict() takes them). */
static Value typed_dict_of(Value d) {
  Value typed = rt_import("numba.typed");
  int mark = rt_cleanup_push_value(&typed);
  Value ctor = rt_getattr(typed, "Dict");
  rt_cleanup_push_value(&ctor);
  Value out = rt_call(ctor, 0, NULL, NULL);
  rt_cleanup_push_value(&out);
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) rt_setitem(out, k, v);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Whether a (nested) tuple holds a value box_result changes. */
static bool needs_boxing(Value v) {
  if (boxed_as_python(v) || rt_is_dict(v)) return true;
  if (!rt_is_tuple(v)) return false; /* exact tuples (a namedtuple is an instance) */
  const Tuple *t = RT_AS(Tuple, v);
  for (int64_t k = 0; k < t->n; k++)
    if (needs_boxing(t->items[k])) return true;
  return false;
}

/* r boxed as Numba boxes it, nested tuples item by item (consumes r). */
static Value box_result(Value r) {
  if (!needs_boxing(r)) return r;
  if (boxed_as_python(r)) {
    Value py = rt_npscalar_to_py(r);
    rt_decref(r);
    return py;
  }
  if (rt_is_dict(r)) {
    int dmark = rt_cleanup_push_value(&r);
    Value td = typed_dict_of(r);
    rt_cleanup_pop(dmark, true);
    return td;
  }
  int mark = rt_cleanup_push_value(&r);
  const Tuple *t = RT_AS(Tuple, r);
  Value out = rt_tuple_new(t->n);
  rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < t->n; k++) {
    rt_incref(t->items[k]);
    rt_tuple_set(out, k, box_result(t->items[k]));
  }
  rt_cleanup_pop(mark, false);
  rt_decref(r);
  return out;
}

static void restore_ints(void *was) { rt_int_numba_wrap(*(bool *)was); }

/* The interpreter tier takes a call as Python makes it; random.seed() seeds as Numba's
 * compiled code does unless Numba runs the function in object mode. */
/* The signature of an interpreted call, noted for dispatcher.signatures (Numba lists what it
 * compiled, in nopython or object mode; a declared signature is listed already). */
static void note_sig(const KirDispatcher *d, int argc, const Value *argv, const Kwargs *kw, Value r, bool nopython) {
  Value args[KIR_MAX_ARGS];
  if (d->nsigs) return;
  int nargs = bind_args(d->fn, argc, argv, kw, args);
  kir_interp_sig_note(d->fn, nargs, args, r, nopython);
}

static Value interpret(const KirDispatcher *d, int argc, const Value *argv, const Kwargs *kw) {
  if (d->forceobj || (!d->nopython && kir_numba_object_mode(d))) {
    Value r = rt_call(d->fn, argc, argv, kw);
    int mark = rt_cleanup_push_value(&r);
    note_sig(d, argc, argv, kw, r, false);
    rt_cleanup_pop(mark, false);
    return r;
  }
  bool was = rt_pyrandom_numba_seeding(true);
  int mark = rt_cleanup_push(restore_seeding, &was);
  bool records_were = rt_np_numba_records(true);
  rt_cleanup_push(restore_records, &records_were);
  Value views[KIR_MAX_ARGS]; /* structured arrays with Numba's r.x for r['x'] */
  int nviews = argc < KIR_MAX_ARGS ? argc : 0;
  for (int k = 0; k < nviews; k++) {
    views[k] = rt_np_record_numba_view(argv[k]);
    rt_cleanup_push_value(&views[k]);
    if (rt_is_undef(views[k])) views[k] = argv[k], rt_incref(argv[k]);
  }
  bool ints_were = rt_int_numba_wrap(true);
  rt_cleanup_push(restore_ints, &ints_were);
  KirOverloadSwap swap;
  kir_overload_enter(d->fn, &swap);
  rt_cleanup_push(kir_overload_leave, &swap);
  KirFreeze freeze;
  kir_numba_freeze_enter(rt_obj((KirDispatcher *)d), &freeze);
  rt_cleanup_push(kir_numba_freeze_leave, &freeze);
  Value r = rt_call(d->fn, argc, nviews ? views : argv, kw);
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&r);
  note_sig(d, argc, argv, kw, r, true);
  rt_cleanup_pop(mark, false);
  /* a call from another interpreted @jit function keeps its NumPy scalar (its type is the
   * caller's typing); Python code gets Numba's boxed value */
  return was ? r : box_result(r);
}

static KirJitDebugHook jit_debug;

void kir_set_jit_debug(KirJitDebugHook hook) { jit_debug = hook; }

/* Whether the debugger stops in d's function, compiled as f: asked only under --debug. Its
 * lines are those of its compiled code, so a breakpoint in a @jit function it calls (inlined
 * into it) counts: run in the interpreter, the call reaches that function's dispatcher. */
static __attribute__((noinline)) bool debugged(const KirDispatcher *d, const KirFunc *f) {
  const Proto *p = RT_AS(Function, d->fn)->proto;
  int first = p->firstline, last = p->firstline;
  for (int k = 0; k < f->ncode; k++) {
    int line = f->code[k].span.line;
    if (line > 0 && line < first) first = line;
    if (line > last) last = line;
  }
  return jit_debug(p->source ? p->source->name : "", p->source ? p->source->text : NULL, first, last);
}

static bool has_keyword(const Kwargs *kw, const char *name) {
  for (int k = 0; k < kw->n; k++)
    if (!strcmp(kw->names[k], name)) return true;
  return false;
}

/* A @jit dispatcher binds a call's arguments itself before any tier runs (find_named_args in
 * Numba's _dispatcher.c), with its own messages: "too many arguments: expected 2, got 3",
 * "not enough arguments: expected at least 1, got 0", "missing argument 'x'", "some keyword
 * arguments unexpected". Functions with keyword-only parameters or **kwargs, which Numba does
 * not compile, are left to Python's binding. */
static void numba_fold_args(const Proto *p, int argc, const Kwargs *kw) {
  if (p->nkwonly || (p->flags & VM_VARKW)) return;
  bool star = p->flags & VM_VARARGS;
  int nkw = kw ? kw->n : 0, total = argc + nkw, func_args = p->nparams + star;
  int minargs = p->nparams - p->ndefaults;
  if (!star && total > func_args)
    rt_raise(RT_EXC_TypeError, "too many arguments: expected %d, got %d", func_args, total);
  if (total < minargs)
    rt_raise(RT_EXC_TypeError, "not enough arguments: expected %s%d, got %d", minargs == func_args ? "" : "at least ",
             minargs, total);
  int named = nkw;
  for (int i = argc; i < p->nparams && nkw; i++) {
    if (has_keyword(kw, p->params[i])) named--;
    else if (i < minargs) rt_raise(RT_EXC_TypeError, "missing argument '%s'", p->params[i]);
  }
  if (named) rt_raise(RT_EXC_TypeError, "some keyword arguments unexpected");
}

typedef struct CheckedCall {
  KirFunc *f;
  int argc;
  const Value *argv;
  Value result;
} CheckedCall;

static void checked_call_job(void *ud) {
  CheckedCall *c = ud;
  c->result = kir_call(c->f, c->argc, c->argv);
}

/* @jit(boundscheck=True): Numba's compiled check raises IndexError("index is out of bounds")
 * (Weft checks every index of compiled code, with NumPy's words otherwise); the function's own
 * IndexErrors go on as they are. */
static Value call_boundscheck(KirFunc *f, int argc, const Value *argv) {
  CheckedCall c = {f, argc, argv, rt_undef()};
  if (!rt_pcall(checked_call_job, &c)) return c.result;
  const Exception *e = rt_error_current();
  if (e->kind != RT_EXC_IndexError || !e->message || !strstr(e->message, " is out of bounds for axis ")) rt_reraise();
  rt_error_clear();
  rt_raise(RT_EXC_IndexError, "index is out of bounds");
}

/* Numba 0.56 types a float16 argument but cannot lower it: nopython mode stops there (with
 * this message), where @jit falls back to object mode. */
static void check_half_args(const KirDispatcher *d, int argc, const Value *argv) {
  if (!d->nopython) return;
  for (int k = 0; k < argc; k++) {
    Value a = kir_unwrap_array(argv[k]);
    DType dt = rt_is_npscalar(argv[k]) ? RT_AS(NpScalar, argv[k])->dtype
               : !rt_is_array(a)       ? DT_BOOL
                                       : RT_AS(Array, a)->dtype;
    if (dt == DT_FLOAT16)
      rt_raise(RT_EXC_NotImplementedError, "Failed in nopython mode pipeline (step: native lowering)\nfloat16");
    if (dt == DT_LONGDOUBLE && !rt_is_npscalar(argv[k])) /* Numba has no long double */
      rt_raise(RT_EXC_NumbaValueError, "Unsupported array dtype: float128");
    if (dt == DT_LONGDOUBLE) rt_raise(RT_EXC_NotImplementedError, "float128");
  }
}

/* Numba's name of an item of a list argument (a string is unicode_type), or false where the
 * typer has no name for it (Numba's own verdict on those is another message). */
static bool list_item_type(Value v, char *buf, int n);

/* 'UniTuple(int64 x 2)' or 'Tuple(int64, float64)'. */
static bool tuple_item_type(const Tuple *t, char *buf, int n) {
  char first[128], item[128];
  if (t->n == 0 || !list_item_type(t->items[0], first, sizeof first)) return false;
  bool uni = true;
  for (int64_t k = 1; k < t->n; k++) {
    if (!list_item_type(t->items[k], item, sizeof item)) return false;
    uni = uni && strcmp(item, first) == 0;
  }
  if (uni) return snprintf(buf, (size_t)n, "UniTuple(%s x %lld)", first, (long long)t->n) < n;
  int used = snprintf(buf, (size_t)n, "Tuple(");
  for (int64_t k = 0; k < t->n && used < n; k++) {
    list_item_type(t->items[k], item, sizeof item);
    used += snprintf(buf + used, (size_t)(n - used), "%s%s", k ? ", " : "", item);
  }
  return used < n && used + snprintf(buf + used, (size_t)(n - used), ")") < n;
}

static bool list_item_type(Value v, char *buf, int n) {
  KirTy t;
  char why[160];
  if (rt_is_str(v)) snprintf(buf, (size_t)n, "unicode_type");
  else if (rt_is_none(v)) snprintf(buf, (size_t)n, "none");
  else if (rt_is_tuple(v)) return tuple_item_type(RT_AS(Tuple, v), buf, n);
  else if (!kir_try_type_of_value(v, &t, why, sizeof why)) return false;
  else kir_type_name(t, buf, n);
  return true;
}

/* A list argument is unboxed as a reflected list of its first item's type: an item of another
 * type stops the call with Numba's TypeError. */
static void check_list_args(int argc, const Value *argv) {
  for (int k = 0; k < argc; k++) {
    if (!rt_is_list(argv[k])) continue;
    const List *l = RT_AS(List, argv[k]);
    char first[128], item[128];
    if (l->n < 2 || !list_item_type(l->items[0], first, sizeof first)) continue;
    for (int64_t i = 1; i < l->n; i++) {
      if (!list_item_type(l->items[i], item, sizeof item)) break;
      if (strcmp(first, item) != 0) rt_raise(RT_EXC_TypeError, "can't unbox heterogeneous list: %s != %s", first, item);
    }
  }
}

/* Plain Python numbers only: the tags whose Numba type is the tag alone (int64, float64, bool). */
static bool hot_tag(Value v) { return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL; }

/* The fast path's code for this call, or NULL: the same number of positional arguments with
 * the same tags as the call that set it (set_hot). */
static KirFunc *hot_code(const KirDispatcher *d, int argc, const Value *argv, const Kwargs *kw) {
  if (!d->hot || argc != d->hot_argc || (kw && kw->n) || jit_debug) return NULL;
  for (int k = 0; k < argc; k++)
    if (argv[k].tag != d->hot_tags[k]) return NULL;
  return d->hot;
}

/* Keep f as the fast path's code when the call needed nothing the fast path skips: every
 * parameter given by position (no defaults, no *args, no keyword-only ones), each a plain
 * number, no declared signatures (arguments would convert to them). */
static void set_hot(KirDispatcher *d, KirFunc *f, int argc, const Value *argv, const Kwargs *kw) {
  const Proto *p = RT_AS(Function, d->fn)->proto;
  if (d->nsigs || argc > KIR_HOT_ARGS || argc != p->nparams || (kw && kw->n) || p->nkwonly ||
      (p->flags & (VM_VARARGS | VM_VARKW)) || f->usig.nargs != argc)
    return;
  for (int k = 0; k < argc; k++) {
    if (!hot_tag(argv[k])) return;
    d->hot_tags[k] = (unsigned char)argv[k].tag;
  }
  d->hot = f;
  d->hot_argc = argc;
}

/* A device array without a GPU: the simulator's FakeCUDAArray, which Numba's CPU typing cannot
 * type (kir_numba.c words the TypingError); a GPU's DeviceNDArray types as its array. */
static bool fake_devarray_arg(int n, const Value *args) {
  if (kir_engine_device()) return false;
  for (int k = 0; k < n; k++)
    if (!rt_is_array(args[k]) && rt_is_array(kir_unwrap_array(args[k]))) return true;
  return false;
}

Value kir_jit_call(Value dispatcher, int argc, const Value *argv, const Kwargs *kw) {
  KirDispatcher *d = RT_AS(KirDispatcher, dispatcher);
  KirFunc *hot = hot_code(d, argc, argv, kw);
  if (hot) return d->boundscheck ? call_boundscheck(hot, argc, argv) : kir_call(hot, argc, argv);
  numba_fold_args(RT_AS(Function, d->fn)->proto, argc, kw);
  if (d->forceobj) return interpret(d, argc, argv, kw);
  Value args[KIR_MAX_ARGS];
  int nargs = bind_args(d->fn, argc, argv, kw, args);
  KirSig sig;
  Value flat[KIR_MAX_ARGS];
  if (nargs >= 0) check_list_args(nargs, args);
  if (nargs >= 0 && kir_numba_rewrite_verdict(dispatcher, nargs, args)) return interpret(d, argc, argv, kw);
  if (nargs >= 0) kir_numba_reflected_warn(dispatcher, nargs, args);
  if (nargs >= 0 && !d->nsigs) kir_interp_sig_check(d->fn, nargs, args);
  if (nargs < 0 || fake_devarray_arg(nargs, args) || !call_sig(d, nargs, args, &sig, flat, false)) { /* values the engines cannot take */
    if (nargs >= 0) check_half_args(d, nargs, args);
    kir_numba_verdict(dispatcher, nargs < 0 ? argc : nargs, nargs < 0 ? argv : args, true, NULL);
    return interpret(d, argc, argv, kw);
  }
  if (d->parallel) kir_parfor_note_compile(dispatcher, nargs, args);
  KirFunc *f = jit_tier(dispatcher, &sig, nargs, args);
  if (f && jit_debug && debugged(d, f)) return interpret(d, argc, argv, kw);
  if (f) f->parallel |= d->parallel; /* read by the CPU engine at its first call */
  if (f) set_hot(d, f, argc, argv, kw);
  if (f) return d->boundscheck ? call_boundscheck(f, sig.nargs, flat) : kir_call(f, sig.nargs, flat);
  return interpret(d, argc, argv, kw);
}

/* Elementwise inputs as the engines take them: a complex input is two inputs at its stride,
 * the imaginary part's half an element on (the result's parts are written side by side). */
static void lower_lanes(const KirFunc *f, char *const *in, const int64_t *in_strides, char **ein, int64_t *estr) {
  for (int k = 0, e = 0; k < f->usig.nargs; k++) {
    ein[e] = in[k];
    estr[e++] = in_strides[k];
    if (!kir_is_cplx_dtype(f->usig.args[k].dtype)) continue;
    ein[e] = in[k] + rt_dtypes[f->usig.args[k].dtype].itemsize / 2;
    estr[e++] = in_strides[k];
  }
}

/* The run of an elementwise call over n lanes; ein and estr (KIR_MAX_ARGS each, the caller's)
 * receive the lowered inputs and live as long as the run. */
static void elementwise_run(KirRun *run, const KirFunc *f, int64_t n, char *const *in, const int64_t *in_strides,
                            char **ein, int64_t *estr, char *out, int64_t out_stride) {
  lower_lanes(f, in, in_strides, ein, estr);
  memset(run, 0, sizeof *run);
  run->nlanes = n;
  run->lane_in = ein;
  run->lane_in_strides = estr;
  run->lane_out = out;
  run->lane_out_stride = out_stride;
}

void kir_run_elementwise(KirFunc *f, int64_t n, char *const *in, const int64_t *in_strides,
                         char *out, int64_t out_stride) {
  if (n <= 0) return;
  char *ein[KIR_MAX_ARGS];
  int64_t estr[KIR_MAX_ARGS];
  KirRun run;
  elementwise_run(&run, f, n, in, in_strides, ein, estr, out, out_stride);
  check_run(f, &run);
}

/* One-lane runs of gufunc cores: every argument starts at core `first`. */
static void gufunc_run_init(KirFunc *f, int64_t first, const Array *const *views, const int64_t *core_strides,
                            KirArgBuf *arrays, uint64_t *scalars, KirRun *run) {
  memset(run, 0, sizeof *run);
  run->grid[0] = run->grid[1] = run->grid[2] = 1;
  run->block[0] = run->block[1] = run->block[2] = 1;
  run->arrays = arrays;
  run->scalars = scalars;
  if (f->sig.nargs != f->usig.nargs) /* a complex scalar would take two engine arguments */
    rt_raise(RT_EXC_TypeError, "complex scalar arguments of @guvectorize functions are not supported in Weft");
  for (int k = 0; k < f->sig.nargs; k++) {
    arg_buf(rt_obj((Obj *)views[k]), &arrays[k]);
    if (f->usig.args[k].kind == KIR_TY_ARRAY) cplx_buf(&arrays[k]);
    arrays[k].data += first * core_strides[k];
    scalars[k] = 0;
  }
}

/* A scalar argument ('()' in the layout, a scalar type in the signature) is passed by value:
 * read from its 0-d view at the current core, in the parameter's type. */
static void gufunc_scalars(const KirFunc *f, const KirArgBuf *arrays, uint64_t *scalars) {
  for (int k = 0; k < f->sig.nargs; k++) {
    if (f->sig.args[k].kind != KIR_TY_SCALAR) continue;
    char elem[8] = {0};
    rt_elem_cast(f->sig.args[k].dtype, elem, arrays[k].dtype, arrays[k].data);
    memcpy(&scalars[k], elem, sizeof elem);
  }
}

static void gufunc_next(const KirFunc *f, KirArgBuf *arrays, const int64_t *core_strides) {
  for (int k = 0; k < f->sig.nargs; k++) arrays[k].data += core_strides[k];
}

void kir_run_gufunc(KirFunc *f, int64_t ncores, const Array *const *views, const int64_t *core_strides) {
  KirArgBuf arrays[KIR_MAX_ARGS];
  uint64_t scalars[KIR_MAX_ARGS];
  KirRun run;
  gufunc_run_init(f, 0, views, core_strides, arrays, scalars, &run);
  for (int64_t c = 0; c < ncores; c++) {
    gufunc_scalars(f, arrays, scalars);
    check_run(f, &run);
    gufunc_next(f, arrays, core_strides);
  }
}

void kir_set_parallel(KirFunc *f, bool parallel) { f->parallel = parallel; }

/* ---- worker threads of target='parallel' (kir.h): the home engine's try_launch ---- */
bool kir_parallel_prepare(KirFunc *f) {
  const KirEngine *e = home();
  return e->parallel_prepare && e->parallel_prepare(e->self, f);
}

int kir_try_elementwise(KirFunc *f, int64_t n, char *const *in, const int64_t *in_strides,
                        char *out, int64_t out_stride) {
  if (n <= 0) return 0;
  char *ein[KIR_MAX_ARGS];
  int64_t estr[KIR_MAX_ARGS];
  KirRun run;
  elementwise_run(&run, f, n, in, in_strides, ein, estr, out, out_stride);
  const KirEngine *e = home();
  return e->try_launch(e->self, f, &run);
}

int64_t kir_try_gufunc(KirFunc *f, int64_t lo, int64_t hi, const Array *const *views,
                       const int64_t *core_strides, bool *nomem) {
  KirArgBuf arrays[KIR_MAX_ARGS];
  uint64_t scalars[KIR_MAX_ARGS];
  KirRun run;
  gufunc_run_init(f, lo, views, core_strides, arrays, scalars, &run);
  const KirEngine *e = home();
  /* native code (decided on the calling thread, in vm/numba/ufunc_core.c) runs its cores here */
  bool native = kir_engine_cpu_takes(f, false);
  int64_t bad = -1;
  int rc = 0;
  for (int64_t c = lo; c < hi && bad < 0; c++) {
    gufunc_scalars(f, arrays, scalars);
    if ((rc = native ? kir_engine_cpu_run(f, &run) : e->try_launch(e->self, f, &run)) != 0) bad = c;
    gufunc_next(f, arrays, core_strides);
  }
  *nomem = bad >= 0 && rc == KIR_TRY_NOMEM;
  return bad;
}

/* ---- kernel launches ---- */

#define CUDA_MAX_THREADS 1024
#define CUDA_MAX_SHARED (48 * 1024)

static void validate(const KirLaunch *cfg) {
  static const int64_t block_max[3] = {1024, 1024, 64};
  static const int64_t grid_max[3] = {2147483647, 65535, 65535};
  for (int k = 0; k < 3; k++) {
    if (cfg->block[k] < 1 || cfg->block[k] > block_max[k] || cfg->grid[k] < 1 || cfg->grid[k] > grid_max[k])
      rt_raise(RT_EXC_RuntimeError, "CUDA_ERROR_INVALID_VALUE: launch dimensions grid (%lld, %lld, %lld) block (%lld, %lld, %lld) are out of range",
               (long long)cfg->grid[0], (long long)cfg->grid[1], (long long)cfg->grid[2],
               (long long)cfg->block[0], (long long)cfg->block[1], (long long)cfg->block[2]);
  }
  int64_t threads = cfg->block[0] * cfg->block[1] * cfg->block[2];
  if (threads > CUDA_MAX_THREADS)
    rt_raise(RT_EXC_RuntimeError, "CUDA_ERROR_INVALID_VALUE: a block of %lld threads exceeds the limit of %d threads per block",
             (long long)threads, CUDA_MAX_THREADS);
  if (cfg->shared_bytes < 0)
    rt_raise(RT_EXC_RuntimeError, "CUDA_ERROR_INVALID_VALUE: a dynamic shared memory size of %lld bytes is negative",
             (long long)cfg->shared_bytes);
  if (cfg->shared_bytes > CUDA_MAX_SHARED)
    rt_raise(RT_EXC_RuntimeError, "CUDA_ERROR_INVALID_VALUE: %lld bytes of dynamic shared memory exceed the limit of %d",
             (long long)cfg->shared_bytes, CUDA_MAX_SHARED);
}

static void check_static_shared(const KirFunc *f, const KirLaunch *cfg) {
  int64_t total = cfg->shared_bytes;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED) total += f->slots[k].size * rt_dtypes[f->slots[k].dtype].itemsize;
  if (total > CUDA_MAX_SHARED)
    rt_raise(RT_EXC_RuntimeError, "CUDA_ERROR_INVALID_VALUE: kernel %s uses %lld bytes of shared memory (limit %d)",
             f->name, (long long)total, CUDA_MAX_SHARED);
}

static int64_t array_nbytes(Value v) {
  const Array *a = RT_AS(Array, v);
  return a->size * rt_dtypes[a->dtype].itemsize;
}

/* Numba transfers a host array only if its core (broadcast axes dropped) is C- or
 * F-contiguous; size-1 axes do not matter, as in NumPy's flags. */
static bool contiguous_core(const Array *a, bool fortran) {
  int64_t expect = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    int k = fortran ? i : a->ndim - 1 - i;
    if (a->strides[k] == 0 || a->shape[k] == 1) continue;
    if (a->strides[k] != expect) return false;
    expect *= a->shape[k];
  }
  return true;
}

/* The device copy of a host array argument: Fortran-ordered for an F-contiguous (and not
 * C-contiguous) array, as Numba's copy keeps it (a kernel's a.strides shows it), else C order. */
static Value launch_copy(Value v) {
  const Array *a = RT_AS(Array, v);
  bool fortran = !rt_array_is_c_contiguous(a) && contiguous_core(a, true);
  for (int i = 0; i < a->ndim && fortran; i++) fortran = a->strides[i] != 0 || a->shape[i] == 1;
  if (!fortran) return rt_array_contiguous(v, true);
  int64_t rshape[RT_MAXDIM], strides[RT_MAXDIM], step = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    rshape[i] = a->shape[a->ndim - 1 - i];
    strides[i] = step;
    step *= a->shape[i];
  }
  Value mem = rt_array_new(a->dtype, a->ndim, rshape, false);
  Value copy = rt_array_view(mem, a->dtype, a->ndim, a->shape, strides, RT_AS(Array, mem)->data);
  rt_decref(mem);
  int mark = rt_cleanup_push_value(&copy);
  rt_array_assign(copy, v);
  rt_cleanup_pop(mark, false);
  return copy;
}

static void check_transferable(Value v) {
  const Array *a = RT_AS(Array, v);
  if (!contiguous_core(a, false) && !contiguous_core(a, true))
    rt_raise(RT_EXC_ValueError, "Array contains non-contiguous buffer and cannot be transferred as a single "
                                "memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()");
}

/* The profiler's record of a launch, with the kernel's parameter names for its advice (array
 * parameters are named by their slots; scalars stay NULL). */
static __attribute__((noinline, cold)) ProfKernel *launch_profiled(const KirFunc *f, const KirLaunch *cfg, int argc,
                                                                   const Value *argv) {
  const char *names[KIR_MAX_ARGS] = {0};
  for (int s = 0; s < f->nslots; s++)
    if (f->slots[s].kind == KIR_SLOT_PARAM && f->slots[s].param >= 0 && f->slots[s].param < KIR_MAX_ARGS)
      names[f->slots[s].param] = f->slots[s].name;
  return prof_launch_begin(f->name, f->file, cfg->grid, cfg->block, cfg->shared_bytes, argc, argv, names, &cfg->stream);
}

/* Whether the launch may run on the host arrays themselves (an engine with launch_in_place,
 * which undoes a faulting run): each array writeable and C-contiguous, as its device copy would
 * be, and no two sharing memory, where the copies would not; no structured array, whose
 * interleaved (and maybe unaligned) fields run on copies (record_copies). */
static bool in_place_ok(int argc, const Value *argv) {
  for (int k = 0; k < argc; k++) {
    if (rt_np_record_layout_of(argv[k])) return false; /* fields go as aligned copies */
    if (!rt_is_array(argv[k])) continue;
    const Array *a = RT_AS(Array, argv[k]);
    if (!a->writeable || !rt_array_is_c_contiguous(a)) return false;
    for (int j = 0; j < k; j++) {
      if (!rt_is_array(argv[j])) continue;
      const Array *b = RT_AS(Array, argv[j]);
      if (a->data < b->data + array_nbytes(argv[j]) && b->data < a->data + array_nbytes(argv[k])) return false;
    }
  }
  return true;
}

/* The launch on the host arrays (kir_engine_run_in_place): true when it ran clean, with the
 * copies it saved counted as Numba's launch would make them. */
static bool launch_in_place(KirFunc *f, const KirLaunch *cfg, int argc, const Value *argv) {
  KirArgBuf arrays[KIR_MAX_ARGS];
  uint64_t scalars[KIR_MAX_ARGS];
  for (int k = 0, e = 0; k < argc; k++) {
    Value arr = f->usig.args[k].kind != KIR_TY_ARRAY ? rt_undef() : kir_unwrap_array(argv[k]);
    e = lower_arg(f, k, argv[k], arr, e, arrays, scalars);
  }
  KirRun run;
  memset(&run, 0, sizeof run);
  memcpy(run.grid, cfg->grid, sizeof run.grid);
  memcpy(run.block, cfg->block, sizeof run.block);
  run.dyn_shared = cfg->shared_bytes;
  run.arrays = arrays;
  run.scalars = scalars;
  if (kir_engine_run_in_place(f, &run) != 0) return false;
  for (int k = 0; k < argc; k++)
    if (rt_is_array(argv[k])) kir_copy_count(KIR_COPY_H2D, array_nbytes(argv[k]));
  for (int k = 0; k < argc; k++)
    if (rt_is_array(argv[k])) kir_copy_count(KIR_COPY_D2H, array_nbytes(argv[k]));
  return true;
}

/* A launch's device copies of host arrays (RT_UNDEF for other arguments), dropped however the
 * launch ends. */
typedef struct LaunchCopies {
  Value v[KIR_MAX_ARGS];
  int n;
  Value fviews[KIR_MAX_ARGS], fcopies[KIR_MAX_ARGS]; /* records: each field's view and copy */
  int nf;
} LaunchCopies;

static void drop_copies(void *ud) {
  LaunchCopies *cp = ud;
  for (int k = 0; k < cp->n; k++) rt_decref(cp->v[k]);
  for (int j = 0; j < cp->nf; j++) {
    rt_decref(cp->fviews[j]);
    rt_decref(cp->fcopies[j]);
  }
  cp->n = cp->nf = 0;
}

/* A structured array's fields as a launch's device copies: each field copied to an array of
 * its own (contiguous, aligned), so that engines that copy arrays in and back (the GPU's)
 * never write one field's stale bytes over another's; copied back into the views afterwards. */
static int record_copies(int rec, Value v, int e, KirArgBuf *arrays, LaunchCopies *cp) {
  for (int i = 0; i < rt_np_record_nfields(rec); i++) {
    int j = cp->nf;
    if (j == KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many record fields for one launch");
    cp->fcopies[j] = rt_undef();
    cp->fviews[j] = rt_np_record_field_array(v, i);
    cp->nf++; /* dropped from here on however the launch ends */
    cp->fcopies[j] = rt_array_contiguous(cp->fviews[j], true);
    kir_copy_count(KIR_COPY_H2D, array_nbytes(cp->fcopies[j]));
    arg_buf(cp->fcopies[j], &arrays[e++]);
  }
  return e;
}

/* Numba's simulator calls a kernel's Python function in every thread, so a launch with the
 * wrong number of arguments is Python's TypeError, raised in the first block's first thread
 * (for functions with plain parameters; the others keep the compiler's message). */
static void check_kernel_arity(Value fn, int argc) {
  const Proto *p = RT_AS(Function, fn)->proto;
  if (argc == p->nparams || p->ndefaults || p->nkwonly || (p->flags & (VM_VARARGS | VM_VARKW))) return;
  const char *where = "tid=[0, 0, 0] ctaid=[0, 0, 0]: ";
  if (argc > p->nparams)
    rt_raise(RT_EXC_TypeError, "%s%s() takes %d positional argument%s but %d %s given", where, p->qualname,
             p->nparams, p->nparams == 1 ? "" : "s", argc, argc == 1 ? "was" : "were");
  char list[800];
  size_t len = 0;
  int n = p->nparams - argc;
  list[0] = 0;
  for (int k = 0; k < n && len < sizeof list; k++) { /* 'a', 'a' and 'b', 'a', 'b', and 'c' */
    const char *sep = k == 0 ? "" : n == 2 ? " and " : k == n - 1 ? ", and " : ", ";
    len += (size_t)snprintf(list + len, sizeof list - len, "%s'%s'", sep, p->params[argc + k]);
  }
  rt_raise(RT_EXC_TypeError, "%s%s() missing %d required positional argument%s: %s", where, p->qualname, n,
           n == 1 ? "" : "s", list);
}

void kir_launch(Value kernel, const KirLaunch *cfg, int nparams, const Value *params) {
  validate(cfg);
  check_kernel_arity(RT_AS(KirDispatcher, kernel)->fn, nparams);
  KirSig sig;
  Value argv[KIR_MAX_ARGS];
  call_sig(RT_AS(KirDispatcher, kernel), nparams, params, &sig, argv, true);
  int argc = sig.nargs;
  sig.ret.kind = KIR_TY_VOID;
  for (int k = 0; k < argc; k++) { /* a device array of records goes as its structured array (borrowed) */
    Value u = rt_is_array(argv[k]) ? rt_undef() : kir_unwrap_array(argv[k]);
    if (!rt_is_undef(u) && !rt_is_array(u)) argv[k] = u;
  }
  KirFunc *f = kernel_specialize(RT_AS(KirDispatcher, kernel)->fn, &sig);
  if (!f) {
    kir_interp_kernel(RT_AS(KirDispatcher, kernel)->fn, cfg, nparams, params);
    return;
  }
  check_static_shared(f, cfg);
  /* host arrays: a device copy for the launch, copied back afterwards (Numba's rule) */
  KirArgBuf arrays[KIR_MAX_ARGS];
  uint64_t scalars[KIR_MAX_ARGS];
  for (int k = 0; k < argc; k++)
    if (rt_is_array(argv[k])) check_transferable(argv[k]);
  /* the profiler's record of this launch (NULL when off); the engine counts into it */
  ProfKernel *pk = PROF_ON() ? launch_profiled(f, cfg, argc, argv) : NULL;
  if (!pk && in_place_ok(argc, argv) && launch_in_place(f, cfg, argc, argv)) return;
  LaunchCopies cp = {.n = argc, .nf = 0};
  for (int k = 0; k < argc; k++) cp.v[k] = rt_undef();
  int mark = rt_cleanup_push(drop_copies, &cp); /* a copy, a lowering or the engine may raise */
  for (int k = 0; k < argc; k++) {
    if (!rt_is_array(argv[k])) continue;
    cp.v[k] = launch_copy(argv[k]);
    kir_copy_count(KIR_COPY_H2D, array_nbytes(cp.v[k]));
  }
  for (int k = 0, e = 0; k < argc; k++) {
    if (f->usig.args[k].kind == KIR_TY_ARRAY && f->usig.args[k].rec) {
      e = record_copies(f->usig.args[k].rec, argv[k], e, arrays, &cp);
      continue;
    }
    Value arr = f->usig.args[k].kind != KIR_TY_ARRAY ? rt_undef() : rt_is_undef(cp.v[k]) ? kir_unwrap_array(argv[k]) : cp.v[k];
    e = lower_arg(f, k, argv[k], arr, e, arrays, scalars);
  }
  KirRun run;
  memset(&run, 0, sizeof run);
  memcpy(run.grid, cfg->grid, sizeof run.grid);
  memcpy(run.block, cfg->block, sizeof run.block);
  run.dyn_shared = cfg->shared_bytes;
  run.arrays = arrays;
  run.scalars = scalars;
  const KirEngine *engine;
  int rc = kir_engine_run(f, &run, &engine);
  prof_launch_end(pk, rc);
  for (int k = 0; k < argc && rc == 0; k++) {
    if (rt_is_undef(cp.v[k])) continue;
    rt_array_assign(argv[k], cp.v[k]);
    kir_copy_count(KIR_COPY_D2H, array_nbytes(cp.v[k]));
  }
  for (int j = 0; j < cp.nf && rc == 0; j++) { /* the fields after their records' copies */
    rt_array_assign(cp.fviews[j], cp.fcopies[j]);
    kir_copy_count(KIR_COPY_D2H, array_nbytes(cp.fcopies[j]));
  }
  rt_cleanup_pop(mark, true);
  if (!rc) return;
  int exc;
  const char *msg = engine->last_fault(engine->self, &exc);
  /* an IndexError, or a raise statement's exception, as Numba's simulator raises them */
  if (exc != RT_EXC_RuntimeError || !strncmp(msg, "tid=[", 5)) rt_raise((ExcKind)exc, "%s", msg);
  rt_raise(RT_EXC_RuntimeError, "kernel '%s' stopped on a fault (see the report above)", f->name);
}
