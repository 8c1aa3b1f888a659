/* ufunc_guvectorize.c — numba.guvectorize: generalized ufuncs. A layout such as
 * '(m,n),(n,p)->(m,p)' names each argument's core dimensions; a call binds the names to sizes
 * (checking they agree, with NumPy's messages), broadcasts the remaining leading "batch"
 * dimensions, allocates the outputs that were not passed, and runs the core once per batch
 * element on views of one core each. Signatures list every argument, outputs included:
 * 'void(float32[:,:], float32[:,:], float32[:,:])'. A '()' core argument is passed as a scalar
 * when its signature type is a scalar, and as a one-element 1-D array when it is an array. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devarray.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "../kir/numba_types.h"
#include "numba_ufunc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define MAX_SYMS 32

typedef struct Layout {
  char text[128];
  int nargs, nin;
  int ncore[KIR_MAX_ARGS];               /* core ndim of each argument */
  int sym[KIR_MAX_ARGS][RT_MAXDIM];      /* symbol index of each core dimension */
  int nsyms;
  char names[MAX_SYMS][16];
} Layout;

typedef struct GUFunc {
  Obj hdr;
  Value pyfunc;      /* RT_UNDEF while this is the decorator waiting for its function */
  NbTarget target;
  Layout layout;
  int ncores;
  NbCore cores[16];  /* one per signature */
  char name[64];
} GUFunc;

static const ObjType gufunc_type;

/* ---- layout: args '->' args;  args: '(' [name {',' name}] ')' {',' '(' ... ')'} ---- */

static _Noreturn void layout_error(const char *text) {
  rt_raise(RT_EXC_ValueError, "not a valid gufunc signature: %s", text);
}

static const char *skip_ws(const char *p) {
  while (isspace((unsigned char)*p)) p++;
  return p;
}

static int symbol(Layout *l, const char *start, size_t n) {
  for (int i = 0; i < l->nsyms; i++) {
    if (strlen(l->names[i]) == n && !strncmp(l->names[i], start, n)) return i;
  }
  if (l->nsyms == MAX_SYMS || n >= sizeof l->names[0]) layout_error(l->text);
  memcpy(l->names[l->nsyms], start, n);
  l->names[l->nsyms][n] = 0;
  return l->nsyms++;
}

/* One '(a,b)' group for argument l->nargs; returns the text after it. */
static const char *parse_group(Layout *l, const char *p) {
  p = skip_ws(p);
  if (*p++ != '(' || l->nargs == KIR_MAX_ARGS) layout_error(l->text);
  int k = l->nargs++, n = 0;
  p = skip_ws(p);
  while (*p != ')') {
    const char *start = p;
    while (isalnum((unsigned char)*p) || *p == '_') p++;
    if (p == start || n == RT_MAXDIM) layout_error(l->text);
    l->sym[k][n++] = symbol(l, start, (size_t)(p - start));
    p = skip_ws(p);
    if (*p == ',') p = skip_ws(p + 1);
    else if (*p != ')') layout_error(l->text);
  }
  l->ncore[k] = n;
  return skip_ws(p + 1);
}

static void parse_layout(Layout *l, const char *text) {
  memset(l, 0, sizeof *l);
  snprintf(l->text, sizeof l->text, "%s", text);
  const char *p = text;
  for (;;) {
    p = parse_group(l, p);
    if (*p != ',') break;
    p++;
  }
  if (strncmp(p, "->", 2)) layout_error(l->text);
  l->nin = l->nargs;
  p += 2;
  for (;;) {
    p = parse_group(l, p);
    if (*p != ',') break;
    p++;
  }
  if (*skip_ws(p)) layout_error(l->text);
}

/* ---- construction ---- */

static void check_signature(const GUFunc *g, const KirSig *sig) {
  if (sig->ret.kind != KIR_TY_VOID && sig->ret.kind != KIR_TY_INFER) {
    rt_raise(RT_EXC_TypeError, "guvectorize signatures return void: the outputs are arguments");
  }
  if (sig->nargs != g->layout.nargs) {
    rt_raise(RT_EXC_TypeError, "signature has %d arguments but the layout '%s' has %d",
             sig->nargs, g->layout.text, g->layout.nargs);
  }
  for (int k = 0; k < sig->nargs; k++) {
    const KirTy *t = &sig->args[k];
    int want = g->layout.ncore[k] ? g->layout.ncore[k] : 1;
    if (t->kind == KIR_TY_ARRAY ? t->ndim != want : g->layout.ncore[k] != 0) {
      rt_raise(RT_EXC_TypeError, "argument %d of the signature does not match the layout '%s'",
               k + 1, g->layout.text);
    }
  }
}

