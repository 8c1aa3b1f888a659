/* kir_typer_dot.c — np.dot(a, b), a.dot(b) and a @ b of 1-D and 2-D float arrays in @jit code,
 * compiled to loops (the CPU engine only).
 *
 * Numba types these with its MatMulTyperMixin (numba/core/typing/npydecl.py): both arrays 1-D
 * or 2-D, of one dtype, float or complex; vector * vector gives a number of that dtype, the
 * others a new C array. Its TypingErrors are shared here in its words (kir_numba_shares), so
 * the interpreter tier raises them. At run time a contracted extent that differs is Numba's
 * ValueError "incompatible array sizes for np.dot(a, b) (matrix * vector)" (both spellings).
 *
 * Values: Numba calls BLAS, and NumPy's results are the oracle; Weft's NumPy (np_linalg.c)
 * computes each result element as 0 + a[i,0]*b[0,j] + a[i,1]*b[1,j] + ... in k order, in the
 * arrays' dtype, and the loops here add the same products in the same order, so native code
 * gives the interpreter tier's bits. An operand of any layout is read through its strides;
 * a non-contiguous (A) one gets Numba's NumbaPerformanceWarning. Complex arrays stay type
 * errors: the interpreter runs them. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../py/py.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

static int own_ndim(const Typer *T, TVal v) {
  const KirSlot *s = &T->f->slots[v.slot];
  return s->ndim - __builtin_popcount(v.fixmask & ((1u << s->ndim) - 1));
}

/* Numba's layout letter of an array value (kir_view_type's rules over its array's own). */
static char layout_of(const Typer *T, TVal v) {
  const KirSlot *s = &T->f->slots[v.slot];
  char base = 'C';
  if (s->kind == KIR_SLOT_PARAM)
    base = s->param >= 0 && s->param < T->f->sig.nargs ? T->f->sig.args[s->param].layout : 'A';
  return kir_view_type(T, v, (KirTy){KIR_TY_ARRAY, s->dtype, s->ndim, base, 0}).layout;
}

/* Numba's name of an array value's type: array(float64, 2d, C). */
static void type_name(const Typer *T, TVal v, char *out, size_t n) {
  snprintf(out, n, "array(%s, %dd, %c)", rt_dtypes[T->f->slots[v.slot].dtype].name, own_ndim(T, v), layout_of(T, v));
}

/* Numba's TypingError for these operands (why: its text after "TypingError: "), shared so the
 * interpreter tier raises it, then the typer's own error. */
static _Noreturn void typing_error(Typer *T, TVal a, TVal b, bool matmul, const char *why, Span span) {
  char ta[96], tb[96];
  type_name(T, a, ta, sizeof ta);
  type_name(T, b, tb, sizeof tb);
  const char *name = matmul ? "'@'" : "np.dot()";
  if (matmul)
    kir_numba_shares(span.line, "intrinsic-call",
                     "No implementation of function Function(<built-in function matmul>) found for signature:\n \n"
                     " >>> matmul(%s, %s)\n \nThere are 2 candidate implementations:\n  - Of which 2 did not match due to:\n"
                     "  Overload in function 'MatMul.generic': File: numba/core/typing/npydecl.py: Line 970.\n"
                     "    With argument(s): '(%s, %s)':\n   Rejected as the implementation raised a specific error:\n"
                     "     TypingError: %s %s\n  raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:%s",
                     ta, tb, ta, tb, name, why, strstr(why, "same") ? "915" : strstr(why, "float") ? "918" : "884");
  else {
    kir_numba_shares(span.line, NULL,
                     "No implementation of function Function(<function dot at 0x7f0000000000>) found for signature:\n \n"
                     " >>> dot(%s, %s)\n \nThere are 4 candidate implementations:\n  - Of which 4 did not match due to:\n"
                     "  Overload in function '_OverloadWrapper._build.<locals>.ol_generated': File: numba/core/overload_glue.py: Line 112.\n"
                     "    With argument(s): '(%s, %s)':\n   Rejected as the implementation raised a specific error:\n"
                     "     TypingError: %s %s\n  raised from /usr/lib/python3/dist-packages/numba/core/typing/npydecl.py:%s\n\n"
                     "During: resolving callee type: Function(<function dot at 0x7f0000000000>)\n"
                     "During: typing of call at %s (%d)\n",
                     ta, tb, ta, tb, name, why, strstr(why, "same") ? "915" : strstr(why, "float") ? "918" : "884", T->file,
                     span.line);
    kir_numba_shares_excerpt_last();
  }
  kir_type_error(T, span, "%s %s", name, why);
}

