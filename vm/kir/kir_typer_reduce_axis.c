/* kir_typer_reduce_axis.c — reductions along one axis in compiled code, the forms Numba 0.56
 * has: a.sum(k), a.sum(axis=k), np.sum(a, k), np.sum(a, axis=k), and argmin/argmax the same
 * ways, k a literal integer (negative counts from the end). Numba's other reductions with an
 * axis (mean, min, max, prod, var, std) are TypingErrors there: they stay type errors here and
 * the interpreter tier gives Numba's message.
 * - sum (numba/np/arraymath.py gen_sum_axis_impl): a zeroed result of the other axes, of the
 *   dtype widened as Numba's _expand_integer (signed integers and bools int64, unsigned uint64,
 *   floats their own), then `result += a[..., i, ...]` for each i along the axis in turn: each
 *   element is ((0 + a[0]) + a[1]) + ..., in the result's type. A 1-D array gives a number of its
 *   own dtype (int32 wraps in int32), as the 0-d accumulator Numba takes it from.
 * - argmin/argmax (build_argmax_or_argmin_with_axis_impl): int64, each element the flat
 *   argmin/argmax of its line along the axis (the first NaN's index if any); an axis of length
 *   0 is its `transposed.size % m` ZeroDivisionError (integer modulo by zero), even when the
 *   result would be empty; a 1-D array the flat form's number.
 * Also a.copy() (kir_array_copy): a new C-ordered array, as Numba's copy of any layout. */
#include <stdint.h>
#include <string.h>

#include "../base/error.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

static void mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* The constant an int register holds (a literal, or minus one), as Numba's literal axis. */
static bool const_int(const Typer *T, TVal v, int64_t *out) {
  if (v.kind != TV_REG || rt_dtypes[T->f->regs[v.reg]].kind != 'i') return false;
  const KirFunc *f = T->f;
  for (int pc = f->ncode - 1; pc >= 0; pc--) {
    const KirInst *in = &f->code[pc];
    if (in->d != v.reg) continue;
    if (in->op == KIR_CONST) {
      *out = in->imm.i;
      return true;
    }
    int64_t x;
    if (in->op == KIR_UN && in->sub == KU_NEG && const_int(T, kir_tval_reg(in->a), &x) && x > INT64_MIN) {
      *out = -x;
      return true;
    }
    return false;
  }
  return false;
}

static int own_ndim(const Typer *T, TVal v) {
  const KirSlot *s = &T->f->slots[v.slot];
  return s->ndim - __builtin_popcount(v.fixmask & ((1u << s->ndim) - 1));
}

static TVal result_array(Typer *T, DType dt, int nd, const int *dims, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, nd, "$result");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span); /* zeroed: sum's start */
  in->arr = r.slot;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  return r;
}

static void store_at(Typer *T, TVal r, const int *idx, int nd, int x, Span span) {
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  for (int k = 0; k < KIR_MAX_INDEX; k++) st->idx[k] = k < nd ? idx[k] : -1;
  st->a = x;
}

int kir_load_in_range(Typer *T, TVal a, const int *own_idx, Span span) {
  const KirSlot *s = &T->f->slots[a.slot];
  int32_t idx[KIR_MAX_INDEX];
  unsigned known = 0;
  for (int ax = 0; ax < s->ndim; ax++) idx[ax] = a.fixed[ax];
  for (int j = 0; j < own_ndim(T, a); j++) {
    int ax = kir_view_axis(a, j), i = own_idx[j];
    if (a.step[ax]) i = kir_binop(T, KB_MUL, i, a.step[ax] - 1, span);
    idx[ax] = a.off[ax] ? kir_binop(T, KB_ADD, i, a.off[ax] - 1, span) : i;
    known |= 1u << ax;
  }
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  in->arr = a.slot;
  in->sub = (uint8_t)known;
  memcpy(in->idx, idx, sizeof idx);
  in->d = kir_new_reg(T->f, s->dtype);
  return in->d;
}

/* The own axes of a from the outermost in memory to the innermost: a C array's (an allocated
 * one, a C parameter) in array order, an F parameter's reversed, an A parameter's as its
 * own axes come (its strides are known only at run time). */
