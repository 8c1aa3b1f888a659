/* np_numba_reduce.c — sum, mean, var and std of a whole float array in @jit code the interpreter
 * tier runs. NumPy sums floats pairwise (np_reduce.c); Numba's compiled array_sum / array_mean /
 * array_var (numba/np/arraymath.py) add the elements one after another over np.nditer (C order;
 * an F-ordered array's memory order), in the array's own float type: var is the float64 sum of
 * (x - mean) ** 2 (each square in the array's type) over the size, std its ** 0.5. The native
 * tier computes the same (vm/kir/kir_typer_reduce.c), so both tiers of @njit code give Numba's
 * bits: a mean of 1,000 uniform numbers differed from Numba's in the last digit before. */
#include <math.h>
#include <string.h>

#include "np_numba_reduce.h"

/* The element offsets of a in Numba's iteration order, visited through a callback-free
 * odometer: order[] lists the axes from the outermost. */
typedef struct Walk {
  const Array *a;
  int order[RT_MAXDIM];
  int64_t idx[RT_MAXDIM];
  int64_t off;
} Walk;

static bool f_contiguous(const Array *a) {
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int k = 0; k < a->ndim; k++) {
    if (a->shape[k] != 1 && a->strides[k] != want) return false;
    want *= a->shape[k];
  }
  return true;
}

static void walk_init(Walk *w, const Array *a) {
  memset(w, 0, sizeof *w);
  w->a = a;
  bool f_only = a->ndim > 1 && !rt_array_is_c_contiguous(a) && f_contiguous(a);
  for (int k = 0; k < a->ndim; k++) w->order[k] = f_only ? a->ndim - 1 - k : k;
}

/* The next element's offset after the current one (the innermost axis first). */
static void walk_next(Walk *w) {
  for (int k = w->a->ndim - 1; k >= 0; k--) {
    int ax = w->order[k];
    w->off += w->a->strides[ax];
    if (++w->idx[ax] < w->a->shape[ax]) return;
    w->off -= w->a->strides[ax] * w->a->shape[ax];
    w->idx[ax] = 0;
  }
}

#define NUMBA_REDUCE(T, NAME)                                                       \
  static double NAME(const Array *a, NpNumbaReduce op) {                            \
    Walk w;                                                                         \
    walk_init(&w, a);                                                               \
    T acc = 0;                                                                      \
    for (int64_t i = 0; i < a->size; i++, walk_next(&w)) acc += *(const T *)(a->data + w.off); \
    if (op == NP_NB_SUM) return acc;                                                \
    T mean = acc / (T)a->size;                                                      \
    if (op == NP_NB_MEAN) return mean;                                              \
    double ssd = 0.0;                                                               \
    walk_init(&w, a);                                                               \
    for (int64_t i = 0; i < a->size; i++, walk_next(&w)) {                          \
      T d = *(const T *)(a->data + w.off) - mean;                                   \
      ssd += (double)(T)(d * d);                                                    \
    }                                                                               \
    T var = (T)(ssd / (double)a->size);                                             \
    return op == NP_NB_VAR ? var : (T)pow((double)var, 0.5);                        \
  }
NUMBA_REDUCE(double, reduce_f64)
NUMBA_REDUCE(float, reduce_f32)

bool np_numba_reduce(Value a, NpNumbaReduce op, Value *out) {
  if (!rt_np_in_numba_code() || !rt_is_array(a)) return false;
  const Array *arr = RT_AS(Array, a);
  if ((arr->dtype != DT_FLOAT64 && arr->dtype != DT_FLOAT32) || (arr->size == 0 && op != NP_NB_SUM)) return false;
  if (arr->dtype == DT_FLOAT64) {
    double r = reduce_f64(arr, op);
    *out = rt_npscalar_new(DT_FLOAT64, &r);
  } else {
    float r = (float)reduce_f32(arr, op);
    *out = rt_npscalar_new(DT_FLOAT32, &r);
  }
  return true;
}
