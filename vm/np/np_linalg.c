/* np_linalg.c — matrix products: np.matmul and the @ operator, np.dot, vdot, inner, outer.
 *
 * Every product reduces to one kernel, C(P,Q) = A(P,k) · B(k,Q) on C-contiguous operands in
 * the promoted dtype (complex ones too), accumulating each output element in k order (i-k-j
 * loop so rows of B stream). NumPy hands floats to BLAS, whose last-bit rounding may differ; results on exactly
 * representable data agree. Shape errors carry NumPy's messages.
 */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3", "align-loops=64") /* vectorises the gemm inner loop over a row of B; the
                                              * loop starts a cache line, whatever the code before */
#endif

#include <stdio.h>
#include <string.h>

#include "np_dvar.h"
#include "np_internal.h"
#include "../base/error.h"
#include "np_loops.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Q == 1 (a matrix times a vector, a 1-D dot): each c[i] is the sum of its products in k
 * order from 0, as the i-k-j loop below (and reference BLAS's dgemv/ddot, NumPy's) adds them;
 * four rows at a time, so four independent sums overlap instead of one waiting on the last. */
#define GEMV(E, T)                                                                      \
  static void gemv_##E(const T *a, const T *b, T *c, int64_t P, int64_t K) {           \
    int64_t i = 0;                                                                      \
    for (; i + 4 <= P; i += 4) {                                                        \
      if (rt_interrupted) rt_check_interrupt();                                         \
      const T *r0 = a + i * K, *r1 = r0 + K, *r2 = r1 + K, *r3 = r2 + K;                \
      T s0 = 0, s1 = 0, s2 = 0, s3 = 0;                                                 \
      for (int64_t k = 0; k < K; k++) {                                                 \
        T x = b[k];                                                                     \
        s0 = MAC_##E(s0, r0[k], x);                                                     \
        s1 = MAC_##E(s1, r1[k], x);                                                     \
        s2 = MAC_##E(s2, r2[k], x);                                                     \
        s3 = MAC_##E(s3, r3[k], x);                                                     \
      }                                                                                 \
      c[i] = s0, c[i + 1] = s1, c[i + 2] = s2, c[i + 3] = s3;                           \
    }                                                                                   \
    for (; i < P; i++) {                                                                \
      if (rt_interrupted) rt_check_interrupt();                                         \
      T s = 0;                                                                          \
      for (int64_t k = 0; k < K; k++) s = MAC_##E(s, a[i * K + k], b[k]);               \
      c[i] = s;                                                                         \
    }                                                                                   \
  }

#define GEMM(E, T, name, kind, size)                                                   \
  GEMV(E, T)                                                                            \
  static void gemm_##E(const char *pa, const char *pb, char *pc, int64_t P, int64_t K,  \
                       int64_t Q) {                                                     \
    const T *a = (const T *)pa, *b = (const T *)pb;                                     \
    T *c = (T *)pc;                                                                     \
    if (Q == 1) {                                                                       \
      gemv_##E(a, b, c, P, K);                                                          \
      return;                                                                           \
    }                                                                                   \
    memset(c, 0, sizeof(T) * (size_t)(P * Q));                                          \
    for (int64_t i = 0; i < P; i++) {                                                   \
      if (rt_interrupted) rt_check_interrupt(); /* Ctrl-C: a row is at most K*Q steps */ \
      for (int64_t k = 0; k < K; k++) {                                                 \
        T x = a[i * K + k];                                                             \
        const T *brow = b + k * Q;                                                      \
        T *crow = c + i * Q;                                                            \
        for (int64_t j = 0; j < Q; j++) crow[j] = MAC_##E(crow[j], x, brow[j]);        \
      }                                                                                 \
    }                                                                                   \
  }
/* multiply-accumulate per dtype: logical for bool, wrapping for ints */
#define MAC_BOOL(c, x, y) (uint8_t)((c) | ((x) & (y)))
#define MAC_INT8(c, x, y) (int8_t)((uint8_t)(c) + (uint8_t)(x) * (uint8_t)(y))
#define MAC_INT16(c, x, y) (int16_t)((uint16_t)(c) + (uint16_t)(x) * (uint16_t)(y))
#define MAC_INT32(c, x, y) (int32_t)((uint32_t)(c) + (uint32_t)(x) * (uint32_t)(y))
#define MAC_INT64(c, x, y) (int64_t)((uint64_t)(c) + (uint64_t)(x) * (uint64_t)(y))
#define MAC_UINT8(c, x, y) (uint8_t)((c) + (x) * (y))
#define MAC_UINT16(c, x, y) (uint16_t)((uint32_t)(c) + (uint32_t)(x) * (uint32_t)(y))
#define MAC_UINT32(c, x, y) (uint32_t)((c) + (x) * (y))
#define MAC_UINT64(c, x, y) (uint64_t)((c) + (x) * (y))
#define MAC_FLOAT32(c, x, y) ((c) + (x) * (y))
#define MAC_FLOAT64(c, x, y) ((c) + (x) * (y))
RT_DTYPES(GEMM)
#define MAC_LONGDOUBLE(c, x, y) ((c) + (x) * (y))
RT_LD_DTYPES(GEMM)

