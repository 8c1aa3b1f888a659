/* ufunc_core.c — running the cores of Numba's ufunc decorators on vm/kir's typed engine (gufunc
 * cores with scalar arguments too: kir_run_gufunc passes them by value). target='parallel'
 * splits a large elementwise range or gufunc batch into contiguous chunks on threads (see
 * "parallel"). target='cuda' calls are logged for the profiler as the kernel launches Numba
 * makes (see "target='cuda' as the profiler sees it"), and offered to the registered engines
 * first (ufunc_gpu.h). Also the small rules the decorators share: target names and NumPy's safe
 * casting. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/prof_sink.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "../np/np_loops.h"
#include "../np/np_strarray.h"
#include "numba_ufunc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

NbTarget nb_parse_target(Value v) {
  if (rt_is_undef(v)) return NB_TARGET_CPU;
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "target must be a string, not '%s'", rt_type_name(v));
  const char *s = rt_str_data(v);
  if (!strcmp(s, "cpu")) return NB_TARGET_CPU;
  if (!strcmp(s, "parallel")) return NB_TARGET_PARALLEL;
  if (!strcmp(s, "cuda")) return NB_TARGET_CUDA;
  rt_raise(RT_EXC_ValueError, "Unsupported target: %s", s);
}

/* np.can_cast(from, to, 'safe'): every value of `from` is representable in `to`. */
bool nb_can_cast_safe(DType from, DType to) {
  const DTypeInfo *f = &rt_dtypes[from], *t = &rt_dtypes[to];
  if (from == to || f->kind == 'b') return true;
  if (f->kind == 'c') return t->kind == 'c' && f->itemsize <= t->itemsize;
  switch (t->kind) {
    case 'b': return false;
    case 'u': return f->kind == 'u' && f->itemsize <= t->itemsize;
    case 'i':
      return (f->kind == 'i' && f->itemsize <= t->itemsize) ||
             (f->kind == 'u' && f->itemsize < t->itemsize);
    default: /* 'f': NumPy counts every integer as safe in float64, up to 16 bits in float32 */
      return f->kind == 'f' ? f->itemsize <= t->itemsize : t->itemsize == 8 || f->itemsize <= 2;
  }
}

DType nb_min_scalar_dtype(Value v) {
  DType dt = v.tag == RT_BOOL ? DT_BOOL : v.tag == RT_INT ? DT_INT64 : v.tag == RT_FLOAT ? DT_FLOAT64
             : RT_AS(NpScalar, v)->dtype;
  char kind = rt_dtypes[dt].kind;
  if (kind == 'b') return DT_BOOL;
  if (kind == 'f') {
    double x = rt_to_double(v, "scalar");
    return x > 3.4028234663852886e38 || x < -3.4028234663852886e38 ? DT_FLOAT64 : DT_FLOAT32;
  }
  if (dt == DT_UINT64 && RT_AS(NpScalar, v)->as.u64 > INT64_MAX) return DT_UINT64;
  int64_t i = rt_to_index(v, "scalar");
  static const DType uns[] = {DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64};
  static const DType sgn[] = {DT_INT8, DT_INT16, DT_INT32, DT_INT64};
  static const int64_t lim[] = {INT64_C(0xff), INT64_C(0xffff), INT64_C(0xffffffff)};
  for (int b = 0; b < 3; b++) {
    if (i >= 0 && i <= lim[b]) return uns[b];
    if (i < 0 && i >= -(lim[b] / 2) - 1) return sgn[b];
  }
  return i >= 0 ? uns[3] : sgn[3];
}

void nb_refuse_text(const char *name, int nin, const Value *argv) {
  for (int k = 0; k < nin; k++) {
    Value v = argv[k];
    bool text = rt_is_str(v) || np_is_bytes(v) || np_is_strarr(v) ||
                ((rt_is_list(v) || rt_is_tuple(v)) && np_str_leaves(v));
    if (text) np_ufunc_no_loop(name);
  }
}

int nb_kind_category(DType dt) {
  char k = rt_dtypes[dt].kind;
  return k == 'b' ? 0 : k == 'f' ? 2 : 1;
}

const char *nb_func_name(Value fn) {
  static char buf[128];
  Value v = rt_is_obj(fn) && fn.as.o->type->getattr ? fn.as.o->type->getattr(fn, "__name__") : rt_undef();
  if (!rt_is_str(v)) return "<ufunc>";
  snprintf(buf, sizeof buf, "%s", rt_str_data(v));
  rt_decref(v);
  return buf;
}