/* Numba's typing-time NumbaPerformanceWarning for an operand that is neither C nor F
 * contiguous (Python's warnings filters show it once per line). */
static void performance_warning(Typer *T, TVal a, TVal b, bool matmul, Span span) {
  char ta[96], tb[96], msg[320];
  type_name(T, a, ta, sizeof ta);
  type_name(T, b, tb, sizeof tb);
  snprintf(msg, sizeof msg, "%s is faster on contiguous arrays, called on (%s, %s)", matmul ? "'@'" : "np.dot()", ta, tb);
  py_warn_at_line(rt_exc_class(RT_EXC_NumbaPerformanceWarning), msg, T->file, span.line, NULL);
}

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* The element of a (own axes' counters idx), unchecked where the loops keep it in range. */
static int load(Typer *T, TVal a, int i0, int i1, Span span) {
  int idx[2] = {i0, i1};
  return kir_load_in_range(T, a, idx, span);
}

/* acc + x * y in dt (the product rounded to dt first, as np_linalg.c's multiply-add). */
static int mac(Typer *T, int acc, int x, int y, DType dt, Span span) {
  int p = kir_cast(T, kir_binop(T, KB_MUL, x, y, span), dt, span);
  return kir_cast(T, kir_binop(T, KB_ADD, acc, p, span), dt, span);
}

/* The loop just closed runs inside another: the CPU engine polls for Ctrl-C there only. */
static void quiet(Typer *T) { T->f->code[T->f->ncode - 1].imm.i = KIR_LOOP_QUIET; }

static TVal new_result(Typer *T, DType dt, int nd, const int *dims, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, nd, "$dot");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span); /* zeroed: each element's sum starts at 0 */
  in->arr = r.slot;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  return r;
}

/* r[i, j] += x * b[k, j] for j over n (r and b 2-D, or 1-D when i < 0). */
static void axpy_row(Typer *T, TVal r, int i, int x, TVal b, int k, int n, DType dt, Span span) {
  int one, j = kir_loop_open(T, n, &one, span);
  int rk = i < 0 ? j : i, rj = i < 0 ? -1 : j;
  int cur = load(T, r, rk, rj, span);
  int sum = mac(T, cur, x, load(T, b, k, j, span), dt, span);
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  for (int q = 0; q < KIR_MAX_INDEX; q++) st->idx[q] = -1;
  st->idx[0] = rk;
  if (rj >= 0) st->idx[1] = rj;
  st->a = sum;
  st->sub = (uint8_t)(i < 0 ? 1 : 3);
  kir_loop_close(T, j, one, span);
  quiet(T);
}