/* float16: NumPy's HALF matmul and dot sum each product in float32 over k and round the
 * sum once */
static void gemm_FLOAT16(const char *pa, const char *pb, char *pc, int64_t P, int64_t K,
                         int64_t Q) {
  for (int64_t i = 0; i < P; i++) {
    if (rt_interrupted) rt_check_interrupt();
    for (int64_t j = 0; j < Q; j++) {
      float acc = 0;
      for (int64_t k = 0; k < K; k++)
        acc += (float)rt_elem_get_f64(DT_FLOAT16, pa + 2 * (i * K + k)) *
               (float)rt_elem_get_f64(DT_FLOAT16, pb + 2 * (k * Q + j));
      rt_elem_set_f64(DT_FLOAT16, pc + 2 * (i * Q + j), acc);
    }
  }
}

/* complex: each product (xr*yr - xi*yi, xr*yi + xi*yr) added in k order */
#define CGEMM(E, T, R)                                                                  \
  static void gemm_##E(const char *pa, const char *pb, char *pc, int64_t P, int64_t K,  \
                       int64_t Q) {                                                     \
    const T *a = (const T *)(const void *)pa, *b = (const T *)(const void *)pb;         \
    T *c = (T *)(void *)pc;                                                             \
    memset(c, 0, sizeof(T) * (size_t)(P * Q));                                          \
    for (int64_t i = 0; i < P; i++) {                                                   \
      if (rt_interrupted) rt_check_interrupt();                                         \
      for (int64_t k = 0; k < K; k++) {                                                 \
        T x = a[i * K + k];                                                             \
        const T *brow = b + k * Q;                                                      \
        T *crow = c + i * Q;                                                            \
        for (int64_t j = 0; j < Q; j++) {                                               \
          R re = x.re * brow[j].re - x.im * brow[j].im;                                 \
          R im = x.re * brow[j].im + x.im * brow[j].re;                                 \
          crow[j].re += re;                                                             \
          crow[j].im += im;                                                             \
        }                                                                               \
      }                                                                                 \
    }                                                                                   \
  }
CGEMM(COMPLEX64, NpCfloat, float)
CGEMM(COMPLEX128, NpCdouble, double)

typedef void (*GemmFn)(const char *, const char *, char *, int64_t, int64_t, int64_t);
static const GemmFn gemms[DT_COUNT] = {
#define X(E, T, name, kind, size) [DT_##E] = gemm_##E,
    RT_DTYPES(X)
#undef X
    [DT_FLOAT16] = gemm_FLOAT16, [DT_LONGDOUBLE] = gemm_LONGDOUBLE,
    [DT_COMPLEX64] = gemm_COMPLEX64,
    [DT_COMPLEX128] = gemm_COMPLEX128,
};

/* Both operands as arrays (new references) and their promoted dtype. */
static DType to_arrays(Value a, Value b, Value *aa, Value *bb) {
  *aa = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(aa);
  *bb = rt_array_from_value(b, -1);
  rt_cleanup_push_value(bb);
  DType dt = rt_dtype_promote(RT_AS(Array, *aa)->dtype, RT_AS(Array, *bb)->dtype);
  rt_cleanup_pop(mark, false);
  return dt;
}

/* A C-contiguous copy of v (any shape) in dtype dt, reshaped to (p, q). */
static Value as_matrix(Value v, DType dt, int64_t p, int64_t q) {
  Value c = rt_array_from_value(v, (int)dt);
  Value cc = rt_array_contiguous(c, false);
  rt_decref(c);
  int64_t shape[2] = {p, q};
  Value r = np_array_reshape(cc, 2, shape);
  rt_decref(cc);
  return r;
}

