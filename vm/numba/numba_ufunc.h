/* numba_ufunc.h — what the numba module files share (numba_module.c, ufunc_core.c,
 * ufunc_vectorize.c, ufunc_guvectorize.c, ufunc_reduce.c). Private to those files.
 *
 * A "core" is the scalar (vectorize, reduce) or array (guvectorize) Python function a decorator
 * was given, specialised for one signature. It runs on vm/kir's typed engine (kir.h) when that
 * engine is linked in; otherwise — and for anything the engine answers with
 * NotImplementedError — it runs in the host interpreter, one call per element, with NumPy
 * scalars of the signature's dtypes (so float32 arithmetic stays float32). */
#ifndef WEFT_RT_NUMBA_UFUNC_H
#define WEFT_RT_NUMBA_UFUNC_H

#include "../kir/kir.h"
#include "../np/array.h"
#include "ufunc_gpu.h"
#include "../obj/value.h"

typedef enum { NB_TARGET_CPU, NB_TARGET_PARALLEL, NB_TARGET_CUDA } NbTarget;

/* target= of a decorator: 'cpu' (also RT_UNDEF), 'parallel' or 'cuda'; ValueError otherwise. */
NbTarget nb_parse_target(Value v);
/* np.can_cast(from, to, 'safe'). */
bool nb_can_cast_safe(DType from, DType to);

/* np.min_scalar_type of a Python or NumPy scalar's value (float16 → float32: Weft has none). */
DType nb_min_scalar_dtype(Value scalar);
/* A CPU-target ufunc called with text (str, bytes, a string array, a list holding str): NumPy
 * converts it to a '<U' array, for which no loop exists: its "not supported" TypeError. */
void nb_refuse_text(const char *name, int nin, const Value *argv);
/* NumPy's kind categories for value-based casting: bool 0, integers 1, floats 2. */
int nb_kind_category(DType dt);

typedef struct NbCore {
  Value pyfunc;        /* borrowed from the owning ufunc object */
  KirSig sig;
  KirTarget target;
  KirFunc *compiled;   /* vm/kir's specialisation; NULL until first use or when interpreted */
  bool interpreted;    /* the engine is absent or declined: run in the host interpreter */
  bool parallel;       /* target='parallel': large runs split over threads (ufunc_core.c) */
} NbCore;

void nb_core_init(NbCore *c, Value pyfunc, const KirSig *sig, NbTarget target);
/* Lanes i in [0, n): out[i] = f(in[0][i], ...), strides in bytes (0 broadcasts). */
void nb_core_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                         char *out, int64_t out_stride);
/* The elementwise kernel of a cuda ufunc (its rows, and ufunc.reduce's halving steps): offered
 * to the GPU backend first (ufunc_gpu.h), else nb_core_elementwise. */
void nb_core_kernel_elementwise(NbCore *c, int64_t n, char *const *in, const int64_t *in_strides,
                                char *out, int64_t out_stride);
/* Offers run r of a target='cuda' core to the GPU backend (fills r->core); true when it ran it.
 * False for other targets, without a backend, and for cores the engine does not compile. */
bool nb_core_offer_gpu(NbCore *c, NbGpuRun *r);
/* Gufunc cores c in [0, ncores): argument k is views[k] (an Array value; 0-d for a scalar
 * argument) with its data moved by c * core_strides[k] bytes. A target='cuda' batch is offered
 * to the GPU backend first. */
void nb_core_gufunc(NbCore *c, int64_t ncores, const Value *views, const int64_t *core_strides);

/* The scalar return dtype of an elementwise core. Without a declared return type, the engine's
 * typing decides (interpreted: the type of what element `first` gives; float64 if NULL). */
DType nb_core_ret_dtype(NbCore *c, char *const *first);

/* Store a host value returned by an interpreted core into an element of dtype dt. */
void nb_store_value(DType dt, char *p, Value v, const char *fname);

/* The decorators (numba.vectorize, numba.guvectorize, numba.cuda.reduce). */
Value nb_vectorize(Value self, int argc, const Value *argv, const Kwargs *kw);
Value nb_guvectorize(Value self, int argc, const Value *argv, const Kwargs *kw);
Value nb_cuda_reduce(Value self, int argc, const Value *argv, const Kwargs *kw);

/* target='cuda' as the profiler sees it (ufunc_core.c): each call is the kernel launch Numba
 * makes, a row named after the Python function. They return NULL when profiling is off. Host
 * arrays among argv are the launch's arguments: the copies counted (rt_copy_count) between begin
 * and end are the copies in of its first host arrays, in order; the copies counted after end are
 * the copies back of its last `nback` host arrays, in order (a ufunc's results). nb_cuda_launch
 * sizes the launch as Numba's forall(): NB_CUDA_BLOCK threads a block, enough for nthreads. */
#define NB_CUDA_BLOCK 1024
struct ProfKernel *nb_cuda_launch_grid(const char *name, int64_t grid, int64_t block, int argc, const Value *argv,
                                       int nback);
struct ProfKernel *nb_cuda_launch(Value pyfunc, int64_t nthreads, int argc, const Value *argv, int nback);
/* Runs job(ud) as launch k: when it raises, k is closed as faulted (rc 1) before the exception
 * goes on, so no launch stays open. With k NULL it is a plain call. */
void nb_cuda_run(struct ProfKernel *k, void (*job)(void *), void *ud);

/* Name of a Python function value for messages ("foo"); "<ufunc>" when unknown. */
const char *nb_func_name(Value fn);

#endif