void nb_core_init(NbCore *c, Value pyfunc, const KirSig *sig, NbTarget target) {
  c->pyfunc = pyfunc;
  c->sig = *sig;
  c->target = target == NB_TARGET_CUDA ? KIR_TARGET_DEVICE : KIR_TARGET_CPU;
  c->compiled = NULL;
  c->interpreted = false;
  c->parallel = target == NB_TARGET_PARALLEL;
}

/* ---- the engine ---- */

typedef struct SpecJob {
  NbCore *core;
} SpecJob;

static void specialize_job(void *ud) {
  NbCore *c = ((SpecJob *)ud)->core;
  c->compiled = kir_specialize(c->pyfunc, &c->sig, c->target);
}

/* Specialise on first use. A NotImplementedError from the engine means "not yet": the core
 * is interpreted instead. Every other error is the user's and propagates, except on the CPU
 * targets, where a core the typer does not take is interpreted. */
static bool use_engine(NbCore *c) {
  if (c->interpreted) return false;
  if (c->compiled) return true;
  if (c->target == KIR_TARGET_CPU) { /* Numba compiles what the typer does not take yet: interpret it */
    c->compiled = kir_try_specialize(c->pyfunc, &c->sig, c->target);
    c->interpreted = !c->compiled;
    return c->compiled != NULL;
  }
  SpecJob job = {c};
  if (rt_pcall(specialize_job, &job) == 0) return true;
  const Exception *e = rt_error_current();
  if (e->kind != RT_EXC_NotImplementedError) rt_reraise();
  rt_error_clear();
  c->interpreted = true;
  return false;
}

/* ---- parallel: target='parallel' over threads ----
 * The range is cut into one contiguous chunk per thread; each element (core) is computed by the
 * same engine code as target='cpu', so results are bit-identical. Workers never raise
 * (kir_try_*, kir.h): after joining, the first chunk that faulted is rerun on this thread with
 * kir_run_elementwise / kir_run_gufunc, which raises exactly what target='cpu' raises (later
 * chunks may have written more of the output than target='cpu' would before its fault).
 * Arguments whose memory overlaps (out= aliasing an input) stay on one thread, as do small
 * runs, where starting threads costs more than it saves. */
#define PAR_MAX_THREADS 16
#define PAR_MIN_ELEMENTS 32768 /* elementwise lanes per run before threads pay */
#define PAR_MIN_CORES 64       /* gufunc cores per run */

typedef struct ParJob {
  KirFunc *f;
  int64_t lo, hi;
  char *in[KIR_MAX_ARGS], *out;     /* elementwise: moved to lo */
  const int64_t *in_strides;
  int64_t out_stride;
  const Array *const *views;        /* gufunc */
  const int64_t *core_strides;
  int64_t bad;                      /* -1: clean; else the first element/core of a faulting run */
  bool nomem;                       /* that run stopped because memory ran out */
  pthread_t thread;
} ParJob;

static int par_threads(int64_t work) {
  static int online = 0;
  if (!online) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    online = n < 1 ? 1 : n > PAR_MAX_THREADS ? PAR_MAX_THREADS : (int)n;
  }
  return work < online ? (int)work : online;
}

/* Bytes [lo, hi) touched by n steps of `stride` from p, each `size` bytes wide. */
static void span(const char *p, int64_t n, int64_t stride, int64_t size, uintptr_t *lo, uintptr_t *hi) {
  int64_t reach = (n - 1) * stride;
  *lo = (uintptr_t)p + (uintptr_t)(reach < 0 ? reach : 0);
  *hi = (uintptr_t)p + (uintptr_t)(reach > 0 ? reach : 0) + (uintptr_t)size;
}

static bool overlap(uintptr_t alo, uintptr_t ahi, uintptr_t blo, uintptr_t bhi) {
  return alo < bhi && blo < ahi;
}

static void *elementwise_worker(void *arg) {
  ParJob *j = arg;
  int rc = kir_try_elementwise(j->f, j->hi - j->lo, j->in, j->in_strides, j->out, j->out_stride);
  j->bad = rc ? j->lo : -1;
  j->nomem = rc == KIR_TRY_NOMEM;
  return NULL;
}

static void *gufunc_worker(void *arg) {
  ParJob *j = arg;
  j->bad = kir_try_gufunc(j->f, j->lo, j->hi, j->views, j->core_strides, &j->nomem);
  return NULL;
}

/* Running out of memory on a worker is not rerun (it would most likely run out again, raising a
 * bare MemoryError): it is raised here, on the calling thread, saying where it happened. */
