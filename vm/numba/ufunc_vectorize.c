/* ufunc_vectorize.c — numba.vectorize: NumPy-style ufunc objects built from a scalar Python
 * function and a list of signatures (or none: one specialisation per argument dtypes).
 *
 * A call selects a signature (the CPU targets take the first signature every input casts to
 * safely; target='cuda' wants the exact dtype for arrays and coerces scalars), broadcasts the
 * inputs, allocates the output with the signature's return dtype (or writes into out=), and
 * runs the core row by row. With a device array among the inputs of a cuda ufunc the result
 * stays on the device; as in Numba's deviceufunc.py, a cuda ufunc treats scalars as
 * one-element 1-D arrays (so scalars alone give a shape (1,) result). Also ufunc.reduce. */
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

typedef struct UFunc {
  Obj hdr;
  Value pyfunc;     /* RT_UNDEF while this is the decorator waiting for its function */
  NbTarget target;
  bool dynamic;     /* no signatures given: specialise per call's argument dtypes */
  Value identity;   /* identity= (None: none); lets reduce handle empty arrays and axis=None */
  bool plain;       /* a DUFunc's .ufunc: the NumPy ufunc of its loops (type and repr differ) */
  int ncores, capcores;
  NbCore *cores;    /* one per signature (dynamic: one per argument-dtype tuple seen) */
  char name[64];
} UFunc;

static const ObjType ufunc_type;

/* One input as the call sees it. */
typedef enum { IN_ARRAY, IN_NPSCALAR, IN_PYSCALAR } InKind;
typedef struct Input {
  InKind kind;
  Value value;   /* owned: an Array for IN_ARRAY (device memory for device arrays) */
  DType dtype;   /* the array's or NumPy scalar's dtype; Python scalars: int64/float64/bool */
  bool device;
} Input;

/* ---- construction ---- */

static Value ufunc_new(NbTarget target) {
  UFunc *u = rt_calloc(1, sizeof *u);
  rt_obj_init(&u->hdr, &ufunc_type);
  u->pyfunc = rt_undef();
  u->identity = rt_none();
  u->target = target;
  return rt_obj(u);
}

static NbCore *add_core(UFunc *u, const KirSig *sig) {
  if (u->ncores == u->capcores) {
    u->capcores = u->capcores ? 2 * u->capcores : 4;
    u->cores = rt_realloc(u->cores, sizeof(NbCore) * (size_t)u->capcores);
  }
  NbCore *c = &u->cores[u->ncores++];
  nb_core_init(c, u->pyfunc, sig, u->target);
  return c;
}

/* The decorator applied to a function: bind it, and make every signature's core. */
static Value ufunc_bind(Value deco, Value fn) {
  UFunc *d = RT_AS(UFunc, deco);
  Value v = ufunc_new(d->target);
  UFunc *u = RT_AS(UFunc, v);
  rt_incref(fn);
  u->pyfunc = fn;
  u->dynamic = d->dynamic;
  rt_incref(d->identity);
  u->identity = d->identity;
  snprintf(u->name, sizeof u->name, "%s", nb_func_name(fn));
  for (int i = 0; i < d->ncores; i++) add_core(u, &d->cores[i].sig);
  return v;
}

static void add_signature(UFunc *u, Value s) {
  KirSig sig;
  nb_signature_from_value(s, &sig);
  if (sig.ret.kind != KIR_TY_SCALAR && sig.ret.kind != KIR_TY_INFER) {
    rt_raise(RT_EXC_TypeError, "vectorize signatures need a scalar return type: %s",
             rt_is_str(s) ? rt_str_data(s) : "signature");
  }
  if (u->ncores && u->cores[0].sig.nargs != sig.nargs) {
    rt_raise(RT_EXC_TypeError, "all vectorize signatures must take the same number of arguments");
  }
  add_core(u, &sig);
}

/* vectorize(ftylist_or_function=(), target='cpu', **flags) */
Value nb_vectorize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc > 1) rt_raise(RT_EXC_TypeError, "vectorize() takes at most 1 positional argument");
  Value target = rt_undef(), identity = rt_none();
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "target")) target = kw->values[i];
    if (!strcmp(kw->names[i], "identity")) identity = kw->values[i];
  }
  Value deco = ufunc_new(nb_parse_target(target));
  UFunc *d = RT_AS(UFunc, deco);
  rt_incref(identity);
  d->identity = identity;
  Value first = argc ? argv[0] : rt_undef();
  if (rt_is_list(first) || rt_is_tuple(first)) {
    int64_t n = rt_len(first);
    for (int64_t i = 0; i < n; i++) {
      Value s = rt_getitem(first, rt_int(i));
      add_signature(d, s);
      rt_decref(s);
    }
  } else if (rt_is_str(first) || nb_is_type(first)) {
    add_signature(d, first);
  } else if (!rt_is_undef(first)) {
    d->dynamic = true;
    Value u = ufunc_bind(deco, first);
    rt_decref(deco);
    return u;
  }
  d->dynamic = d->ncores == 0;
  return deco;
}

/* ---- inputs and signature selection ---- */