/* C(P,Q) = A(P,K) · B(K,Q), reshaped to (nd, shape). A and B are consumed. */
static Value product(Value A, Value B, DType dt, int nd, const int64_t *shape) {
  Array *a = RT_AS(Array, A), *b = RT_AS(Array, B);
  int64_t cs[2] = {a->shape[0], b->shape[1]};
  int mark = rt_cleanup_push_value(&A); /* the gemm may raise KeyboardInterrupt */
  rt_cleanup_push_value(&B);
  Value C = rt_array_new(dt, 2, cs, false);
  rt_cleanup_push_value(&C);
  gemms[dt](a->data, b->data, RT_AS(Array, C)->data, a->shape[0], a->shape[1], b->shape[1]);
  rt_cleanup_pop(mark, false);
  rt_decref(A);
  rt_decref(B);
  Value r = np_array_reshape(C, nd, shape);
  rt_decref(C);
  return np_scalar_if_0d(r);
}

/* In @jit code the interpreter tier runs (rt_np_in_numba_code): Numba's runtime text for
 * contracted extents that differ (numba/np/linalg.py dot_2_vv/mv/vm/mm), which np.dot and @
 * share, for operands of 1 or 2 dimensions. */
static void numba_dot_sizes(int nda, int ndb) {
  static const char *const kinds[2][2] = {{"vector * vector", "vector * matrix"}, {"matrix * vector", "matrix * matrix"}};
  if (rt_np_in_numba_code() && nda >= 1 && nda <= 2 && ndb >= 1 && ndb <= 2)
    rt_raise(RT_EXC_ValueError, "incompatible array sizes for np.dot(a, b) (%s)", kinds[nda - 1][ndb - 1]);
}

static _Noreturn void not_aligned(const Array *a, const int64_t *bshape, int bnd, int bdim) {
  StrBuf sa, sb;
  rt_sb_init(&sa);
  rt_sb_init(&sb);
  np_shape_text(&sa, a->ndim, a->shape);
  np_shape_text(&sb, bnd, bshape);
  char ta[256], tb[256];
  snprintf(ta, sizeof ta, "%s", sa.data);
  snprintf(tb, sizeof tb, "%s", sb.data);
  rt_sb_free(&sa);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim %d)", ta,
           tb, (long long)a->shape[a->ndim - 1], a->ndim - 1, (long long)bshape[bdim], bdim);
}

/* dot(a, b) (inner: contract b's last axis instead of its second-to-last). b is viewed with
 * its contracted axis at bdim, which is also how NumPy's messages show b's shape. */
static Value dot_core(Value av, Value bv, bool inner) {
  Value aa, bb;
  DType dt = to_arrays(av, bv, &aa, &bb);
  int mark = rt_cleanup_push_value(&aa);
  rt_cleanup_push_value(&bb);
  Array *a = RT_AS(Array, aa), *b = RT_AS(Array, bb);
  if (a->ndim == 0 || b->ndim == 0) {
    Value r = np_apply_binary(NPB_MUL, aa, bb, rt_undef());
    rt_cleanup_pop(mark, true);
    return r;
  }
  /* view b with the contracted axis at position bdim (dot: ndim-2; inner moves its last there) */
  int bnd = b->ndim, bdim = bnd >= 2 ? bnd - 2 : 0;
  int64_t perm[RT_MAXDIM], bshape[RT_MAXDIM];
  for (int d = 0; d < bnd; d++) perm[d] = d;
  if (inner && bnd >= 2) { /* last axis to bdim: [0..bdim-1, last, bdim..bnd-2] */
    perm[bdim] = bnd - 1;
    for (int d = bdim + 1; d < bnd; d++) perm[d] = d - 1;
  }
  Value bt = np_array_transpose_axes(bb, bnd, perm);
  rt_cleanup_push_value(&bt);
  Array *btv = RT_AS(Array, bt);
  memcpy(bshape, btv->shape, sizeof(int64_t) * (size_t)bnd);
  int64_t k = a->shape[a->ndim - 1];
  if (bshape[bdim] != k && !inner) numba_dot_sizes(a->ndim, bnd);
  if (bshape[bdim] != k) not_aligned(a, bshape, bnd, bdim);
  rt_cleanup_pop(mark, false);
  /* result shape: a.shape[:-1] + b.shape without bdim */
  int64_t rs[RT_MAXDIM], perm2[RT_MAXDIM];
  int nd = 0;
  int64_t p = 1;
  for (int d = 0; d < a->ndim - 1; d++) p *= rs[nd++] = a->shape[d];
  int64_t q = 1;
  perm2[0] = bdim;
  for (int d = 0, j = 1; d < bnd; d++)
    if (d != bdim) { rs[nd++] = bshape[d]; q *= bshape[d]; perm2[j++] = d; }
  Value bk = np_array_transpose_axes(bt, bnd, perm2);
  Value A = as_matrix(aa, dt, p, k);
  Value B = as_matrix(bk, dt, k, q);
  rt_decref(bk);
  rt_decref(bt);
  rt_decref(aa);
  rt_decref(bb);
  return product(A, B, dt, nd, rs);
}