static void memory_order(const Typer *T, TVal a, int nd, int *order) {
  const KirSlot *s = &T->f->slots[a.slot];
  char layout = s->kind == KIR_SLOT_HEAP ? 'C' : 'A';
  if (s->kind == KIR_SLOT_PARAM && s->param >= 0 && s->param < T->f->sig.nargs) layout = T->f->sig.args[s->param].layout;
  for (int j = 0; j < nd; j++) order[j] = j;
  if (layout != 'C' && layout != 'F') return;
  for (int p = 1; p < nd; p++) /* insertion sort on the array axis each own axis is */
    for (int q = p; q > 0; q--) {
      int x = kir_view_axis(a, order[q - 1]), y = kir_view_axis(a, order[q]);
      if (layout == 'C' ? x < y : x > y) break;
      int t = order[q];
      order[q] = order[q - 1], order[q - 1] = t;
    }
}

/* The loop just closed (its ENDLOOP) runs inside another: the CPU engine polls there only. */
static void quiet(Typer *T) { T->f->code[T->f->ncode - 1].imm.i = KIR_LOOP_QUIET; }

/* result += a[..., i, ...] for i along the axis (numba/np/arraymath.py gen_sum_axis_impl):
 * each element ((0 + a[.., 0, ..]) + a[.., 1, ..]) + ..., in the result's type. The loops
 * run in a's memory order (any nesting adds each element's terms in that order: the same
 * bits); when the axis is the innermost in memory each line is summed in a register and
 * stored once, else the result's line is updated along a's innermost axis. */
static TVal sum_axis(Typer *T, TVal a, int nd, int axis, const int *ext, Span span) {
  DType dt = T->f->slots[a.slot].dtype;
  char k = rt_dtypes[dt].kind;
  DType acc_t = k == 'f' ? dt : k == 'u' ? DT_UINT64 : DT_INT64;
  int dims[KIR_MAX_INDEX], m = 0;
  for (int j = 0; j < nd; j++)
    if (j != axis) dims[m++] = ext[j];
  TVal r = result_array(T, acc_t, m, dims, span);
  int order[KIR_MAX_INDEX], idx[KIR_MAX_INDEX], rest[KIR_MAX_INDEX], ones[KIR_MAX_INDEX];
  memory_order(T, a, nd, order);
  bool acc = order[nd - 1] == axis;
  for (int q = 0; q < nd - acc; q++) idx[order[q]] = kir_loop_open(T, ext[order[q]], &ones[q], span);
  int acc_reg = -1;
  if (acc) {
    acc_reg = kir_new_reg(T->f, acc_t);
    mov(T, acc_reg, kir_const_int(T, 0, acc_t, span), span);
    idx[axis] = kir_loop_open(T, ext[axis], &ones[nd - 1], span);
  }
  for (int j = 0, q = 0; j < nd; j++)
    if (j != axis) rest[q++] = idx[j];
  int x = kir_cast(T, kir_load_in_range(T, a, idx, span), acc_t, span);
  int cur = acc ? acc_reg : kir_load_in_range(T, r, rest, span);
  int sum = kir_cast(T, kir_binop(T, KB_ADD, cur, x, span), acc_t, span);
  if (acc) {
    mov(T, acc_reg, sum, span);
    kir_loop_close(T, idx[axis], ones[nd - 1], span);
    quiet(T);
  }
  store_at(T, r, rest, m, acc ? acc_reg : sum, span);
  T->f->code[T->f->ncode - 1].sub = (uint8_t)((1u << m) - 1);
  for (int q = nd - 1 - acc; q >= 0; q--) {
    kir_loop_close(T, idx[order[q]], ones[q], span);
    if (q == nd - 1) quiet(T);
  }
  return r;
}

