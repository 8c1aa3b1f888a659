/* np_linalg.h — private to the numpy.linalg files (np_linalg_lapack.c, np_linalg_norm.c): a
 * stack of matrices (..., M, N) as LAPACK wants it, and the module's parts. */
#ifndef WEFT_RT_NP_LINALG_H
#define WEFT_RT_NP_LINALG_H

#include "np_loops.h"

/* The input of a numpy.linalg function: a C-contiguous float64 copy (data, owned) of count
 * matrices m x n, complex128 when cplx; batch/nbatch the leading shape; result the precision
 * NumPy returns (DT_FLOAT32 for float32 and complex64 inputs, else DT_FLOAT64; np_mats_result
 * makes it complex for complex arrays). np_mats_init raises NumPy's LinAlgErrors for fewer than
 * two dimensions and (square) non-square matrices, and refuses complex inputs;
 * np_mats_init_any takes them (cplx set). */
typedef struct NpMats {
  Value data;
  int64_t m, n, count;
  int nbatch;
  int64_t batch[RT_MAXDIM];
  DType result;
  bool cplx;
} NpMats;
void np_mats_init(NpMats *s, Value a, bool square);
void np_mats_init_any(NpMats *s, Value a, bool square);
/* A real stack's data made complex128 (cplx set); no-op when already complex. */
void np_mats_make_complex(NpMats *s);
/* Matrix k of the stack into buf in Fortran order, leading dimension ld (doubles, or
 * NpCdouble when cplx); and back: the r x c Fortran matrix at buf (leading dimension ld) into
 * C order at out. */
void np_mats_to_f(const NpMats *s, int64_t k, void *buf, int64_t ld);
void np_mats_from_f(bool cplx, const void *buf, int64_t ld, int64_t r, int64_t c, void *out);
/* Zeroed scratch of n doubles (n complex numbers when cplx), at least one. */
void *np_mats_scratch(bool cplx, int64_t n);
void np_mats_free(NpMats *s);
/* A new array of dtype dt and shape batch + tail. */
Value np_mats_new(const NpMats *s, int ntail, const int64_t *tail, DType dt);
/* res cast to the result dtype (float32 inputs), a 0-d result as a scalar; steals res. */
Value np_mats_result(const NpMats *s, Value res);

/* numpy.linalg.LinAlgError(msg). */
_Noreturn void np_linalg_error(const char *msg);
/* svd(a, full_matrices=full, compute_uv=uv): the tuple (u, s, vh) or s alone. */
Value np_linalg_svd(Value a, bool full, bool uv);
/* inv(a) with NaN matrices where a matrix is singular (no LinAlgError). */
Value np_linalg_inv_nan(Value a);
/* svd(a, hermitian=True) (np_linalg_fact.c): from eigh as NumPy composes it. */
Value np_linalg_svd_hermitian(Value a, bool uv);

/* np_linalg_complex.c: eigh (vectors) / eigvalsh of a complex array (uplo 'L' or 'U'). */
Value np_linalg_complex_eigh(Value arr, char uplo, bool vectors);
void np_linalg_register_lapack(Value m); /* det slogdet inv solve eig eigvals eigh eigvalsh svd */
/* np_linalg_fact.c: gelsd on Fortran-order a (m x n) and b (ldb x nrhs), for polyfit; the
 * rank, -1 when the SVD does not converge; the min(m, n) singular values into sv unless NULL. */
int np_lstsq_solve(double *a, int m, int n, int lda, double *b, int ldb, int nrhs, double rcond,
                   double *sv);
void np_linalg_register_fact(Value m);   /* np_linalg_fact.c: cholesky qr lstsq pinv matrix_power cond */
void np_linalg_register_chain(Value m);  /* np_linalg_chain.c: multi_dot */
void np_linalg_module_init(Value m);     /* np_linalg_norm.c: the numpy.linalg module */

#endif