/* guvectorize(ftylist, signature, target='cpu', **flags) */
Value nb_guvectorize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[2] = {rt_undef(), rt_undef()}, target = rt_undef();
  if (argc > 2) rt_raise(RT_EXC_TypeError, "guvectorize() takes 2 positional arguments");
  for (int i = 0; i < argc; i++) a[i] = argv[i];
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "target")) target = kw->values[i];
    if (!strcmp(kw->names[i], "signature")) a[1] = kw->values[i];
    if (!strcmp(kw->names[i], "ftylist")) a[0] = kw->values[i];
  }
  if (rt_is_undef(a[0]) || !rt_is_str(a[1])) {
    rt_raise(RT_EXC_TypeError, "guvectorize() needs a list of signatures and a layout string");
  }
  GUFunc *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, &gufunc_type);
  g->pyfunc = rt_undef();
  g->target = nb_parse_target(target);
  parse_layout(&g->layout, rt_str_data(a[1]));
  bool many = rt_is_list(a[0]) || rt_is_tuple(a[0]);
  int64_t n = many ? rt_len(a[0]) : 1;
  if (n > (int64_t)(sizeof g->cores / sizeof g->cores[0])) rt_raise(RT_EXC_TypeError, "too many signatures");
  for (int64_t i = 0; i < n; i++) {
    Value s = many ? rt_getitem(a[0], rt_int(i)) : a[0];
    if (!many) rt_incref(s);
    KirSig sig;
    nb_signature_from_value(s, &sig);
    rt_decref(s);
    check_signature(g, &sig);
    nb_core_init(&g->cores[g->ncores++], rt_undef(), &sig, g->target);
  }
  return rt_obj(g);
}

static Value gufunc_bind(Value deco, Value fn) {
  GUFunc *d = RT_AS(GUFunc, deco);
  GUFunc *g = rt_malloc(sizeof *g);
  *g = *d;
  rt_obj_init(&g->hdr, &gufunc_type);
  rt_incref(fn);
  g->pyfunc = fn;
  snprintf(g->name, sizeof g->name, "%s", nb_func_name(fn));
  for (int i = 0; i < g->ncores; i++) nb_core_init(&g->cores[i], fn, &d->cores[i].sig, g->target);
  return rt_obj(g);
}

/* ---- the call ---- */

typedef struct Call {
  GUFunc *g;
  NbCore *core;
  Value args[KIR_MAX_ARGS];   /* owned arrays of the loop dtypes (outputs: where results go) */
  bool device[KIR_MAX_ARGS];  /* the caller passed a device array here */
  bool given[KIR_MAX_ARGS];   /* outputs: passed by the caller */
  int64_t sizes[MAX_SYMS];    /* bound core dimension sizes; -1 unbound */
  int nbatch;
  int64_t batch[RT_MAXDIM];
} Call;

static Value as_array(Value v, bool *device) {
  *device = rt_is_devarray(v);
  if (*device) {
    Value a = rt_devarray_host(v, true);
    rt_incref(a);
    return a;
  }
  return rt_array_from_value(v, -1);
}

/* The dtype an argument has as np.asarray would give it. */
static DType arg_dtype(Value v) {
  bool dev;
  Value a = as_array(v, &dev);
  DType dt = RT_AS(Array, a)->dtype;
  rt_decref(a);
  return dt;
}

/* The dtypes the loop search sees. For CPU targets NumPy 1.24's legacy value-based rule applies
 * to gufuncs (measured: int32 array + Python 2 takes an int32 loop): when the arrays' highest
 * kind category is at least the scalars' (0-d inputs), scalars count as their min_scalar_type. */
static void search_dtypes(const GUFunc *g, int nin, const Value *argv, DType *have) {
  int array_cat = -1, scalar_cat = -1;
  bool scalar[KIR_MAX_ARGS];
  for (int k = 0; k < nin; k++) {
    have[k] = arg_dtype(argv[k]);
    scalar[k] = argv[k].tag != RT_OBJ || rt_is_npscalar(argv[k]);
    int *cat = scalar[k] ? &scalar_cat : &array_cat;
    if (nb_kind_category(have[k]) > *cat) *cat = nb_kind_category(have[k]);
  }
  if (g->target == NB_TARGET_CUDA || array_cat < scalar_cat) return;
  for (int k = 0; k < nin; k++) {
    if (scalar[k]) have[k] = nb_min_scalar_dtype(argv[k]);
  }
}