static Input classify_array(Value v) {
  Input in = {IN_ARRAY, rt_undef(), DT_FLOAT64, false};
  if (rt_is_devarray(v)) {
    in.device = true;
    in.value = rt_devarray_host(v, false);
    rt_incref(in.value);
  } else {
    in.value = rt_array_from_value(v, -1);
  }
  in.dtype = RT_AS(Array, in.value)->dtype;
  return in;
}

static Input classify(Value v) {
  Input in = {IN_PYSCALAR, rt_undef(), DT_FLOAT64, false};
  switch (v.tag) {
    case RT_BOOL: in.dtype = DT_BOOL; return in;
    case RT_INT: in.dtype = DT_INT64; return in;
    case RT_FLOAT: return in;
    default: break;
  }
  if (!rt_is_npscalar(v)) return classify_array(v);
  in.kind = IN_NPSCALAR;
  in.dtype = RT_AS(NpScalar, v)->dtype;
  return in;
}

/* The dtypes NumPy's loop search sees. target='cpu' makes a Numba DUFunc, which takes every
 * input at its own dtype (a Python int is int64, a float float64); target='parallel' makes a
 * plain NumPy ufunc, where NumPy 1.24's value-based rule applies: when the arrays' highest kind
 * category is at least the scalars', scalars count as their min_scalar_type. (Measured with
 * Numba 0.56: uint8 array + 5 takes a uint8 loop with 'parallel', float64 with 'cpu'.) */
static void search_dtypes(const UFunc *u, const Input *ins, const Value *argv, int nin, DType *have) {
  int array_cat = -1, scalar_cat = -1;
  for (int k = 0; k < nin; k++) {
    have[k] = ins[k].dtype;
    int *cat = ins[k].kind == IN_ARRAY ? &array_cat : &scalar_cat;
    if (nb_kind_category(have[k]) > *cat) *cat = nb_kind_category(have[k]);
  }
  if (u->target != NB_TARGET_PARALLEL || array_cat < scalar_cat) return;
  for (int k = 0; k < nin; k++) {
    if (ins[k].kind != IN_ARRAY) have[k] = nb_min_scalar_dtype(argv[k]);
  }
}

/* The CPU targets' ufunc has one loop per signature, in order; NumPy takes the first one every
 * input casts to safely. argv: the arguments (NULL when all inputs are arrays). */
static int select_cpu(const UFunc *u, const Input *ins, const Value *argv, int nin) {
  DType have[KIR_MAX_ARGS];
  for (int k = 0; k < nin; k++) have[k] = ins[k].dtype;
  if (argv) search_dtypes(u, ins, argv, nin, have);
  for (int s = 0; s < u->ncores; s++) {
    bool ok = true;
    for (int k = 0; k < nin && ok; k++) ok = nb_can_cast_safe(have[k], u->cores[s].sig.args[k].dtype);
    if (ok) return s;
  }
  rt_raise(RT_EXC_TypeError,
           "ufunc '%s' not supported for the input types, and the inputs could not be safely "
           "coerced to any supported types according to the casting rule ''safe''",
           u->name);
}

/* numba/np/ufunc/deviceufunc.py's _resolve_signature: arrays must match exactly; scalars match
 * exactly on a first pass, then coerce if that finds nothing. */
static int select_cuda(const UFunc *u, const Input *ins, int nin) {
  for (int pass = 0; pass < 2; pass++) {
    int found = -1, count = 0;
    for (int s = 0; s < u->ncores; s++) {
      bool ok = true;
      for (int k = 0; k < nin && ok; k++) {
        bool exact = u->cores[s].sig.args[k].dtype == ins[k].dtype;
        ok = exact || (pass == 1 && ins[k].kind != IN_ARRAY);
      }
      if (ok && count++ == 0) found = s;
    }
    if (count > 1 && pass == 1) {
      rt_raise(RT_EXC_TypeError, "Failed to resolve ufunc due to ambiguous signature. Too many "
               "untyped scalars. Use numpy dtype object to type tag.");
    }
    if (count >= 1) return found;
  }
  rt_raise(RT_EXC_TypeError, "No matching version.  GPU ufunc requires array arguments to have "
           "the exact types.  This behaves like regular ufunc with casting='no'.");
}

/* Dynamic ufuncs (Numba's DUFunc): NumPy's loop search over the loops compiled so far, in
 * order (the first every input casts to safely: float32 arrays take a float64 loop already
 * there); only when none matches is a core compiled for these argument dtypes. */
static int select_dynamic(UFunc *u, const Input *ins, int nin) {
  for (int s = 0; s < u->ncores; s++) {
    bool ok = u->cores[s].sig.nargs == nin;
    for (int k = 0; k < nin && ok; k++) ok = nb_can_cast_safe(ins[k].dtype, u->cores[s].sig.args[k].dtype);
    if (ok) return s;
  }
  KirSig sig;
  memset(&sig, 0, sizeof sig);
  sig.ret.kind = KIR_TY_INFER;
  sig.nargs = nin;
  for (int k = 0; k < nin; k++) {
    KirTy t = {KIR_TY_SCALAR, ins[k].dtype, 0, 'A', 0};
    sig.args[k] = t;
  }
  add_core(u, &sig);
  return u->ncores - 1;
}

/* ---- the call ---- */

