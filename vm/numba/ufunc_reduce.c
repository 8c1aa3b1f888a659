/* ufunc_reduce.c — numba.cuda.reduce: a full reduction of a 1-D array with a binary Python
 * function, called as r(arr, size=None, res=None, init=0, stream=0) with Numba's defaults
 * (init=0 takes part in the reduction: a product with the default init is 0). Its value is
 * the simulator's: functools.reduce over the Python objects (python_fold), in every mode; the
 * launches below still run, for the profiler and (--mode=gpu) on the GPU; with
 * WEFT_REDUCE_TREE=1 (tests/gpu/ufunc_host_check.py) their value is returned instead.
 *
 * The combination order is that of Numba's reduction kernels (numba/cuda/kernels/reduction.py)
 * so floating-point results agree bit for bit: blocks of 128 threads (4 warps) stride over the
 * array, each warp reduces by halving, the block combines its warps as (w0∘w2)∘(w1∘w3), a
 * partial block handles the tail, and one more block combines the per-block partials. Each
 * step runs as one elementwise call of the combining core over the lanes doing it. The GPU
 * backend's reduction kernel (gpu/gpu_ufunc.c) is the same algorithm, so it combines the same
 * pairs in the same order. For the profiler each of Numba's (up to three) launches is a kernel
 * row, with a host array's slice copied in and back around it as Numba's launches do. */
#include <stdlib.h>
#include <string.h>

#include "devarray.h"
#include "../base/config.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "numba_ufunc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

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

/* One of the kernel launches of Numba's Reduce.__call__ (numba/cuda/kernels/reduction.py):
 * gpu_reduce_block_strided[grid, block](arr, partials, init, use_init). */
typedef struct Launch {
  const Op *op;
  const char *arr;   /* first element this launch reduces */
  int64_t n;         /* elements: grid * block threads' worth */
  int64_t grid, block;
  char *tmp, *partials;
  const char *init;
  bool use_init;
} Launch;

static void launch_job(void *ud) {
  const Launch *L = ud;
  if (L->block == BLOCK) full_blocks(L->op, L->arr, L->n, L->grid, L->tmp, L->partials);
  else partial_block(L->op, L->arr, L->n, L->tmp, L->partials);
  if (L->use_init) combine(L->op, 1, L->partials, 0, (char *)L->init, 0, L->partials, 0);
}

/* Runs one launch as the profiler sees it: a host array's slice is copied in before and back
 * after the kernel, as Numba does for a host array passed to a kernel. */
static void launch(Reduce *r, Launch *L, Value src, Value device) {
  int64_t isz = L->op->isz, bytes = L->n * isz;
  bool host = rt_is_undef(device);
  Value arg = host ? rt_array_view(src, RT_AS(Array, src)->dtype, 1, &L->n, &isz, (char *)L->arr) : device;
  if (host) rt_incref(src);
  struct ProfKernel *pk = nb_cuda_launch_grid(nb_func_name(r->pyfunc), L->grid, L->block, 1, &arg, host ? 1 : 0);
  if (host) rt_copy_count(RT_COPY_H2D, bytes);
  nb_cuda_run(pk, launch_job, L);
  if (host) rt_copy_count(RT_COPY_D2H, bytes);
  if (host) rt_decref(arg), rt_decref(src);
}

/* Reduce src (a contiguous array, n >= 1 elements) with Numba's launches; result to out.
 * device is the caller's device array (RT_UNDEF for a host array), for the profiler's record. */
static void reduce_all(Reduce *r, const Op *op, Value src, Value device, const char *init, char *out) {
  const Array *a = RT_AS(Array, src);
  const char *arr = a->data;
  int64_t isz = op->isz, n = a->size;
  KirUfuncRun g = {.kind = KIR_UFUNC_REDUCE, .n = n, .arr = arr, .init = init, .result = out};
  if (nb_core_offer_gpu(op->core, &g)) return;
  int64_t size_full = n / BLOCK * BLOCK, size_partial = n - size_full;
  int64_t full_blockct = size_full / BLOCK < 2 * WARP ? size_full / BLOCK : 2 * WARP;
  int64_t npartials = full_blockct + (size_partial ? 1 : 0);
  char *partials = rt_calloc((size_t)npartials, (size_t)isz);
  char *tmp = rt_calloc((size_t)(full_blockct ? full_blockct * BLOCK : BLOCK), (size_t)isz);
  if (size_full) {
    Launch L = {op, arr, size_full, full_blockct, BLOCK, tmp, partials, init, true};
    launch(r, &L, src, device);
  }
  if (size_partial) {
    Launch L = {op, arr + size_full * isz, size_partial, 1, size_partial, tmp, partials + full_blockct * isz, init,
                !full_blockct};
    launch(r, &L, src, device);
  }
  if (npartials > 1) {
    Launch L = {op, partials, npartials, 1, npartials, tmp, partials, init, false};
    struct ProfKernel *pk = nb_cuda_launch_grid(nb_func_name(r->pyfunc), 1, npartials, 0, NULL, 0);
    nb_cuda_run(pk, launch_job, &L); /* partials live on the device: nothing is copied */
  }
  memcpy(out, partials, (size_t)isz);
  free(tmp);
  free(partials);
}

/* What Numba's simulator returns: functools.reduce(func, elements, init) over the Python
 * objects, init as given (the int 0 by default) and each element a NumPy scalar, so the
 * result is what the function makes of them (min(0, 1.5) is the int 0; 0 + float32 is a
 * float64) in the sequential order. New reference. */
static Value python_fold(Value func, Value src, Value init) {
  const Array *a = RT_AS(Array, src);
  Value acc = init;
  rt_incref(acc);
  for (int64_t k = 0; k < a->size; k++) {
    Value args[2] = {acc, rt_npscalar_new(a->dtype, a->data + k * rt_dtypes[a->dtype].itemsize)};
    Value next = rt_call(func, 2, args, NULL);
    rt_decref(args[1]);
    rt_decref(acc);
    acc = next;
  }
  return acc;
}

static NbCore *core_for(Reduce *r, DType dt) {
  if (!r->made[dt]) {
    KirSig sig;
    memset(&sig, 0, sizeof sig);
    KirTy t = {KIR_TY_SCALAR, dt, 0, 'A', 0};
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
  Value scalar = rt_undef();
  if (n < 1) {
    memcpy(result, init, sizeof init);
  } else {
    Op op = {core_for(r, dt), rt_dtypes[dt].itemsize};
    /* The launches run for the profiler (on a GPU in --mode=gpu); the value is the
     * simulator's Python fold in every mode, unless a test asks for the launches' own
     * (WEFT_REDUCE_TREE=1: compiled Numba's value, in the dtype). */
    reduce_all(r, &op, arr, device ? a[0] : rt_undef(), init, result);
    const char *tree = weft_config()->reduce_tree;
    if (!tree || strcmp(tree, "1") != 0) scalar = python_fold(r->pyfunc, arr, rt_is_undef(a[3]) ? rt_int(0) : a[3]);
  }
  rt_decref(arr);
  /* An empty array reduces to init as given (the int 0 by default), as Numba's simulator's
   * functools.reduce returns it; compiled Numba would convert it to the dtype. */
  if (rt_is_undef(scalar) && n >= 1) {
    scalar = rt_npscalar_new(dt, result);
  } else if (rt_is_undef(scalar)) {
    scalar = rt_is_undef(a[3]) ? rt_int(0) : a[3];
    rt_incref(scalar);
  }
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