/* CPU targets: NumPy's loop search, the first signature every input casts to safely.
 * target='cuda': numba/np/ufunc/deviceufunc.py's rule — an exact match first, then the first
 * signature whose types can_cast *to* the inputs' (sic). */
static int select_core(GUFunc *g, int nin, const Value *argv) {
  DType have[KIR_MAX_ARGS];
  if (g->target != NB_TARGET_CUDA) nb_refuse_text(g->name, nin, argv);
  search_dtypes(g, nin, argv, have);
  for (int pass = g->target == NB_TARGET_CUDA ? 0 : 1; pass < 2; pass++) {
    for (int s = 0; s < g->ncores; s++) {
      bool ok = true;
      for (int k = 0; k < nin && ok; k++) {
        DType want = g->cores[s].sig.args[k].dtype;
        if (pass == 0) ok = have[k] == want;
        else if (g->target == NB_TARGET_CUDA) ok = nb_can_cast_safe(want, have[k]);
        else ok = nb_can_cast_safe(have[k], want);
      }
      if (ok) return s;
    }
  }
  if (g->target == NB_TARGET_CUDA) rt_raise(RT_EXC_TypeError, "no matching signature");
  rt_raise(RT_EXC_TypeError,
           "ufunc '%s' not supported for the input types, and the inputs could not be safely "
           "coerced to any supported types according to the casting rule ''safe''", g->name);
}

/* Bind argument k's core dimensions (its last ncore axes) to the layout's names. */
static void bind_core(Call *cl, int k) {
  const Layout *l = &cl->g->layout;
  const Array *a = RT_AS(Array, cl->args[k]);
  bool input = k < l->nin;
  int nc = l->ncore[k], opnum = input ? k : k - l->nin;
  bool cuda = cl->g->target == NB_TARGET_CUDA;
  if (a->ndim < nc && cuda) rt_raise(RT_EXC_ValueError, "arg #%d: insufficient inner dimension", k + 1);
  if (a->ndim < nc) {
    rt_raise(RT_EXC_ValueError, "%s: %s operand %d does not have enough dimensions (has %d, "
             "gufunc core with signature %s requires %d)", cl->g->name,
             input ? "Input" : "Output", opnum, a->ndim, l->text, nc);
  }
  for (int d = 0; d < nc; d++) {
    int s = l->sym[k][d];
    int64_t size = a->shape[a->ndim - nc + d];
    if (cl->sizes[s] < 0) cl->sizes[s] = size;
    if (cl->sizes[s] != size && cuda) {
      if (!input) rt_raise(RT_EXC_ValueError, "output shape mismatch");
      rt_raise(RT_EXC_ValueError, "arg #%d: shape[%d] mismatch argument", k + 1, a->ndim - nc + d);
    }
    if (cl->sizes[s] != size) {
      rt_raise(RT_EXC_ValueError, "%s: %s operand %d has a mismatch in its core dimension %d, "
               "with gufunc signature %s (size %lld is different from %lld)", cl->g->name,
               input ? "Input" : "Output", opnum, d, l->text, (long long)size,
               (long long)cl->sizes[s]);
    }
  }
}

/* target='cuda' (deviceufunc.py's GUFuncEngine.schedule): the batch is the largest input's
 * outer shape; every other input's must equal it or be (1,) or (). */
static void cuda_batch(Call *cl) {
  const Layout *l = &cl->g->layout;
  int64_t best = -1;
  for (int k = 0; k < l->nin; k++) {
    const Array *a = RT_AS(Array, cl->args[k]);
    int nouter = a->ndim - l->ncore[k];
    int64_t size = 1;
    for (int d = 0; d < nouter; d++) size *= a->shape[d];
    if (size <= best) continue;
    best = size;
    cl->nbatch = nouter;
    memcpy(cl->batch, a->shape, sizeof(int64_t) * (size_t)nouter);
  }
  for (int k = 0; k < l->nin; k++) {
    const Array *a = RT_AS(Array, cl->args[k]);
    int nouter = a->ndim - l->ncore[k];
    bool same = nouter == cl->nbatch && !memcmp(a->shape, cl->batch, sizeof(int64_t) * (size_t)nouter);
    if (!same && nouter != 0 && !(nouter == 1 && a->shape[0] == 1)) {
      rt_raise(RT_EXC_ValueError, "arg #%d: outer dimension mismatch", k + 1);
    }
  }
}