static void par_nomem(const ParJob *bad, const char *what, Value pyfunc) {
  rt_raise(RT_EXC_MemoryError, "out of memory on a worker thread of target='parallel' running %s '%s' "
           "(at %s %lld)", what, nb_func_name(pyfunc), what[0] == 'g' ? "core" : "element",
           (long long)bad->bad);
}

/* Runs jobs[0..n) (jobs[0] on this thread); the first job that faulted, or NULL. A thread that
 * cannot be started leaves its job to this thread. */
static ParJob *par_run(ParJob *jobs, int n, void *(*worker)(void *)) {
  bool started[PAR_MAX_THREADS] = {false};
  for (int t = 1; t < n; t++) started[t] = pthread_create(&jobs[t].thread, NULL, worker, &jobs[t]) == 0;
  worker(&jobs[0]);
  for (int t = 1; t < n; t++) {
    if (started[t]) pthread_join(jobs[t].thread, NULL);
    else worker(&jobs[t]);
  }
  for (int t = 0; t < n; t++)
    if (jobs[t].bad >= 0) return &jobs[t];
  return NULL;
}

static bool par_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                            char *out, int64_t out_stride) {
  if (!c->parallel || n < PAR_MIN_ELEMENTS || !kir_parallel_prepare(c->compiled)) return false;
  uintptr_t olo, ohi, ilo, ihi;
  span(out, n, out_stride, rt_dtypes[c->sig.ret.dtype].itemsize, &olo, &ohi);
  for (int k = 0; k < c->sig.nargs; k++) {
    span(in[k], n, in_strides[k], rt_dtypes[c->sig.args[k].dtype].itemsize, &ilo, &ihi);
    if (overlap(olo, ohi, ilo, ihi)) return false;
  }
  int nt = par_threads(n / 32);
  ParJob jobs[PAR_MAX_THREADS];
  for (int t = 0; t < nt; t++) {
    ParJob *j = &jobs[t];
    j->f = c->compiled;
    j->lo = n * t / nt / 32 * 32; /* whole warps per chunk */
    j->hi = t == nt - 1 ? n : n * (t + 1) / nt / 32 * 32;
    for (int k = 0; k < c->sig.nargs; k++) j->in[k] = in[k] + j->lo * in_strides[k];
    j->in_strides = in_strides;
    j->out = out + j->lo * out_stride;
    j->out_stride = out_stride;
  }
  ParJob *bad = par_run(jobs, nt, elementwise_worker);
  if (bad && bad->nomem) par_nomem(bad, "vectorize", c->pyfunc);
  if (bad) kir_run_elementwise(bad->f, bad->hi - bad->lo, bad->in, in_strides, bad->out, out_stride);
  return true;
}

static bool par_gufunc(NbCore *c, int64_t ncores, const Array *const *views, const int64_t *core_strides) {
  if (!c->parallel || ncores < PAR_MIN_CORES || !kir_parallel_prepare(c->compiled)) return false;
  uintptr_t lo[KIR_MAX_ARGS], hi[KIR_MAX_ARGS];
  for (int k = 0; k < c->sig.nargs; k++) {
    const Array *a = views[k];
    if (a->size == 0) return false;
    uintptr_t clo, chi;
    span(a->data, ncores, core_strides[k], 1, &lo[k], &hi[k]);
    for (int d = 0; d < a->ndim; d++) {
      span(a->data, a->shape[d], a->strides[d], 1, &clo, &chi);
      lo[k] -= (uintptr_t)a->data - clo;
      hi[k] += chi - 1 - (uintptr_t)a->data;
    }
    hi[k] += (uintptr_t)rt_dtypes[a->dtype].itemsize - 1;
    for (int m = 0; m < k; m++)
      if (overlap(lo[k], hi[k], lo[m], hi[m])) return false;
  }
  int nt = par_threads(ncores);
  ParJob jobs[PAR_MAX_THREADS];
  for (int t = 0; t < nt; t++) {
    jobs[t].f = c->compiled;
    jobs[t].lo = ncores * t / nt;
    jobs[t].hi = ncores * (t + 1) / nt;
    jobs[t].views = views;
    jobs[t].core_strides = core_strides;
  }
  ParJob *bad = par_run(jobs, nt, gufunc_worker);
  if (bad && bad->nomem) par_nomem(bad, "guvectorize", c->pyfunc);
  if (bad) {
    const Array *moved[KIR_MAX_ARGS];
    Array copies[KIR_MAX_ARGS];
    for (int k = 0; k < c->sig.nargs; k++) {
      copies[k] = *views[k];
      copies[k].data += bad->bad * core_strides[k];
      moved[k] = &copies[k];
    }
    kir_run_gufunc(bad->f, bad->hi - bad->bad, moved, core_strides);
  }
  return true;
}