static _Noreturn void matmul_core_error(int64_t kb, int64_t ka) {
  rt_raise(RT_EXC_ValueError,
           "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
           "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
           (long long)kb, (long long)ka);
}

static Value matmul_arrays(Value aa, Value bb, DType dt) {
  Array *a = RT_AS(Array, aa), *b = RT_AS(Array, bb);
  for (int i = 0; i < 2; i++) {
    Array *x = i ? b : a;
    if (x->ndim == 0)
      rt_raise(RT_EXC_ValueError,
               "matmul: Input operand %d does not have enough dimensions (has 0, gufunc core "
               "with signature (n?,k),(k,m?)->(n?,m?) requires 1)", i);
  }
  int64_t n = a->ndim >= 2 ? a->shape[a->ndim - 2] : 1, ka = a->shape[a->ndim - 1];
  int64_t kb = b->ndim >= 2 ? b->shape[b->ndim - 2] : b->shape[0];
  int64_t m = b->ndim >= 2 ? b->shape[b->ndim - 1] : 1;
  if (ka != kb) numba_dot_sizes(a->ndim, b->ndim);
  if (ka != kb) matmul_core_error(kb, ka);
  /* broadcast the batch dimensions */
  int64_t bs[RT_MAXDIM];
  int bnd = rt_broadcast_shapes(a->ndim > 2 ? a->ndim - 2 : 0, a->shape,
                                b->ndim > 2 ? b->ndim - 2 : 0, b->shape, bs);
  int64_t full[RT_MAXDIM];
  memcpy(full, bs, sizeof(int64_t) * (size_t)bnd);
  /* 1-D operands take part as (1,k) and (k,1) */
  int64_t a2[2] = {1, ka}, b2[2] = {kb, 1};
  Value am = a->ndim == 1 ? np_array_reshape(aa, 2, a2) : (rt_incref(aa), aa);
  Value bm = b->ndim == 1 ? np_array_reshape(bb, 2, b2) : (rt_incref(bb), bb);
  full[bnd] = n; full[bnd + 1] = ka;
  Value av = rt_array_broadcast_to(am, bnd + 2, full);
  full[bnd] = kb; full[bnd + 1] = m;
  Value bv = rt_array_broadcast_to(bm, bnd + 2, full);
  rt_decref(am);
  rt_decref(bm);
  int64_t batch = 1;
  for (int d = 0; d < bnd; d++) batch *= bs[d];
  Value A = as_matrix(av, dt, batch * n, ka), B = as_matrix(bv, dt, batch * kb, m);
  rt_decref(av);
  rt_decref(bv);
  full[bnd] = n; full[bnd + 1] = m;
  int mark = rt_cleanup_push_value(&A); /* the gemm may raise KeyboardInterrupt */
  rt_cleanup_push_value(&B);
  Value C = rt_array_new(dt, bnd + 2, full, false);
  rt_cleanup_push_value(&C);
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i < batch; i++)
    gemms[dt](RT_AS(Array, A)->data + i * n * ka * isz, RT_AS(Array, B)->data + i * kb * m * isz,
              RT_AS(Array, C)->data + i * n * m * isz, n, ka, m);
  rt_cleanup_pop(mark, false);
  rt_decref(A);
  rt_decref(B);
  /* drop the dimensions that 1-D operands gained */
  int rnd = bnd;
  memcpy(full, bs, sizeof(int64_t) * (size_t)bnd);
  if (a->ndim >= 2) full[rnd++] = n;
  if (b->ndim >= 2) full[rnd++] = m;
  Value r = np_array_reshape(C, rnd, full);
  rt_decref(C);
  return np_scalar_if_0d(r);
}

Value np_matmul(Value a, Value b) {
  if (!np_is_operand(a) || !np_is_operand(b)) return rt_undef();
  Value aa, bb;
  DType dt = to_arrays(a, b, &aa, &bb);
  int mark = rt_cleanup_push_value(&aa);
  rt_cleanup_push_value(&bb);
  Value r = matmul_arrays(aa, bb, dt);
  rt_cleanup_pop(mark, true);
  return np_dvar_result(r, a, b); /* q @ l is 'q' */
}