TVal kir_dot(Typer *T, TVal a, TVal b, bool matmul, Span span) {
  a = kir_ae_force(T, a, span);
  b = kir_ae_force(T, b, span);
  if (a.kind == TV_CPLXARR || b.kind == TV_CPLXARR) kir_type_error(T, span, "np.dot() of complex arrays is not compiled yet");
  if (a.kind != TV_ARRAY || b.kind != TV_ARRAY) kir_type_error(T, span, "np.dot() and '@' take two arrays here");
  int na = own_ndim(T, a), nb = own_ndim(T, b);
  if (na < 1 || na > 2 || nb < 1 || nb > 2) typing_error(T, a, b, matmul, "only supported on 1-D and 2-D arrays", span);
  if (layout_of(T, a) == 'A' || layout_of(T, b) == 'A') performance_warning(T, a, b, matmul, span);
  DType dt = T->f->slots[a.slot].dtype;
  if (T->f->slots[b.slot].dtype != dt) typing_error(T, a, b, matmul, "arguments must all have the same dtype", span);
  if (dt != DT_FLOAT32 && dt != DT_FLOAT64) typing_error(T, a, b, matmul, "only supported on float and complex arrays", span);
  int ea[2], eb[2];
  for (int j = 0; j < na; j++) ea[j] = kir_view_extent(T, a, kir_view_axis(a, j), span);
  for (int j = 0; j < nb; j++) eb[j] = kir_view_extent(T, b, kir_view_axis(b, j), span);
  static const char *const kinds[2][2] = {{"vector * vector", "vector * matrix"}, {"matrix * vector", "matrix * matrix"}};
  char msg[96];
  snprintf(msg, sizeof msg, "incompatible array sizes for np.dot(a, b) (%s)", kinds[na - 1][nb - 1]);
  int K = ea[na - 1];
  kir_raise_value_error_if(T, kir_binop(T, KB_NE, K, eb[0], span), msg, span);
  if (nb == 1) { /* each result element summed in a register: vector * vector, matrix * vector */
    int one_i = -1, i = na == 2 ? -1 : 0;
    TVal r = {0};
    if (na == 2) {
      r = new_result(T, dt, 1, ea, span);
      i = kir_loop_open(T, ea[0], &one_i, span);
    }
    int acc = kir_new_reg(T->f, dt), one_k;
    mov(T, acc, kir_const_int(T, 0, dt, span), span);
    int k = kir_loop_open(T, K, &one_k, span);
    int x = na == 2 ? load(T, a, i, k, span) : load(T, a, k, -1, span);
    mov(T, acc, mac(T, acc, x, load(T, b, k, -1, span), dt, span), span);
    kir_loop_close(T, k, one_k, span);
    if (na == 1) return kir_tval_reg(acc);
    quiet(T);
    KirInst *st = kir_emit(T->f, KIR_STORE, span);
    st->arr = r.slot;
    for (int q = 0; q < KIR_MAX_INDEX; q++) st->idx[q] = -1;
    st->idx[0] = i;
    st->a = acc;
    st->sub = 1;
    kir_loop_close(T, i, one_i, span);
    return r;
  }
  /* b a matrix: rows of the result grow by x * b[k, :] in k order (np_linalg.c's i-k-j) */
  int dims[2] = {na == 2 ? ea[0] : eb[1], eb[1]};
  TVal r = na == 2 ? new_result(T, dt, 2, dims, span) : new_result(T, dt, 1, &eb[1], span);
  int one_i = -1, i = -1, one_k;
  if (na == 2) i = kir_loop_open(T, ea[0], &one_i, span);
  int k = kir_loop_open(T, K, &one_k, span);
  int x = na == 2 ? load(T, a, i, k, span) : load(T, a, k, -1, span);
  axpy_row(T, r, i, x, b, k, eb[1], dt, span);
  kir_loop_close(T, k, one_k, span);
  if (na == 2) {
    quiet(T);
    kir_loop_close(T, i, one_i, span);
  }
  return r;
}

bool kir_dot_call(Typer *T, Value f, Expr *e, int argc, TVal *argv, TVal *out) {
  if (!rt_is_native(f) || strcmp(RT_AS(NativeFunc, f)->name, "dot") != 0) return false;
  Value np = rt_import("numpy");
  Value same = rt_module_lookup(np, "dot");
  rt_decref(np); /* the module stays in the import table */
  if (!rt_is_obj(same) || same.as.o != f.as.o) return false;
  if (T->f->target != KIR_TARGET_CPU) return false;
  if (argc != 2 || e->as.call.nkw) kir_type_error(T, e->span, "np.dot() with an out= array is not compiled yet");
  *out = kir_dot(T, argv[0], argv[1], false, e->span);
  return true;
}