/* ---- the host interpreter ---- */

void nb_store_value(DType dt, char *p, Value v, const char *fname) {
  switch (v.tag) {
    case RT_BOOL: { uint8_t b = v.as.b; rt_elem_cast(dt, p, DT_BOOL, (const char *)&b); return; }
    case RT_INT: rt_elem_cast(dt, p, DT_INT64, (const char *)&v.as.i); return;
    case RT_FLOAT: rt_elem_cast(dt, p, DT_FLOAT64, (const char *)&v.as.f); return;
    default: break;
  }
  if (rt_is_npscalar(v)) {
    rt_elem_cast(dt, p, RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
    return;
  }
  if (rt_is_array(v) && RT_AS(Array, v)->size == 1) {
    rt_elem_cast(dt, p, RT_AS(Array, v)->dtype, RT_AS(Array, v)->data);
    return;
  }
  rt_raise(RT_EXC_TypeError, "%s: cannot convert a returned '%s' to %s", fname, rt_type_name(v),
           rt_dtypes[dt].name);
}

/* One element's arguments and then its result, released if the call or the store raises. */
typedef struct ElemVals {
  Value v[KIR_MAX_ARGS + 1];
  int n;
} ElemVals;

static void drop_elem_vals(void *ud) {
  ElemVals *e = ud;
  for (int k = 0; k < e->n; k++) rt_decref(e->v[k]);
  e->n = 0;
}

static void interpret_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                                  char *out, int64_t out_stride) {
  ElemVals ev = {.n = 0};
  int mark = rt_cleanup_push(drop_elem_vals, &ev);
  const char *name = nb_func_name(c->pyfunc);
  for (int64_t i = 0; i < n; i++) {
    for (int k = 0; k < c->sig.nargs; k++) {
      ev.v[k] = rt_npscalar_new(c->sig.args[k].dtype, in[k] + i * in_strides[k]);
      ev.n = k + 1;
    }
    Value r = rt_call(c->pyfunc, c->sig.nargs, ev.v, NULL);
    ev.v[ev.n++] = r;
    nb_store_value(c->sig.ret.dtype, out + i * out_stride, r, name);
    drop_elem_vals(&ev);
    if ((i & 1023) == 0) rt_check_interrupt();
  }
  rt_cleanup_pop(mark, false);
}

void nb_core_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                         char *out, int64_t out_stride) {
  if (use_engine(c)) {
    kir_set_parallel(c->compiled, c->parallel); /* native code splits its elements over threads itself */
    if (kir_engine_cpu_takes(c->compiled, true) || !par_elementwise(c, n, in, in_strides, out, out_stride))
      kir_run_elementwise(c->compiled, n, in, in_strides, out, out_stride);
    return;
  }
  interpret_elementwise(c, n, in, in_strides, out, out_stride);
}

/* ---- target='cuda' on another engine (ufunc_gpu.h, kir_engine_ufunc) ---- */

bool nb_core_offer_gpu(NbCore *c, KirUfuncRun *r) {
  if (kir_engine_count() < 2 || c->target != KIR_TARGET_DEVICE || !use_engine(c)) return false;
  r->core = c->compiled;
  return kir_engine_ufunc(r);
}

void nb_core_kernel_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                                char *out, int64_t out_stride) {
  KirUfuncRun r = {.kind = KIR_UFUNC_VECTORIZE, .n = n, .in = in, .in_strides = in_strides, .out = out,
                .out_stride = out_stride};
  if (n > 0 && nb_core_offer_gpu(c, &r)) return;
  nb_core_elementwise(c, n, in, in_strides, out, out_stride);
}

DType nb_core_ret_dtype(NbCore *c, char *const *first) {
  if (c->sig.ret.kind == KIR_TY_SCALAR) return c->sig.ret.dtype;
  if (use_engine(c) &&
      kir_func_sig(c->compiled)->ret.kind == KIR_TY_SCALAR) {
    c->sig.ret = kir_func_sig(c->compiled)->ret;
    return c->sig.ret.dtype;
  }
  if (!first) return DT_FLOAT64; /* no element to learn from; not remembered */
  Value args[KIR_MAX_ARGS];
  for (int k = 0; k < c->sig.nargs; k++) args[k] = rt_npscalar_new(c->sig.args[k].dtype, first[k]);
  Value r = rt_call(c->pyfunc, c->sig.nargs, args, NULL);
  for (int k = 0; k < c->sig.nargs; k++) rt_decref(args[k]);
  DType dt = rt_is_npscalar(r) ? RT_AS(NpScalar, r)->dtype
             : r.tag == RT_INT ? DT_INT64 : r.tag == RT_BOOL ? DT_BOOL : DT_FLOAT64;
  rt_decref(r);
  c->sig.ret.kind = KIR_TY_SCALAR;
  c->sig.ret.dtype = dt;
  return dt;
}