/* The batch (leading, non-core) dimensions: NumPy broadcasting of all operands' outer shapes
 * on the CPU targets. */
static void bind_batch(Call *cl) {
  const Layout *l = &cl->g->layout;
  cl->nbatch = 0;
  if (cl->g->target == NB_TARGET_CUDA) {
    cuda_batch(cl);
    return;
  }
  for (int k = 0; k < l->nargs; k++) {
    if (k >= l->nin && !cl->given[k]) continue;
    const Array *a = RT_AS(Array, cl->args[k]);
    int64_t tmp[RT_MAXDIM];
    cl->nbatch = rt_broadcast_shapes(cl->nbatch, cl->batch, a->ndim - l->ncore[k], a->shape, tmp);
    memcpy(cl->batch, tmp, sizeof(int64_t) * (size_t)cl->nbatch);
  }
}

/* Full shape (batch + core) of argument k. Returns ndim. */
static int full_shape(const Call *cl, int k, int64_t *shape) {
  const Layout *l = &cl->g->layout;
  memcpy(shape, cl->batch, sizeof(int64_t) * (size_t)cl->nbatch);
  for (int d = 0; d < l->ncore[k]; d++) {
    int64_t size = cl->sizes[l->sym[k][d]];
    if (size < 0) {
      rt_raise(RT_EXC_ValueError, "%s: output operand %d has core dimension '%s' unspecified; "
               "pass the output array", cl->g->name, k - l->nin, l->names[l->sym[k][d]]);
    }
    shape[cl->nbatch + d] = size;
  }
  return cl->nbatch + l->ncore[k];
}

static void allocate_outputs(Call *cl) {
  const Layout *l = &cl->g->layout;
  for (int k = l->nin; k < l->nargs; k++) {
    if (cl->given[k]) continue;
    int64_t shape[RT_MAXDIM];
    int nd = full_shape(cl, k, shape);
    cl->args[k] = rt_array_new(cl->core->sig.args[k].dtype, nd, shape, true);
  }
}

/* The view of one core of argument k (at batch position 0), from its broadcast full view. */
static Value core_view(const Call *cl, int k, Value full) {
  const Array *a = RT_AS(Array, full);
  int nc = cl->g->layout.ncore[k];
  const KirTy *t = &cl->core->sig.args[k];
  if (nc == 0 && t->kind == KIR_TY_ARRAY) {
    int64_t one = 1, stride = rt_dtypes[a->dtype].itemsize;
    return rt_array_view(full, a->dtype, 1, &one, &stride, a->data);
  }
  return rt_array_view(full, a->dtype, nc, a->shape + cl->nbatch, a->strides + cl->nbatch, a->data);
}

/* The broadcast views and per-batch core views run_batches holds (released if a core raises). */
typedef struct BatchViews {
  Value full[KIR_MAX_ARGS], views[KIR_MAX_ARGS];
} BatchViews;

static void batch_views_release(void *p) {
  BatchViews *b = p;
  for (int k = 0; k < KIR_MAX_ARGS; k++) {
    rt_decref(b->full[k]);
    rt_decref(b->views[k]);
  }
}