/* Run the core over out (any strides) with broadcast input views, one innermost row a call. */
static void run_rows(NbCore *c, int nin, Value *views, Array *out) {
  int nd = out->ndim;
  int64_t n = nd ? out->shape[nd - 1] : 1, rows = nd ? out->size / (n ? n : 1) : 1;
  if (out->size == 0) return;
  int64_t idx[RT_MAXDIM] = {0}, in_strides[KIR_MAX_ARGS];
  char *in[KIR_MAX_ARGS];
  for (int k = 0; k < nin; k++) in_strides[k] = nd ? RT_AS(Array, views[k])->strides[nd - 1] : 0;
  for (int64_t r = 0; r < rows; r++) {
    int64_t off_out = 0;
    for (int d = 0; d < nd - 1; d++) off_out += idx[d] * out->strides[d];
    for (int k = 0; k < nin; k++) {
      Array *a = RT_AS(Array, views[k]);
      in[k] = a->data;
      for (int d = 0; d < nd - 1; d++) in[k] += idx[d] * a->strides[d];
    }
    nb_core_kernel_elementwise(c, n, in, in_strides, out->data + off_out, nd ? out->strides[nd - 1] : 0);
    for (int d = nd - 2; d >= 0 && ++idx[d] == out->shape[d]; d--) idx[d] = 0;
  }
}

/* An input as an array of the loop's dtype, broadcast to the result's shape (a view). */
static Value prepare_input(const Input *in, Value arg, DType dt, int nd, const int64_t *shape) {
  Value a;
  if (in->kind != IN_ARRAY) {
    a = rt_array_from_value(arg, (int)dt);
  } else if (in->dtype != dt) {
    a = rt_array_astype(in->value, dt);
  } else {
    a = in->value;
    rt_incref(a);
  }
  Value b = rt_array_broadcast_to(a, nd, shape);
  rt_decref(a);
  return b;
}

/* Bytes Numba's cuda ufunc copies to the device for input in (deviceufunc.py): a scalar becomes
 * a one-element array of the loop dtype; an input broadcast to the result stays a stride-0 view
 * (its own bytes) for a 1-D result, but a result of more dimensions is raveled first, which
 * makes a broadcast input a contiguous array of the result's size. */
static int64_t copy_bytes(const Input *in, DType loop, const Array *result) {
  int64_t item = rt_dtypes[loop].itemsize;
  if (in->kind != IN_ARRAY) return result->ndim > 1 ? result->size * item : item;
  const Array *a = RT_AS(Array, in->value);
  bool broadcast = a->ndim != result->ndim;
  for (int d = 0; !broadcast && d < a->ndim; d++) broadcast = a->shape[d] != result->shape[d];
  return (broadcast && result->ndim > 1 ? result->size : a->size) * rt_dtypes[a->dtype].itemsize;
}

/* The copies in of a cuda ufunc's host inputs: arrays first, in order (the profiler pairs them
 * with the launch's host-array arguments), then scalars. */
static void count_copies(const Input *ins, int nin, const NbCore *c, const Array *result) {
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < nin; k++) {
      bool host_array = ins[k].kind == IN_ARRAY && !ins[k].device;
      if (pass == 0 ? host_array : ins[k].kind != IN_ARRAY)
        rt_copy_count(RT_COPY_H2D, copy_bytes(&ins[k], c->sig.args[k].dtype, result));
    }
}

/* The kernel of one call: run_rows over the whole result (nb_cuda_run's job). */
typedef struct RowsJob {
  NbCore *c;
  int nin;
  Value *views;
  Array *out;
} RowsJob;

static void rows_job(void *ud) {
  RowsJob *j = ud;
  run_rows(j->c, j->nin, j->views, j->out);
}

typedef struct Call {
  UFunc *u;
  int nin;
  const Value *argv;
  Value out;            /* RT_UNDEF when not given */
  Input ins[KIR_MAX_ARGS];
  Value views[KIR_MAX_ARGS];
} Call;

/* The arguments of the kernel launch Numba makes, for the profiler: the inputs as copied (the
 * host arrays count_copies copies, device arrays as they are), then the array the result goes
 * to: a host array when the result is copied back (finish), a device array out= when not. */
static int launch_args(const Call *cl, Value result, Value *args) {
  bool any_device = false;
  for (int k = 0; k < cl->nin; k++) {
    any_device = any_device || cl->ins[k].device;
    args[k] = cl->ins[k].kind == IN_ARRAY && !cl->ins[k].device ? cl->ins[k].value : cl->argv[k];
  }
  if (rt_is_undef(cl->out)) {
    if (!any_device) args[cl->nin] = result;
    return cl->nin + !any_device;
  }
  args[cl->nin] = cl->out;
  return cl->nin + 1;
}

static int select_core(Call *cl) {
  UFunc *u = cl->u;
  if (u->dynamic) return select_dynamic(u, cl->ins, cl->nin);
  return u->target == NB_TARGET_CUDA ? select_cuda(u, cl->ins, cl->nin)
                                     : select_cpu(u, cl->ins, cl->argv, cl->nin);
}