/* Argument k of core i: a view moved by i * core_strides[k]; scalar arguments are read out. */
static Value core_arg(const NbCore *c, int k, Value view, int64_t offset) {
  Array *a = RT_AS(Array, view);
  if (c->sig.args[k].kind == KIR_TY_SCALAR) return rt_npscalar_new(a->dtype, a->data + offset);
  return rt_array_view(view, a->dtype, a->ndim, a->shape, a->strides, a->data + offset);
}

static void interpret_gufunc(NbCore *c, int64_t ncores, const Value *views,
                             const int64_t *core_strides) {
  Value args[KIR_MAX_ARGS];
  for (int64_t i = 0; i < ncores; i++) {
    for (int k = 0; k < c->sig.nargs; k++) args[k] = core_arg(c, k, views[k], i * core_strides[k]);
    Value r = rt_call(c->pyfunc, c->sig.nargs, args, NULL);
    for (int k = 0; k < c->sig.nargs; k++) rt_decref(args[k]);
    rt_decref(r);
    rt_check_interrupt();
  }
}

void nb_core_gufunc(NbCore *c, int64_t ncores, const Value *views, const int64_t *core_strides) {
  if (use_engine(c)) {
    const Array *arrays[KIR_MAX_ARGS];
    for (int k = 0; k < c->sig.nargs; k++) arrays[k] = RT_AS(Array, views[k]);
    KirUfuncRun r = {.kind = KIR_UFUNC_GUVECTORIZE, .ncores = ncores, .views = arrays, .core_strides = core_strides};
    if (ncores > 0 && nb_core_offer_gpu(c, &r)) return;
    kir_engine_cpu_takes(c->compiled, false); /* decided here, before any worker runs a core */
    if (!par_gufunc(c, ncores, arrays, core_strides)) kir_run_gufunc(c->compiled, ncores, arrays, core_strides);
    return;
  }
  interpret_gufunc(c, ncores, views, core_strides);
}

/* ---- target='cuda' as the profiler sees it ----
 * Numba runs a cuda ufunc as a kernel over the flattened output through forall(), whose block is
 * what the driver's occupancy API suggests: 1024 threads for a kernel as light as a ufunc core
 * (few registers, no shared memory) on every device the profiler models. The row gets the
 * Python function's name; the simulator's counters are not filled for these runs (it counts
 * only @cuda.jit launches), so the profiler's model estimates the kernel from its arrays. */
struct ProfKernel *nb_cuda_launch_grid(const char *name, int64_t grid, int64_t block, int argc, const Value *argv,
                                       int nback) {
  if (!PROF_ON()) return NULL;
  int64_t g[3] = {grid > 0 ? grid : 1, 1, 1}, b[3] = {block > 0 ? block : 1, 1, 1};
  ProfKernel *k = prof_launch_begin(name, NULL, g, b, 0, argc, argv, NULL, NULL);
  /* the profiler pairs copies back with host arguments from d2h_seen on: skip the inputs */
  if (k && nback <= k->nhost) k->d2h_seen = k->nhost - nback;
  return k;
}

struct ProfKernel *nb_cuda_launch(Value pyfunc, int64_t nthreads, int argc, const Value *argv, int nback) {
  if (!PROF_ON()) return NULL;
  struct ProfKernel *k = nb_cuda_launch_grid(nb_func_name(pyfunc), (nthreads + NB_CUDA_BLOCK - 1) / NB_CUDA_BLOCK,
                                             NB_CUDA_BLOCK, argc, argv, nback);
  if (k) k->ufunc_elements = nthreads; /* the model prices its arrays' traffic (prof_kmodel.c) */
  return k;
}

void nb_cuda_run(struct ProfKernel *k, void (*job)(void *), void *ud) {
  if (!k) {
    job(ud);
    return;
  }
  if (rt_pcall(job, ud) == 0) {
    prof_launch_end(k, 0);
    return;
  }
  prof_launch_end(k, 1);
  rt_reraise();
}