static void run_batches(Call *cl) {
  const Layout *l = &cl->g->layout;
  BatchViews held;
  for (int k = 0; k < KIR_MAX_ARGS; k++) held.full[k] = held.views[k] = rt_undef();
  int mark = rt_cleanup_push(batch_views_release, &held);
  Value *full = held.full, *views = held.views;
  int64_t strides[KIR_MAX_ARGS], idx[RT_MAXDIM] = {0}, total = 1;
  for (int d = 0; d < cl->nbatch; d++) total *= cl->batch[d];
  int64_t inner = cl->nbatch ? cl->batch[cl->nbatch - 1] : 1;
  for (int k = 0; k < l->nargs; k++) {
    int64_t shape[RT_MAXDIM];
    int nd = full_shape(cl, k, shape);
    full[k] = rt_array_broadcast_to(cl->args[k], nd, shape);
    strides[k] = cl->nbatch ? RT_AS(Array, full[k])->strides[cl->nbatch - 1] : 0;
  }
  for (int64_t done = 0; inner > 0 && done < total; done += inner) {
    for (int k = 0; k < l->nargs; k++) {
      Value v = core_view(cl, k, full[k]);
      Array *a = RT_AS(Array, v), *f = RT_AS(Array, full[k]);
      for (int d = 0; d < cl->nbatch - 1; d++) a->data += idx[d] * f->strides[d];
      views[k] = v;
    }
    nb_core_gufunc(cl->core, inner, views, strides);
    for (int k = 0; k < l->nargs; k++) {
      rt_decref(views[k]);
      views[k] = rt_undef();
    }
    for (int d = cl->nbatch - 2; d >= 0 && ++idx[d] == cl->batch[d]; d--) idx[d] = 0;
  }
  rt_cleanup_pop(mark, true);
}

/* Inputs as arrays of the loop's dtypes; outputs passed by the caller used in place when their
 * dtype is the loop's. */
static void prepare_args(Call *cl, int argc, const Value *argv) {
  const Layout *l = &cl->g->layout;
  for (int k = 0; k < l->nargs; k++) {
    cl->args[k] = rt_undef();
    cl->given[k] = k < argc;
    if (k >= argc) continue;
    DType dt = cl->core->sig.args[k].dtype;
    Value a = as_array(argv[k], &cl->device[k]);
    cl->args[k] = a; /* cl owns it from here (gufunc_call releases cl's arrays if this raises) */
    if (RT_AS(Array, a)->dtype != dt) {
      if (k >= l->nin) rt_raise(RT_EXC_TypeError, "%s: output operand %d must be %s", cl->g->name, k - l->nin, rt_dtypes[dt].name);
      Value c = rt_array_astype(a, dt);
      rt_decref(a);
      a = c;
    }
    cl->args[k] = a;
  }
}

static void batches_job(void *ud) { run_batches(ud); }

/* The arguments of the kernel launch Numba makes, for the profiler: the inputs as copied (host
 * arrays of the loop's dtypes, device arrays as they are), then the outputs; *nback counts the
 * new outputs results() copies back (the last host arrays of the list). */
static int launch_args(const Call *cl, int argc, const Value *argv, Value *out, int *nback) {
  const Layout *l = &cl->g->layout;
  bool any_device = false;
  for (int k = 0; k < l->nin; k++) {
    any_device = any_device || cl->device[k];
    out[k] = cl->device[k] ? argv[k] : cl->args[k];
  }
  *nback = 0;
  for (int k = l->nin; k < l->nargs; k++) {
    out[k] = k < argc ? argv[k] : cl->args[k];
    *nback += k >= argc && !any_device;
  }
  return l->nargs;
}

/* target='cuda': the host inputs' copies to the device, before the kernel runs. */
static void copy_inputs(const Call *cl) {
  for (int k = 0; k < cl->g->layout.nin; k++) {
    if (cl->device[k]) continue;
    const Array *a = RT_AS(Array, cl->args[k]);
    rt_copy_count(RT_COPY_H2D, a->size * rt_dtypes[a->dtype].itemsize);
  }
}

static void call_release(void *p) {
  Call *cl = p;
  for (int k = 0; k < KIR_MAX_ARGS; k++) rt_decref(cl->args[k]);
}

static Value results(Call *cl, int argc, const Value *argv) {
  const Layout *l = &cl->g->layout;
  bool any_device = false;
  for (int k = 0; k < l->nin; k++) any_device = any_device || cl->device[k];
  int nout = l->nargs - l->nin;
  Value outs[KIR_MAX_ARGS];
  for (int k = l->nin; k < l->nargs; k++) {
    Value r;
    if (k < argc) {
      r = argv[k];
      rt_incref(r);
    } else if (cl->g->target == NB_TARGET_CUDA && any_device) {
      r = rt_devarray_wrap(cl->args[k]);
    } else {
      const Array *a = RT_AS(Array, cl->args[k]);
      if (cl->g->target == NB_TARGET_CUDA) rt_copy_count(RT_COPY_D2H, a->size * rt_dtypes[a->dtype].itemsize);
      /* NumPy hands back a 0-d result of its own allocation as a scalar */
      bool scalar = a->ndim == 0 && cl->g->target != NB_TARGET_CUDA;
      r = scalar ? rt_npscalar_new(a->dtype, a->data) : cl->args[k];
      if (!scalar) rt_incref(r);
    }
    outs[k - l->nin] = r;
  }
  for (int k = 0; k < l->nargs; k++) rt_decref(cl->args[k]);
  if (nout == 1) return outs[0];
  Value t = rt_tuple_from(nout, outs);
  for (int i = 0; i < nout; i++) rt_decref(outs[i]);
  return t;
}