/* The result's shape: out='s shape when given (inputs broadcast to it), else the broadcast. */
static int result_shape(Call *cl, int64_t *shape) {
  if (!rt_is_undef(cl->out)) {
    Array *o = rt_is_devarray(cl->out) ? rt_devarray_array(cl->out) : RT_AS(Array, cl->out);
    memcpy(shape, o->shape, sizeof(int64_t) * (size_t)o->ndim);
    return o->ndim;
  }
  int nd = 0;
  for (int k = 0; k < cl->nin; k++) {
    int64_t tmp[RT_MAXDIM], one = 1;
    if (cl->ins[k].kind == IN_ARRAY) {
      Array *a = RT_AS(Array, cl->ins[k].value);
      nd = rt_broadcast_shapes(nd, shape, a->ndim, a->shape, tmp);
    } else if (cl->u->target == NB_TARGET_CUDA) {
      /* Numba's CUDA ufuncs turn each scalar into a one-element 1-D array */
      nd = rt_broadcast_shapes(nd, shape, 1, &one, tmp);
    } else {
      continue;
    }
    memcpy(shape, tmp, sizeof(int64_t) * (size_t)nd);
  }
  return nd;
}

static Value compute(Call *cl) {
  UFunc *u = cl->u;
  int s = select_core(cl);
  NbCore *c = &u->cores[s];
  int64_t shape[RT_MAXDIM];
  int nd = result_shape(cl, shape);
  for (int k = 0; k < cl->nin; k++) {
    cl->views[k] = prepare_input(&cl->ins[k], cl->argv[k], c->sig.args[k].dtype, nd, shape);
  }
  char *first[KIR_MAX_ARGS];
  bool empty = false;
  for (int k = 0; k < cl->nin; k++) {
    first[k] = RT_AS(Array, cl->views[k])->data;
    empty = empty || RT_AS(Array, cl->views[k])->size == 0;
  }
  DType ret = nb_core_ret_dtype(c, empty ? NULL : first);
  Value result = rt_array_new(ret, nd, shape, false);
  int mark = rt_cleanup_push_value(&result);
  Value target = rt_undef();
  if (!rt_is_undef(cl->out)) {
    target = rt_is_devarray(cl->out) ? rt_devarray_host(cl->out, true) : cl->out;
    if (RT_AS(Array, target)->dtype == ret) {
      rt_decref(result);
      result = target;
      rt_incref(result);
    }
  }
  RowsJob job = {c, cl->nin, cl->views, RT_AS(Array, result)};
  if (u->target == NB_TARGET_CUDA) {
    Value args[KIR_MAX_ARGS + 1];
    int nargs = launch_args(cl, result, args);
    bool back = nargs > cl->nin && rt_is_array(args[cl->nin]);
    struct ProfKernel *pk = nb_cuda_launch(c->pyfunc, RT_AS(Array, result)->size, nargs, args, back);
    count_copies(cl->ins, cl->nin, c, RT_AS(Array, result));
    nb_cuda_run(pk, rows_job, &job);
  } else {
    rows_job(&job);
  }
  if (!rt_is_undef(target) && result.as.o != target.as.o) rt_array_assign(target, result);
  for (int k = 0; k < cl->nin; k++) {
    rt_decref(cl->views[k]);
    cl->views[k] = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  return result;
}

/* Numba's CUDA ufuncs return out.reshape(shape): a new view of out's memory, not out itself. */
static Value reshaped_out(Value out) {
  if (rt_is_devarray(out)) return rt_devarray_wrap(RT_AS(DeviceArray, out)->array);
  Array *a = RT_AS(Array, out);
  return rt_array_view(out, a->dtype, a->ndim, a->shape, a->strides, a->data);
}

/* What the caller gets: out= itself (a new view of it for target='cuda'); a device array when
 * a cuda ufunc saw one; a NumPy scalar for a 0-d result on the CPU targets (NumPy's rule);
 * otherwise the new host array. */
static Value finish(Call *cl, Value result) {
  bool any_device = false;
  for (int k = 0; k < cl->nin; k++) {
    any_device = any_device || cl->ins[k].device;
  }
  if (!rt_is_undef(cl->out)) {
    rt_decref(result);
    const Array *o = rt_is_array(cl->out) ? RT_AS(Array, cl->out) : NULL;
    if (cl->u->target == NB_TARGET_CUDA && o) /* Numba's devout.copy_to_host(out) */
      rt_copy_count(RT_COPY_D2H, o->size * rt_dtypes[o->dtype].itemsize);
    return cl->u->target == NB_TARGET_CUDA ? reshaped_out(cl->out) : (rt_incref(cl->out), cl->out);
  }
  Array *r = RT_AS(Array, result);
  if (r->ndim == 0 && cl->u->target != NB_TARGET_CUDA) {
    Value sc = rt_npscalar_new(r->dtype, r->data);
    rt_decref(result);
    return sc;
  }
  if (cl->u->target == NB_TARGET_CUDA && any_device) {
    Value d = rt_devarray_wrap(result);
    rt_decref(result);
    return d;
  }
  if (cl->u->target == NB_TARGET_CUDA) rt_copy_count(RT_COPY_D2H, r->size * rt_dtypes[r->dtype].itemsize);
  return result;
}

/* What a call owns (its inputs as arrays, their views), released if it raises; every slot
 * starts RT_UNDEF. */
static void call_release(void *p) {
  Call *cl = p;
  for (int k = 0; k < KIR_MAX_ARGS; k++) {
    rt_decref(cl->ins[k].value);
    rt_decref(cl->views[k]);
  }
}

static Value ufunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UFunc *u = RT_AS(UFunc, self);
  if (rt_is_undef(u->pyfunc)) {
    rt_check_nargs("vectorize", argc, kw, 1, 1);
    return ufunc_bind(self, argv[0]);
  }
  Call cl = {.u = u, .argv = argv, .out = rt_undef()};
  cl.nin = u->dynamic ? argc : u->cores[0].sig.nargs;
  for (int i = 0; kw && i < kw->n; i++) {
    bool stream = u->target == NB_TARGET_CUDA && !strcmp(kw->names[i], "stream");
    if (strcmp(kw->names[i], "out") && !stream) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword to ufunc '%s'", kw->names[i], u->name);
    }
    if (!stream) cl.out = kw->values[i];
  }
  if (argc == cl.nin + 1 && !u->dynamic && rt_is_undef(cl.out)) cl.out = argv[cl.nin];
  if (argc < cl.nin || argc > cl.nin + 1 || (argc == cl.nin + 1 && u->dynamic)) {
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
             u->name, cl.nin, cl.nin + 1, argc);
  }
  if (cl.nin > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many arguments to ufunc '%s'", u->name);
  if (!rt_is_undef(cl.out) && !rt_is_array(cl.out) && !rt_is_devarray(cl.out)) {
    rt_raise(RT_EXC_TypeError, "return arrays must be of ArrayType");
  }
  if (u->target != NB_TARGET_CUDA && !u->dynamic) nb_refuse_text(u->name, cl.nin, argv);
  int mark = rt_cleanup_push(call_release, &cl);
  for (int k = 0; k < cl.nin; k++) cl.ins[k] = classify(argv[k]);
  Value result = compute(&cl);
  Value r = finish(&cl, result);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- ufunc.reduce ---- */

/* The core a binary ufunc reduces arrays of dtype dt with, as a call with two such arrays
 * would choose it; its result must be its first input's type (the accumulator). */
static NbCore *reduce_core(UFunc *u, DType dt) {
  if (u->ncores && u->cores[0].sig.nargs != 2) {
    rt_raise(RT_EXC_ValueError, "reduce only supported for binary functions");
  }
  /* NumPy's reductions of a ufunc *named* add or multiply run bool and integer arrays in
   * int64 (uint64 for unsigned ones), whatever the loops: that exact loop or an error */
  char kind = rt_dtypes[dt].kind;
  if ((kind == 'b' || kind == 'i' || kind == 'u') && (!strcmp(u->name, "add") || !strcmp(u->name, "multiply"))) {
    DType fixed = kind == 'u' ? DT_UINT64 : DT_INT64;
    for (int s = 0; s < u->ncores; s++) {
      const KirSig *sig = &u->cores[s].sig;
      if (sig->args[0].dtype == fixed && sig->args[1].dtype == fixed && sig->ret.dtype == fixed) return &u->cores[s];
    }
    rt_raise(RT_EXC_TypeError, "No loop matching the specified signature and casting was found for ufunc %s", u->name);
  }
  Input ins[2] = {{IN_ARRAY, rt_undef(), dt, false}, {IN_ARRAY, rt_undef(), dt, false}};
  NbCore *c = &u->cores[u->target == NB_TARGET_CUDA ? select_cuda(u, ins, 2) : select_cpu(u, ins, NULL, 2)];
  if (c->sig.ret.dtype != c->sig.args[0].dtype) {
    rt_raise(RT_EXC_TypeError, "reduce needs a signature whose result type is its first argument's");
  }
  return c;
}

/* One halving step: the ufunc's kernel launched on device memory (nothing is copied). */
typedef struct HalfJob {
  NbCore *c;
  int64_t n;
  char *in[2];
  int64_t strides[2];
  char *out;
  int64_t out_stride;
} HalfJob;

static void half_job(void *ud) {
  HalfJob *j = ud;
  nb_core_kernel_elementwise(j->c, j->n, j->in, j->strides, j->out, j->out_stride);
}

static void halving_step(HalfJob *j) {
  nb_cuda_run(nb_cuda_launch(j->c->pyfunc, j->n, 0, NULL, 0), half_job, j);
}

/* numba/cuda/vectorizers.py's __reduce: the halves combine in place (p[i] = f(p[i], p[i+h])),
 * an odd last element joins at the end; each step is a launch of the ufunc. n >= 2. */
static void halving_reduce(NbCore *c, char *p, int64_t n, int64_t st) {
  if (n % 2) {
    halving_reduce(c, p, n - 1, st);
    HalfJob last = {c, 1, {p, p + (n - 1) * st}, {0, 0}, p, 0};
    halving_step(&last);
    return;
  }
  HalfJob half = {c, n / 2, {p, p + n / 2 * st}, {st, st}, p, st};
  halving_step(&half);
  if (n / 2 > 1) halving_reduce(c, p, n / 2, st);
}

/* cuda ufunc.reduce(arg, stream=0): a 1-D reduction; a device array is reduced in place. As in
 * Numba, a host array is copied to the device first and the result element comes back; one
 * element is returned as it is (no copy, no launch). */
static Value cuda_reduce(UFunc *u, Value arg) {
  bool device = rt_is_devarray(arg);
  Value mem;
  if (device) {
    mem = rt_devarray_host(arg, true);
    rt_incref(mem);
  } else {
    Value host = rt_array_from_value(arg, -1);
    mem = rt_array_contiguous(host, true);
    rt_decref(host);
  }
  int mark = rt_cleanup_push_value(&mem);
  Array *m = RT_AS(Array, mem);
  if (m->ndim != 1) rt_raise(RT_EXC_AssertionError, "must use 1d array");
  if (m->size == 0) rt_raise(RT_EXC_TypeError, "Reduction on an empty array.");
  if (m->size > 1) {
    NbCore *c = reduce_core(u, m->dtype);
    if (c->sig.args[0].dtype != m->dtype) {
      rt_raise(RT_EXC_TypeError, "No matching version.  GPU ufunc requires array arguments to "
               "have the exact types.  This behaves like regular ufunc with casting='no'.");
    }
    int64_t isz = rt_dtypes[m->dtype].itemsize;
    if (!device) rt_copy_count(RT_COPY_H2D, m->size * isz); /* cuda.to_device(arg) */
    halving_reduce(c, m->data, m->size, m->strides[0]);
    rt_copy_count(RT_COPY_D2H, isz); /* out.copy_to_host(buf): the result element */
  }
  Value r = rt_npscalar_new(m->dtype, m->data);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A 1-D view of all of a's elements in C order (a new reference). */
static Value flatten(Value a) {
  Value flat = rt_array_contiguous(a, false);
  Array *f = RT_AS(Array, flat);
  int64_t n = f->size, stride = rt_dtypes[f->dtype].itemsize;
  Value v = rt_array_view(flat, f->dtype, 1, &n, &stride, f->data);
  rt_decref(flat);
  return v;
}

/* reduce of an empty axis: the identity, in the shape of one row. */
static Value reduce_empty(UFunc *u, const Array *src) {
  if (rt_is_none(u->identity)) {
    rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no identity",
             u->name);
  }
  DType dt = reduce_core(u, src->dtype)->sig.ret.dtype;
  Value r = rt_array_new(dt, src->ndim - 1, src->shape + 1, false);
  Value fill = rt_array_from_value(u->identity, (int)dt);
  rt_array_assign(r, fill);
  rt_decref(fill);
  if (src->ndim > 1) return r;
  Value sc = rt_npscalar_new(dt, RT_AS(Array, r)->data);
  rt_decref(r);
  return sc;
}

/* A view of a with axis k (negative: from the end) first and the others in order: the fold
 * below runs along axis 0. NumPy's AxisError for an axis a does not have. */
static Value axis_first(Value a, int64_t k) {
  const Array *s = RT_AS(Array, a);
  if (k < -s->ndim || k >= s->ndim)
    rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension %d", (long long)k, s->ndim);
  if (k < 0) k += s->ndim;
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  shape[0] = s->shape[k];
  strides[0] = s->strides[k];
  for (int i = 0, j = 1; i < s->ndim; i++) {
    if (i == k) continue;
    shape[j] = s->shape[i];
    strides[j++] = s->strides[i];
  }
  return rt_array_view(a, s->dtype, s->ndim, shape, strides, s->data);
}

/* CPU ufunc.reduce(array, axis=k): a left fold along axis k, row by row, as NumPy runs a
 * reduction through the ufunc's loop. axis=None folds all elements, which NumPy allows only
 * for 1-D arrays unless the ufunc has an identity (then its order may change). */
static Value cpu_reduce(UFunc *u, Value arg, Value axis) {
  Value a = rt_array_from_value(arg, -1);
  int mark = rt_cleanup_push_value(&a);
  if (!rt_is_undef(axis) && rt_is_none(axis) && RT_AS(Array, a)->ndim > 1) {
    if (rt_is_none(u->identity)) {
      rt_raise(RT_EXC_ValueError, "reduction operation '%s' is not reorderable, so at most one "
               "axis may be specified", u->name);
    }
    Value f = flatten(a);
    rt_decref(a);
    a = f;
  }
  if (!rt_is_undef(axis) && !rt_is_none(axis)) {
    Value v = axis_first(a, rt_to_index(axis, "axis"));
    rt_decref(a);
    a = v;
  }
  Array *src = RT_AS(Array, a);
  if (src->ndim == 0) rt_raise(RT_EXC_ValueError, "zero-dimensional arrays cannot be reduced");
  if (src->shape[0] == 0) {
    Value e = reduce_empty(u, src);
    rt_cleanup_pop(mark, true);
    return e;
  }
  NbCore *c = reduce_core(u, src->dtype);
  rt_cleanup_pop(mark, false);
  Value cast = rt_array_astype(a, c->sig.args[1].dtype);
  Array *x = RT_AS(Array, cast);
  Value row0 = rt_getitem(cast, rt_int(0));
  Value acc = rt_is_array(row0) ? rt_array_astype(row0, c->sig.ret.dtype)
                                : rt_array_from_value(row0, (int)c->sig.ret.dtype);
  Array *r = RT_AS(Array, acc);
  int64_t rowlen = x->ndim > 1 ? x->size / x->shape[0] : 1, isz = rt_dtypes[x->dtype].itemsize;
  for (int64_t i = 1; i < x->shape[0]; i++) {
    char *in[2] = {r->data, x->data + i * rowlen * isz};
    int64_t strides[2] = {rt_dtypes[r->dtype].itemsize, isz};
    nb_core_elementwise(c, rowlen, in, strides, r->data, strides[0]);
  }
  Value result = x->ndim > 1 ? (rt_incref(acc), acc) : rt_npscalar_new(r->dtype, r->data);
  rt_decref(row0);
  rt_decref(acc);
  rt_decref(cast);
  rt_decref(a);
  return result;
}

static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UFunc *u = RT_AS(UFunc, self);
  static const char *const names[] = {"array", "axis", "stream"};
  Value a[3];
  rt_parse_args("reduce", argc, argv, kw, u->target == NB_TARGET_CUDA ? 3 : 2, names, 1, a);
  if (u->target == NB_TARGET_CUDA) return cuda_reduce(u, a[0]);
  return cpu_reduce(u, a[0], a[1]);
}

