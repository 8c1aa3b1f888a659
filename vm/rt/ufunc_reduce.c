/* ufunc_reduce.c — numba.cuda.reduce: a full reduction of a 1-D array with a binary Python
 * function, called as r(arr, size=None, res=None, init=0, stream=0) with Numba's defaults
 * (init=0 takes part in the reduction: a product with the default init is 0).
 *
 * The combination order is that of Numba's reduction kernels (numba/cuda/kernels/reduction.py)
 * so floating-point results agree bit for bit: blocks of 128 threads (4 warps) stride over the
 * array, each warp reduces by halving, the block combines its warps as (w0∘w2)∘(w1∘w3), a
 * partial block handles the tail, and one more block combines the per-block partials. Each
 * step runs as one elementwise call of the combining core over the lanes doing it. */
#include <stdlib.h>
#include <string.h>

#include "devarray.h"
#include "error.h"
#include "native.h"
#include "numba_ufunc.h"
#include "objects.h"
#include "ops.h"

#define WARP 32
#define NUMWARPS 4
#define BLOCK (WARP * NUMWARPS)

typedef struct Reduce {
  Obj hdr;
  Value pyfunc;
  NbCore cores[DT_COUNT];   /* one per array dtype */
  bool made[DT_COUNT];
} Reduce;

static const ObjType reduce_type;

Value nb_cuda_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("reduce", argc, kw, 1, 1);
  Reduce *r = rt_calloc(1, sizeof *r);
  rt_obj_init(&r->hdr, &reduce_type);
  rt_incref(argv[0]);
  r->pyfunc = argv[0];
  return rt_obj(r);
}

/* One combination step: out[i] = op(a[i], b[i]) for i < n (pointers to elements). */
typedef struct Op {
  NbCore *core;
  int64_t isz;
} Op;

static void combine(const Op *op, int64_t n, char *a, int64_t sa, char *b, int64_t sb, char *out,
                    int64_t so) {
  if (n <= 0) return;
  char *in[2] = {a, b};
  int64_t strides[2] = {sa, sb};
  nb_core_elementwise(op->core, n, in, strides, out, so);
}

/* inner_warp_reduction: lanes below `width` combine with the lane `width` above, halving. */
static void warp_reduce(const Op *op, char *sm) {
  for (int width = WARP / 2; width; width /= 2) {
    combine(op, width, sm, op->isz, sm + width * op->isz, op->isz, sm, op->isz);
  }
}

/* device_reduce_full_block for `blocks` blocks of 128 threads over arr[0:n] (n a multiple of
 * 128), partial results to partials[0:blocks]. tmp holds one value per thread. */
static void full_blocks(const Op *op, const char *arr, int64_t n, int64_t blocks, char *tmp,
                        char *partials) {
  int64_t isz = op->isz, threads = blocks * BLOCK;
  memcpy(tmp, arr, (size_t)(threads * isz));
  for (int64_t start = threads; start < n; start += threads) {
    int64_t lanes = n - start < threads ? n - start : threads;
    combine(op, lanes, tmp, isz, (char *)arr + start * isz, isz, tmp, isz);
  }
  for (int64_t w = 0; w < blocks * NUMWARPS; w++) warp_reduce(op, tmp + w * WARP * isz);
  for (int64_t b = 0; b < blocks; b++) {
    char *sm = tmp + b * BLOCK * isz;
    /* threads 0 and 1: warp t ∘= warp t+2 (the slots are WARP elements apart) */
    combine(op, 2, sm, WARP * isz, sm + 2 * WARP * isz, WARP * isz, sm, WARP * isz);
    combine(op, 1, sm, 0, sm + WARP * isz, 0, partials + b * isz, 0);
  }
}

/* device_reduce_partial_block: one block of n <= 128 threads over src, result to *dst. */
static void partial_block(const Op *op, const char *src, int64_t n, char *tmp, char *dst) {
  int64_t isz = op->isz, nwarps = (n + WARP - 1) / WARP;
  memcpy(tmp, src, (size_t)(n * isz));
  for (int64_t w = 0; w < nwarps; w++) {
    char *sm = tmp + w * WARP * isz;
    if ((w + 1) * WARP < n) {
      warp_reduce(op, sm);
      continue;
    }
    for (int64_t i = 1; i < n - w * WARP; i++) combine(op, 1, sm, 0, sm + i * isz, 0, sm, 0);
  }
  char result[8];
  memcpy(result, tmp, (size_t)isz);
  for (int64_t w = 1; w < nwarps; w++) combine(op, 1, result, 0, tmp + w * WARP * isz, 0, result, 0);
  memcpy(dst, result, (size_t)isz);
}