static Value f_matmul(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x1", "x2", "out"};
  Value v[3];
  rt_parse_args("matmul", argc, argv, kw, 3, names, 2, v);
  if (!rt_is_undef(v[2]) && !rt_is_none(v[2]) && !rt_is_array(v[2]))
    rt_raise(RT_EXC_TypeError, "return arrays must be of ArrayType");
  Value r = np_matmul(v[0], v[1]);
  if (rt_is_undef(r)) rt_raise(RT_EXC_TypeError, "unsupported operand types for matmul");
  if (!rt_is_undef(v[2]) && !rt_is_none(v[2])) {
    int mark = rt_cleanup_push_value(&r);
    rt_array_assign(v[2], r);
    rt_cleanup_pop(mark, true);
    rt_incref(v[2]);
    return v[2];
  }
  return r;
}

/* dot's out=: NumPy takes only an exact match (dtype, shape, C order) and returns it. */
static Value dot_into(Value res, Value out) {
  if (rt_is_undef(out) || rt_is_none(out)) return res;
  if (!rt_is_array(out)) rt_raise(RT_EXC_TypeError, "'out' must be an array");
  Value r = rt_array_from_value(res, -1);
  rt_decref(res);
  int mark = rt_cleanup_push_value(&r);
  const Array *a = RT_AS(Array, r), *o = RT_AS(Array, out);
  if (a->dtype != o->dtype || a->ndim != o->ndim || !rt_array_is_c_contiguous(o) ||
      memcmp(a->shape, o->shape, sizeof(int64_t) * (size_t)a->ndim))
    rt_raise(RT_EXC_ValueError, "output array is not acceptable (must have the right datatype, "
                                "number of dimensions, and be a C-Array)");
  rt_array_assign(out, r);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

static Value f_dot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "out"};
  Value v[3];
  rt_parse_args("dot", argc, argv, kw, 3, names, 2, v);
  return dot_into(dot_core(v[0], v[1], false), v[2]);
}

static Value m_dot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"b", "out"};
  Value v[2];
  rt_parse_args("dot", argc, argv, kw, 2, names, 1, v);
  return dot_into(dot_core(self, v[0], false), v[1]);
}

static Value f_inner(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value ab[2];
  rt_parse_args("inner", argc, argv, kw, 2, np_names_ab, 2, ab);
  /* C behind NumPy's Python dispatcher: keywords bind, then the C function refuses them */
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "inner() takes no keyword arguments");
  return dot_core(ab[0], ab[1], true);
}

static Value flat(Value v) {
  Value a = rt_array_from_value(v, -1);
  Value c = rt_array_contiguous(a, false);
  rt_decref(a);
  int64_t n = RT_AS(Array, c)->size;
  Value r = np_array_reshape(c, 1, &n);
  rt_decref(c);
  return r;
}

static Value f_vdot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value ab[2];
  rt_parse_args("vdot", argc, argv, kw, 2, np_names_ab, 2, ab);
  /* C behind NumPy's Python dispatcher: keywords bind, then the C function refuses them */
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "vdot() takes no keyword arguments");
  Value a = flat(ab[0]), b = flat(ab[1]);
  if (rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c') { /* vdot conjugates its first operand */
    Value c = np_apply_unary(NPU_CONJ, a, rt_undef());
    rt_decref(a);
    a = c;
  }
  int64_t na = RT_AS(Array, a)->size, nb = RT_AS(Array, b)->size;
  if (na != nb)
    rt_raise(RT_EXC_ValueError, "cannot reshape array of size %lld into shape (%lld,)",
             (long long)nb, (long long)na);
  Value r = dot_core(a, b, false);
  rt_decref(a);
  rt_decref(b);
  return r;
}

static Value f_outer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("outer", argc, kw, 2, 2);
  Value a = flat(argv[0]), b = flat(argv[1]);
  int64_t sa[2] = {RT_AS(Array, a)->size, 1}, sb[2] = {1, RT_AS(Array, b)->size};
  Value a2 = np_array_reshape(a, 2, sa), b2 = np_array_reshape(b, 2, sb);
  rt_decref(a);
  rt_decref(b);
  Value r = np_apply_binary(NPB_MUL, a2, b2, rt_undef());
  rt_decref(a2);
  rt_decref(b2);
  return r;
}

void np_register_linalg(Value m) {
  rt_module_add_fn(m, "matmul", f_matmul);
  rt_module_add_fn(m, "dot", f_dot);
  rt_module_add_fn(m, "inner", f_inner);
  rt_module_add_fn(m, "vdot", f_vdot);
  rt_module_add_fn(m, "outer", f_outer);
  np_register_method("dot", m_dot);
}