/* ufunc.accumulate(array, axis=0): out[0] = a[0], out[i] = f(out[i - 1], a[i]) along the axis,
 * row by row through the loop reduce would choose; the result keeps the array's shape. */
static Value cpu_accumulate(UFunc *u, Value arg, Value axis) {
  Value a = rt_array_from_value(arg, -1);
  int mark = rt_cleanup_push_value(&a);
  int64_t k = rt_is_undef(axis) ? 0 : rt_to_index(axis, "axis");
  int nd = RT_AS(Array, a)->ndim;
  if (nd == 0) rt_raise(RT_EXC_TypeError, "cannot accumulate on a scalar");
  if (k < 0) k += nd;
  Value v = axis_first(a, k);
  rt_decref(a);
  a = v;
  NbCore *c = reduce_core(u, RT_AS(Array, a)->dtype);
  Value acc = rt_array_astype(a, c->sig.ret.dtype); /* row 0 as it is; the others overwritten */
  rt_cleanup_push_value(&acc);
  Array *r = RT_AS(Array, acc);
  Value cast = rt_array_astype(rt_obj(&r->hdr), c->sig.args[1].dtype);
  rt_cleanup_push_value(&cast);
  rt_array_assign(cast, a); /* a is still held: the pop below releases a, acc and cast */
  const Array *x = RT_AS(Array, cast);
  int64_t rowlen = r->shape[0] ? r->size / r->shape[0] : 0;
  int64_t osz = rt_dtypes[r->dtype].itemsize, isz = rt_dtypes[x->dtype].itemsize;
  for (int64_t i = 1; i < r->shape[0]; i++) {
    char *in[2] = {r->data + (i - 1) * rowlen * osz, x->data + i * rowlen * isz};
    int64_t strides[2] = {osz, isz};
    nb_core_elementwise(c, rowlen, in, strides, r->data + i * rowlen * osz, osz);
  }
  /* the accumulated axis back in its place */
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  for (int i = 0, j = 1; i < nd; i++) {
    int from = i == k ? 0 : j++;
    shape[i] = r->shape[from];
    strides[i] = r->strides[from];
  }
  Value out = rt_array_view(acc, r->dtype, nd, shape, strides, r->data);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value m_accumulate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"array", "axis"};
  Value a[2];
  rt_parse_args("accumulate", argc, argv, kw, 2, names, 1, a);
  return cpu_accumulate(RT_AS(UFunc, self), a[0], a[1]);
}