static Value gufunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  GUFunc *g = RT_AS(GUFunc, self);
  if (rt_is_undef(g->pyfunc)) {
    rt_check_nargs("guvectorize", argc, kw, 1, 1);
    return gufunc_bind(self, argv[0]);
  }
  const Layout *l = &g->layout;
  Value args[KIR_MAX_ARGS];
  if (argc > l->nargs) {
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
             g->name, l->nin, l->nargs, argc);
  }
  memcpy(args, argv, sizeof(Value) * (size_t)argc);
  for (int i = 0; kw && i < kw->n; i++) {
    if (g->target == NB_TARGET_CUDA && !strcmp(kw->names[i], "stream")) continue;
    if (strcmp(kw->names[i], "out") || argc != l->nin || l->nargs != l->nin + 1) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword to ufunc '%s'", kw->names[i], g->name);
    }
    args[argc++] = kw->values[i];
  }
  if (argc < l->nin) {
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
             g->name, l->nin, l->nargs, argc);
  }
  Call cl;
  memset(&cl, 0, sizeof cl); /* every args[k] RT_UNDEF */
  int mark = rt_cleanup_push(call_release, &cl);
  cl.g = g;
  cl.core = &g->cores[select_core(g, l->nin, args)];
  for (int s = 0; s < MAX_SYMS; s++) cl.sizes[s] = -1;
  prepare_args(&cl, argc, args);
  for (int k = 0; k < argc; k++) bind_core(&cl, k);
  bind_batch(&cl);
  allocate_outputs(&cl);
  if (g->target != NB_TARGET_CUDA) {
    run_batches(&cl);
    rt_cleanup_pop(mark, false);
    return results(&cl, argc, args);
  }
  int64_t ncores = 1;
  for (int d = 0; d < cl.nbatch; d++) ncores *= cl.batch[d];
  Value largs[KIR_MAX_ARGS];
  int nback = 0;
  int nargs = launch_args(&cl, argc, args, largs, &nback);
  struct ProfKernel *pk = nb_cuda_launch(g->pyfunc, ncores, nargs, largs, nback);
  copy_inputs(&cl);
  nb_cuda_run(pk, batches_job, &cl);
  rt_cleanup_pop(mark, false);
  return results(&cl, argc, args);
}

static Value gufunc_getattr(Value self, const char *name) {
  GUFunc *g = RT_AS(GUFunc, self);
  if (!strcmp(name, "__name__")) return rt_str_from_c(g->name);
  if (!strcmp(name, "nin")) return rt_int(g->layout.nin);
  if (!strcmp(name, "nout")) return rt_int(g->layout.nargs - g->layout.nin);
  if (!strcmp(name, "signature")) return rt_str_from_c(g->layout.text);
  if (!strcmp(name, "ntypes")) return rt_int(g->ncores);
  return rt_undef();
}

static Value gufunc_repr(Value self) {
  GUFunc *g = RT_AS(GUFunc, self);
  if (rt_is_undef(g->pyfunc)) return rt_str_printf("<function guvectorize.<locals>.wrap at %p>", (void *)g);
  if (g->target == NB_TARGET_CUDA) {
    return rt_str_printf("<numba.cuda.vectorizers.CUDAGeneralizedUFunc object at %p>", (void *)g);
  }
  if (g->target == NB_TARGET_CPU) return rt_str_printf("<numba._GUFunc '%s'>", g->name);
  return rt_str_printf("<ufunc '%s'>", g->name);
}

static void gufunc_free(Obj *o) {
  GUFunc *g = (GUFunc *)o;
  rt_decref(g->pyfunc);
  free(g);
}

static const ObjType gufunc_type = {
    .name = "numpy.ufunc",
    .free = gufunc_free,
    .repr = gufunc_repr,
    .getattr = gufunc_getattr,
    .call = gufunc_call,
};