/* Each line along the axis: its first smallest (largest) element's index, a NaN's first. */
static TVal arg_axis(Typer *T, TVal a, bool max, int nd, int axis, const int *ext, Span span) {
  DType dt = T->f->slots[a.slot].dtype;
  bool fl = rt_dtypes[dt].kind == 'f';
  int size = kir_const_int(T, 1, DT_INT64, span);
  for (int j = 0; j < nd; j++) size = kir_binop(T, KB_MUL, size, ext[j], span);
  kir_binop(T, KB_MOD, size, ext[axis], span); /* Numba's assert: an empty axis's ZeroDivisionError */
  int dims[KIR_MAX_INDEX], m = 0;
  for (int j = 0; j < nd; j++)
    if (j != axis) dims[m++] = ext[j];
  TVal r = result_array(T, DT_INT64, m, dims, span);
  int idx[KIR_MAX_INDEX], rest[KIR_MAX_INDEX], ones[KIR_MAX_INDEX], one_ax;
  for (int j = 0, q = 0; j < nd; j++)
    if (j != axis) idx[j] = rest[q] = kir_loop_open(T, ext[j], &ones[q], span), q++;
  int cur = kir_new_reg(T->f, dt), res = kir_new_reg(T->f, DT_INT64), done = kir_new_reg(T->f, DT_BOOL);
  int zero = kir_const_int(T, 0, DT_INT64, span), no = kir_const_int(T, 0, DT_BOOL, span);
  mov(T, cur, kir_const_int(T, 0, dt, span), span);
  mov(T, res, zero, span);
  mov(T, done, no, span);
  int i = idx[axis] = kir_loop_open(T, ext[axis], &one_ax, span);
  int x = kir_load_in_range(T, a, idx, span);
  int take = kir_binop(T, KB_OR, kir_binop(T, max ? KB_GT : KB_LT, x, cur, span), kir_binop(T, KB_EQ, i, zero, span), span);
  if (fl) {
    int nan = kir_binop(T, KB_NE, x, x, span);
    take = kir_binop(T, KB_AND, kir_binop(T, KB_OR, take, nan, span), kir_binop(T, KB_EQ, done, no, span), span);
    mov(T, done, kir_binop(T, KB_OR, done, nan, span), span);
  }
  mov(T, cur, kir_select(T, take, x, cur, span), span);
  mov(T, res, kir_select(T, take, i, res, span), span);
  kir_loop_close(T, i, one_ax, span);
  store_at(T, r, rest, m, res, span);
  for (int q = m - 1; q >= 0; q--) kir_loop_close(T, rest[q], ones[q], span);
  return r;
}

bool kir_reduce_axis(Typer *T, const char *name, TVal *a_io, TVal axis_v, Span span, TVal *out) {
  int kind = !strcmp(name, "argmin") ? 1 : !strcmp(name, "argmax") ? 2 : 0;
  TVal a = *a_io;
  int64_t axis;
  if (!const_int(T, axis_v, &axis)) kir_type_error(T, span, "%s() with an axis that is not a literal integer is not compiled yet", name);
  a = *a_io = kir_ae_force(T, a, span);
  if (a.kind != TV_ARRAY) kir_type_error(T, span, "%s() with an axis is a method of arrays", name);
  DType dt = T->f->slots[a.slot].dtype;
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "%s() of a %s array is not compiled yet", name, rt_dtypes[dt].name);
  int nd = own_ndim(T, a);
  if (axis < 0) axis += nd;
  if (axis < 0 || axis >= nd) kir_type_error(T, span, "%s() with an axis out of bounds is not compiled", name);
  if (nd == 1) { /* the caller's flat form (sum: in the array's own dtype) */
    if (kind == 0 && k == 'b') kir_type_error(T, span, "sum() of a 1-D bool array with an axis is not compiled");
    return false;
  }
  int ext[KIR_MAX_INDEX];
  for (int j = 0; j < nd; j++) ext[j] = kir_view_extent(T, a, kir_view_axis(a, j), span);
  *out = kind == 0 ? sum_axis(T, a, nd, (int)axis, ext, span) : arg_axis(T, a, kind == 2, nd, (int)axis, ext, span);
  return true;
}

TVal kir_array_copy(Typer *T, TVal a, Span span) {
  a = kir_ae_force(T, a, span);
  if (a.kind != TV_ARRAY) kir_type_error(T, span, "copy() is a method of arrays");
  DType dt = T->f->slots[a.slot].dtype;
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "copy() of a %s array is not compiled yet", rt_dtypes[dt].name);
  int nd = own_ndim(T, a), ext[KIR_MAX_INDEX] = {0}, idx[KIR_MAX_INDEX], ones[KIR_MAX_INDEX];
  for (int j = 0; j < nd; j++) ext[j] = kir_view_extent(T, a, kir_view_axis(a, j), span);
  TVal r = result_array(T, dt, nd, ext, span);
  for (int j = 0; j < nd; j++) idx[j] = kir_loop_open(T, ext[j], &ones[j], span);
  store_at(T, r, idx, nd, kir_load_in_range(T, a, idx, span), span);
  T->f->code[T->f->ncode - 1].sub = (uint8_t)((1u << nd) - 1);
  for (int j = nd - 1; j >= 0; j--) {
    kir_loop_close(T, idx[j], ones[j], span);
    if (j == nd - 1 && j > 0) quiet(T);
  }
  return r;
}