/* ufunc.outer(A, B): f(a, b) for every pair, shape A.shape + B.shape (A viewed with B.ndim
 * trailing axes of 1, broadcast against B). */
static Value m_outer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UFunc *u = RT_AS(UFunc, self);
  rt_check_nargs("outer", argc, kw, 2, 2);
  if (u->ncores && u->cores[0].sig.nargs != 2) rt_raise(RT_EXC_ValueError, "outer product only supported for binary functions");
  Value a = rt_array_from_value(argv[0], -1), b = rt_array_from_value(argv[1], -1);
  const Array *x = RT_AS(Array, a);
  int nb = RT_AS(Array, b)->ndim;
  if (x->ndim + nb > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions for ufunc.outer");
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  for (int i = 0; i < x->ndim; i++) shape[i] = x->shape[i], strides[i] = x->strides[i];
  for (int i = 0; i < nb; i++) shape[x->ndim + i] = 1, strides[x->ndim + i] = 0;
  Value wide = rt_array_view(a, x->dtype, x->ndim + nb, shape, strides, x->data);
  rt_decref(a);
  Value args[2] = {wide, b};
  int mark = rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  Value r = ufunc_call(self, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The loops' type strings as NumPy lists them ('dd->d'). */
static Value types_list(const UFunc *u) {
  Value list = rt_list_new(0);
  for (int s = 0; s < u->ncores; s++) {
    const KirSig *sig = &u->cores[s].sig;
    char buf[KIR_MAX_ARGS + 8];
    int n = 0;
    for (int k = 0; k < sig->nargs; k++) buf[n++] = rt_dtype_char(sig->args[k].dtype);
    buf[n++] = '-', buf[n++] = '>';
    buf[n++] = sig->ret.kind == KIR_TY_SCALAR ? rt_dtype_char(sig->ret.dtype) : '?';
    Value str = rt_str_new(buf, (size_t)n);
    rt_list_append(list, str);
    rt_decref(str);
  }
  return list;
}

/* A DUFunc's .ufunc: a NumPy ufunc with the loops compiled so far. */
static Value plain_ufunc(const UFunc *d) {
  Value v = ufunc_new(d->target);
  UFunc *u = RT_AS(UFunc, v);
  rt_incref(d->pyfunc);
  u->pyfunc = d->pyfunc;
  rt_incref(d->identity);
  rt_decref(u->identity);
  u->identity = d->identity;
  u->plain = true;
  memcpy(u->name, d->name, sizeof u->name);
  for (int i = 0; i < d->ncores; i++) add_core(u, &d->cores[i].sig);
  return v;
}

static Value ufunc_getattr(Value self, const char *name) {
  UFunc *u = RT_AS(UFunc, self);
  if (!strcmp(name, "__name__")) return rt_str_from_c(u->name);
  bool bound = !rt_is_undef(u->pyfunc);
  if (!strcmp(name, "types") && bound) return types_list(u);
  if (!strcmp(name, "ufunc") && bound && u->target == NB_TARGET_CPU && !u->plain) return plain_ufunc(u);
  if (!strcmp(name, "accumulate") && bound && u->target != NB_TARGET_CUDA) return rt_native_bind("accumulate", m_accumulate, self);
  if (!strcmp(name, "outer") && bound && u->target != NB_TARGET_CUDA) return rt_native_bind("outer", m_outer, self);
  if (!strcmp(name, "nin")) return rt_int(u->ncores ? u->cores[0].sig.nargs : 0);
  if (!strcmp(name, "nout")) return rt_int(1);
  if (!strcmp(name, "nargs")) return rt_int((u->ncores ? u->cores[0].sig.nargs : 0) + 1);
  if (!strcmp(name, "ntypes")) return rt_int(u->ncores);
  if (!strcmp(name, "identity")) {
    rt_incref(u->identity);
    return u->identity;
  }
  if (!strcmp(name, "reduce") && !rt_is_undef(u->pyfunc)) return rt_native_bind("reduce", m_reduce, self);
  if (!strcmp(name, "py_func") && !rt_is_undef(u->pyfunc)) {
    rt_incref(u->pyfunc);
    return u->pyfunc;
  }
  return rt_undef();
}

static Value ufunc_no_new(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create instances of this type in Weft");
}

static Value ufunc_repr(Value self) {
  UFunc *u = RT_AS(UFunc, self);
  if (rt_is_undef(u->pyfunc)) return rt_str_printf("<function vectorize.<locals>.wrap at %p>", (void *)u);
  if (u->target == NB_TARGET_CUDA) {
    return rt_str_printf("<numba.cuda.vectorizers.CUDAUFuncDispatcher object at %p>", (void *)u);
  }
  if (u->target == NB_TARGET_CPU && !u->plain) return rt_str_printf("<numba._DUFunc '%s'>", u->name);
  return rt_str_printf("<ufunc '%s'>", u->name);
}

static void ufunc_free(Obj *o) {
  UFunc *u = (UFunc *)o;
  rt_decref(u->pyfunc);
  rt_decref(u->identity);
  free(u->cores);
  free(u);
}

/* Python's name of the class: Numba's DUFunc for target='cpu', its CUDAUFuncDispatcher for
 * 'cuda', a NumPy ufunc for 'parallel' and a DUFunc's .ufunc. */
static const char *ufunc_type_name(Value self) {
  const UFunc *u = RT_AS(UFunc, self);
  if (rt_is_undef(u->pyfunc)) return "function";
  if (u->target == NB_TARGET_CUDA) return "CUDAUFuncDispatcher";
  return u->target == NB_TARGET_CPU && !u->plain ? "DUFunc" : "numpy.ufunc";
}

/* type(u): the class, made once per kind (its repr names Numba's module). */
static Value ufunc_type_object(Value self) {
  static Value classes[3];
  const UFunc *u = RT_AS(UFunc, self);
  int kind = rt_is_undef(u->pyfunc) ? 0 : u->target == NB_TARGET_CUDA ? 1 : u->target == NB_TARGET_CPU && !u->plain ? 2 : -1;
  if (kind < 0) { /* NumPy's own ufunc class */
    Value np = rt_import("numpy");
    Value cls = rt_getattr(np, "ufunc");
    rt_decref(np);
    return cls;
  }
  static const char *const reprs[3] = {"<class 'function'>", "<class 'numba.cuda.vectorizers.CUDAUFuncDispatcher'>",
                                       "<class 'numba.np.ufunc.dufunc.DUFunc'>"};
  if (!rt_is_obj(classes[kind])) classes[kind] = rt_native_class(ufunc_type_name(self), ufunc_no_new, NULL, reprs[kind]);
  rt_incref(classes[kind]);
  return classes[kind];
}

static const ObjType ufunc_type = {
    .name = "numpy.ufunc",
    .type_name = ufunc_type_name,
    .type_object = ufunc_type_object,
    .free = ufunc_free,
    .repr = ufunc_repr,
    .getattr = ufunc_getattr,
    .call = ufunc_call,
};