/* Reduce arr (contiguous, n >= 1 elements) as Numba's Reduce.__call__ does; result to out. */
static void reduce_all(const Op *op, const char *arr, int64_t n, const char *init, char *out) {
  int64_t isz = op->isz;
  int64_t size_full = n / BLOCK * BLOCK, size_partial = n - size_full;
  int64_t full_blockct = size_full / BLOCK < 2 * WARP ? size_full / BLOCK : 2 * WARP;
  int64_t npartials = full_blockct + (size_partial ? 1 : 0);
  char *partials = rt_calloc((size_t)npartials, (size_t)isz);
  char *tmp = rt_calloc((size_t)(full_blockct ? full_blockct * BLOCK : BLOCK), (size_t)isz);
  if (size_full) {
    full_blocks(op, arr, size_full, full_blockct, tmp, partials);
    combine(op, 1, partials, 0, (char *)init, 0, partials, 0);
  }
  if (size_partial) {
    char *slot = partials + full_blockct * isz;
    partial_block(op, arr + size_full * isz, size_partial, tmp, slot);
    if (!full_blockct) combine(op, 1, slot, 0, (char *)init, 0, slot, 0);
  }
  if (npartials > 1) partial_block(op, partials, npartials, tmp, partials);
  memcpy(out, partials, (size_t)isz);
  free(tmp);
  free(partials);
}

static NbCore *core_for(Reduce *r, DType dt) {
  if (!r->made[dt]) {
    KirSig sig;
    memset(&sig, 0, sizeof sig);
    KirTy t = {KIR_TY_SCALAR, dt, 0, 'A'};
    sig.ret = t;
    sig.nargs = 2;
    sig.args[0] = sig.args[1] = t;
    nb_core_init(&r->cores[dt], r->pyfunc, &sig, NB_TARGET_CUDA);
    r->made[dt] = true;
  }
  return &r->cores[dt];
}

/* The array to reduce (1-D, first `size` elements), contiguous; new reference. */
static Value source_array(Value arr, Value size, bool *device) {
  *device = rt_is_devarray(arr);
  Value a = *device ? rt_devarray_host(arr, false) : arr;
  if (!rt_is_array(a)) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'ndim'", rt_type_name(arr));
  if (RT_AS(Array, a)->ndim != 1) rt_raise(RT_EXC_TypeError, "only support 1D array");
  Value key = rt_undef();
  if (!rt_is_undef(size) && !rt_is_none(size)) key = rt_slice_new(rt_none(), size, rt_none());
  Value s = rt_is_undef(key) ? a : rt_getitem(a, key);
  if (rt_is_undef(key)) rt_incref(s);
  rt_decref(key);
  Value c = rt_array_contiguous(s, false);
  rt_decref(s);
  return c;
}

static Value reduce_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"arr", "size", "res", "init", "stream"};
  Value a[5];
  rt_parse_args("__call__", argc, argv, kw, 5, names, 1, a);
  Reduce *r = RT_AS(Reduce, self);
  bool device;
  Value arr = source_array(a[0], a[1], &device);
  const Array *src = RT_AS(Array, arr);
  DType dt = src->dtype;
  int64_t n = src->size;
  char init[8] = {0}, result[8];
  if (!rt_is_undef(a[3])) nb_store_value(dt, init, a[3], "reduce");
  if (!device) rt_copy_count(RT_COPY_H2D, n * rt_dtypes[dt].itemsize);
  if (n < 1) {
    memcpy(result, init, sizeof init);
  } else {
    Op op = {core_for(r, dt), rt_dtypes[dt].itemsize};
    reduce_all(&op, src->data, n, init, result);
  }
  rt_decref(arr);
  Value scalar = rt_npscalar_new(dt, result);
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) {
    if (n >= 1) rt_copy_count(RT_COPY_D2H, rt_dtypes[dt].itemsize);
    return scalar;
  }
  rt_setitem(a[2], rt_int(0), scalar);
  rt_decref(scalar);
  return rt_none();
}

static Value reduce_repr(Value self) {
  return rt_str_printf("<numba.cuda.kernels.reduction.Reduce object at %p>", (void *)self.as.o);
}

static void reduce_free(Obj *o) {
  Reduce *r = (Reduce *)o;
  rt_decref(r->pyfunc);
  free(r);
}

static const ObjType reduce_type = {
    .name = "Reduce",
    .free = reduce_free,
    .repr = reduce_repr,
    .call = reduce_call,
};
