/* kir_typer_expr.c — typing expressions into KIR with Numba's rules: literals (int64, float64),
 * names (locals, then module globals frozen as constants), arithmetic promotion, comparisons,
 * short-circuit and/or (Python's value semantics), array indexing, tuple indexing (by a variable for
 * tuples of one number type), attributes of arrays and of numba.cuda, and calls (math,
 * builtins, dtype casts, intrinsics in kir_typer_call.c, inlined device functions). */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_engine.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

TVal kir_tval_reg(int reg) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_REG;
  v.reg = reg;
  return v;
}

static TVal tval_kind(TValKind k) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = k;
  return v;
}

int kir_const_int(Typer *T, int64_t v, DType dt, Span span) {
  int r = kir_new_reg(T->f, dt);
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->d = r;
  if (rt_dtypes[dt].kind == 'f') in->imm.f = (double)v;
  else in->imm.i = v;
  return r;
}

static int const_float(Typer *T, double v, DType dt, Span span) {
  int r = kir_new_reg(T->f, dt);
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->d = r;
  in->imm.f = v;
  return r;
}

int kir_to_reg(Typer *T, TVal v, Span span) {
  if (v.kind == TV_REG) return v.reg;
  if (v.kind == TV_INTR && v.intr == KI_WARPSIZE) return kir_const_int(T, 32, DT_INT32, span);
  if (v.kind == TV_NONE) kir_type_error(T, span, "None is not a number in a kernel");
  if (v.kind == TV_ARRAY) kir_type_error(T, span, "an array is used where a number is expected");
  if (v.kind == TV_TUPLE) kir_type_error(T, span, "a tuple is used where a number is expected");
  if (v.kind == TV_CPLX) kir_type_error(T, span, "a complex number is used where a real number is expected");
  if (v.kind == TV_CPLXARR) kir_type_error(T, span, "an array is used where a number is expected");
  if (v.kind == TV_STR) kir_type_error(T, span, "strings are only allowed in print() in kernels");
  kir_type_error(T, span, "a value of type '%s' cannot be used in a kernel",
                 v.kind == TV_OBJ ? rt_type_name(v.obj) : "intrinsic");
}

/* A constant just made into a fresh register is converted at compile time instead. */
static bool fold_const_cast(Typer *T, int reg, DType dt) {
  KirFunc *f = T->f;
  if (!kir_fresh_temp(T, reg)) return false;
  KirInst *in = &f->code[f->ncode - 1];
  if (in->op != KIR_CONST) return false;
  DType from = f->regs[reg];
  char src[8], dst[8];
  if (rt_dtypes[from].kind == 'f') rt_elem_set_f64(from, src, in->imm.f);
  else rt_elem_set_i64(from, src, in->imm.i);
  rt_elem_cast(dt, dst, from, src);
  if (rt_dtypes[dt].kind == 'f') in->imm.f = rt_elem_get_f64(dt, dst);
  else in->imm.i = rt_elem_get_i64(dt, dst);
  f->regs[reg] = dt;
  return true;
}

int kir_cast(Typer *T, int reg, DType dt, Span span) {
  if (T->f->regs[reg] == dt) return reg;
  if (fold_const_cast(T, reg, dt)) return reg;
  /* Numba's simulator stores a float into a narrower signed integer through a C long (NumPy's
   * scalar setitem): 2147483649.0 becomes int32 -2147483647 and int8 1, where a direct
   * conversion gives INT_MIN (and int8 0); uint8 and uint16 go through int32 there, as the
   * direct conversion does (kernels/float_store_wraps.py) */
  if (T->f->target == KIR_TARGET_KERNEL && !T->f->device_math && rt_dtypes[T->f->regs[reg]].kind == 'f' &&
      rt_dtypes[dt].kind == 'i' && rt_dtypes[dt].itemsize < 8)
    reg = kir_cast(T, reg, DT_INT64, span);
  int r = kir_new_reg(T->f, dt);
  KirInst *in = kir_emit(T->f, KIR_CAST, span);
  in->d = r;
  in->a = reg;
  return r;
}

int kir_truth(Typer *T, TVal v, Span span) {
  if (v.kind == TV_CPLX) return kir_cplx_truth(T, v, span);
  return kir_cast(T, kir_to_reg(T, v, span), DT_BOOL, span);
}

/* Numba widens small integers (and bool) to int64 before unifying operand types (the result
 * type of integer arithmetic is then numba_int_type's, below). */
static DType widen(DType t) {
  switch (t) {
  case DT_BOOL: case DT_INT8: case DT_INT16: case DT_UINT8: case DT_UINT16: return DT_INT64;
  default: return t;
  }
}

/* With a float operand Numba picks float32 arithmetic when the other operand converts to
 * float32 safely in its casting rules (bool, int8, uint8, int16: float32 * int8 is float32),
 * float64 otherwise (uint16 and int32 too, where NumPy would keep float32 for uint16). */
static DType float_result(DType a, DType b) {
  if (a == DT_FLOAT64 || b == DT_FLOAT64) return DT_FLOAT64;
  DType o = a == DT_FLOAT32 ? b : a;
  bool small = o == DT_FLOAT32 || o == DT_BOOL || o == DT_INT8 || o == DT_UINT8 || o == DT_INT16;
  return small ? DT_FLOAT32 : DT_FLOAT64;
}

static bool is_cmp(KirBin op) { return op >= KB_LT; }

DType kir_arith_type(KirBin op, DType a, DType b) {
  if ((op == KB_AND || op == KB_OR || op == KB_XOR) && a == DT_BOOL && b == DT_BOOL) return DT_BOOL;
  if (rt_dtypes[a].kind == 'f' || rt_dtypes[b].kind == 'f') return float_result(a, b);
  a = widen(a);
  b = widen(b);
  DType t = a == b ? a : widen(rt_dtype_promote(a, b));
  if (op == KB_DIV && rt_dtypes[t].kind != 'f') t = DT_FLOAT64;
  return t;
}

/* Numba's integer result types (choose_result_int in numba/core/typing/builtins.py), for
 * kernels and CPU code alike: integer arithmetic is done in at least 64 bits, int64, or uint64
 * when no operand is signed (int32 * int32 is int64; uint8 - uint8 is uint64). Only a store to
 * a narrower array converts (and wraps) the result. */
static DType numba_int_type(KirBin op, DType a, DType b, DType t) {
  char ka = rt_dtypes[a].kind, kb = rt_dtypes[b].kind;
  if (op > KB_SHR || ka == 'f' || kb == 'f' || op == KB_DIV || (ka == 'b' && kb == 'b' && t == DT_BOOL))
    return t;
  if (op == KB_SHL || op == KB_SHR) kb = ka; /* a shift takes the left operand's signedness */
  return ka == 'u' && kb == 'u' ? DT_UINT64 : DT_INT64;
}

/* Is reg an int64 constant set by the instruction `back` places before the end? Its value. */
static bool int_const_at(const KirFunc *f, int back, int reg, int64_t *v) {
  if (f->ncode < back || f->regs[reg] != DT_INT64) return false;
  const KirInst *in = &f->code[f->ncode - back];
  if (in->op != KIR_CONST || in->d != reg) return false;
  *v = in->imm.i;
  return true;
}

/* CPython folds 2 ** 63 exactly before Numba sees it, and Numba types a literal past int64 as
 * uint64: fold only what int64 or uint64 holds (the rest is computed as Numba's loop does). */
static bool fold_pow(Typer *T, int64_t x, int64_t y, int *out, Span span) {
  if (y < 0 || y > 64) return false;
  unsigned __int128 mag = 1, base = x < 0 ? 0 - (unsigned __int128)x : (unsigned __int128)x;
  for (int64_t k = 0; k < y; k++)
    if ((mag *= base) > UINT64_MAX) return false;
  bool neg = x < 0 && (y & 1);
  if (neg ? mag > (unsigned __int128)INT64_MAX + 1 : mag > INT64_MAX) {
    if (neg) return false;
    *out = kir_const_int(T, (int64_t)(uint64_t)mag, DT_UINT64, span);
    return true;
  }
  *out = kir_const_int(T, neg ? (int64_t)(0 - (uint64_t)mag) : (int64_t)mag, DT_INT64, span);
  return true;
}

/* int64 constant operands just made (2**40, 4 * 1024) are folded into one constant, so that
 * shapes written that way are constants; int64 arithmetic wraps, as Numba's does. */
static bool fold_int(Typer *T, KirBin op, int a, int b, int *out, Span span) {
  int64_t x, y;
  if (!int_const_at(T->f, 2, a, &x) || !int_const_at(T->f, 1, b, &y)) return false;
  uint64_t ux = (uint64_t)x, uy = (uint64_t)y, r = 1;
  switch (op) {
  case KB_ADD: r = ux + uy; break;
  case KB_SUB: r = ux - uy; break;
  case KB_MUL: r = ux * uy; break;
  case KB_POW: return fold_pow(T, x, y, out, span);
  default: return false;
  }
  *out = kir_const_int(T, (int64_t)r, DT_INT64, span);
  return true;
}

/* A literal int in the source, negated or not (`3`, `-1`). */
static bool literal_int(const Expr *x, int64_t *v) {
  if (x->kind == EX_INT) { *v = x->as.i; return true; }
  if (x->kind == EX_UNARY && x->as.unary.op == RT_UOP_NEG && x->as.unary.operand->kind == EX_INT &&
      x->as.unary.operand->as.i > 0) {
    *v = -x->as.unary.operand->as.i;
    return true;
  }
  return false;
}

/* `2 ** -1` of two literals: CPython folds it to the float 0.5 before Numba (or its simulator)
 * sees the code, so it is a float64 constant here too, not int_power's 0. A zero base is left
 * to the run (CPython raises there). */
static bool literal_neg_pow(Typer *T, const Expr *e, TVal *out) {
  int64_t x, y;
  if (e->as.binop.op != RT_OP_POW || !literal_int(e->as.binop.left, &x) ||
      !literal_int(e->as.binop.right, &y) || y >= 0 || x == 0)
    return false;
  *out = kir_tval_reg(const_float(T, pow((double)x, (double)y), DT_FLOAT64, e->span));
  return true;
}

/* ---- float ** integer, as Numba computes it ----
 * Numba types float32 ** int as float32 (BinOpPower in numba/core/typing/builtins.py) and, in
 * compiled CPU code, computes a float to an integer power by squaring in the base's type
 * (int_power_impl and static_power_impl in numba/cpython/numbers.py): x ** 3 is x * (x * x), a
 * negative power is 1.0 / that (a zero base raises ZeroDivisionError there), and an exponent
 * above 65536 goes to pow(). Kernels keep the simulator's typing and pow(): NumPy's scalar
 * float32 ** int is a float64 there (kernels/float32_pow_int.py). */
#define POW_BY_SQUARING_MAX 0x10000

static int emit_bin(Typer *T, KirBin op, int a, int b, DType t, Span span) {
  int d = kir_new_reg(T->f, t);
  KirInst *in = kir_emit(T->f, KIR_BIN, span);
  in->sub = (uint8_t)op;
  in->d = d;
  in->a = a;
  in->b = b;
  return d;
}

static void emit_mov(Typer *T, int d, int a, Span span) {
  KirInst *in = kir_emit(T->f, KIR_MOV, span);
  in->d = d;
  in->a = a;
}

/* x ** e for a constant e, unrolled as static_power_impl does. */
static int pow_const(Typer *T, int x, int64_t e, Span span) {
  DType t = T->f->regs[x];
  uint64_t n = e < 0 ? 0 - (uint64_t)e : (uint64_t)e;
  int res = -1, val = x;
  while (n) {
    if (n & 1) res = res < 0 ? val : emit_bin(T, KB_MUL, res, val, t, span);
    n >>= 1;
    if (n) val = emit_bin(T, KB_MUL, val, val, t, span);
  }
  if (res < 0) res = const_float(T, 1.0, t, span);
  return e < 0 ? emit_bin(T, KB_DIV, const_float(T, 1.0, t, span), res, t, span) : res;
}

/* x ** e for an integer register e, the loop int_power_impl runs. */
static int pow_loop(Typer *T, int x, int e, Span span) {
  DType t = T->f->regs[x];
  int n = kir_cast(T, e, DT_INT64, span), zero = kir_const_int(T, 0, DT_INT64, span);
  int res = kir_new_reg(T->f, t), val = kir_new_reg(T->f, t), left = kir_new_reg(T->f, DT_INT64);
  int neg = emit_bin(T, KB_LT, n, zero, DT_BOOL, span);
  KirInst *abs_ = kir_emit(T->f, KIR_UN, span);
  abs_->sub = KU_ABS;
  abs_->a = n;
  abs_->d = left;
  int big = emit_bin(T, KB_GT, left, kir_const_int(T, POW_BY_SQUARING_MAX, DT_INT64, span), DT_BOOL, span);
  kir_emit(T->f, KIR_IF, span)->a = big;
  int wide = emit_bin(T, KB_POW, kir_cast(T, x, DT_FLOAT64, span), kir_cast(T, n, DT_FLOAT64, span), DT_FLOAT64, span);
  emit_mov(T, res, kir_cast(T, wide, t, span), span);
  kir_emit(T->f, KIR_ELSE, span)->a = big;
  emit_mov(T, res, const_float(T, 1.0, t, span), span);
  emit_mov(T, val, x, span);
  kir_emit(T->f, KIR_LOOP, span);
  int more = emit_bin(T, KB_NE, left, zero, DT_BOOL, span);
  kir_emit(T->f, KIR_LOOPCOND, span)->a = more;
  int one = kir_const_int(T, 1, DT_INT64, span);
  int bit = emit_bin(T, KB_NE, emit_bin(T, KB_AND, left, one, DT_INT64, span), zero, DT_BOOL, span);
  kir_emit(T->f, KIR_IF, span)->a = bit;
  emit_mov(T, res, emit_bin(T, KB_MUL, res, val, t, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  emit_mov(T, left, emit_bin(T, KB_SHR, left, one, DT_INT64, span), span);
  emit_mov(T, val, emit_bin(T, KB_MUL, val, val, t, span), span);
  kir_emit(T->f, KIR_LATCH, span);
  kir_emit(T->f, KIR_ENDLOOP, span);
  kir_emit(T->f, KIR_IF, span)->a = neg;
  emit_mov(T, res, emit_bin(T, KB_DIV, const_float(T, 1.0, t, span), res, t, span), span);
  kir_emit(T->f, KIR_ENDIF, span);
  kir_emit(T->f, KIR_ENDIF, span);
  return res;
}

static int float_int_pow(Typer *T, int a, int b, Span span) {
  const KirInst *last = &T->f->code[T->f->ncode - 1];
  bool constant = T->f->ncode > 0 && last->op == KIR_CONST && last->d == b;
  if (constant && last->imm.i >= -POW_BY_SQUARING_MAX && last->imm.i <= POW_BY_SQUARING_MAX)
    return pow_const(T, a, last->imm.i, span);
  return pow_loop(T, a, b, span);
}

int kir_binop(Typer *T, KirBin op, int a, int b, Span span) {
  char ka = rt_dtypes[T->f->regs[a]].kind, kb = rt_dtypes[T->f->regs[b]].kind;
  if (op == KB_POW && ka == 'f' && (kb == 'i' || kb == 'u') && T->f->target == KIR_TARGET_CPU)
    return float_int_pow(T, a, b, span);
  DType t = numba_int_type(op, T->f->regs[a], T->f->regs[b],
                           kir_arith_type(op, T->f->regs[a], T->f->regs[b]));
  bool intop = op == KB_AND || op == KB_OR || op == KB_XOR || op == KB_SHL || op == KB_SHR;
  if (intop && rt_dtypes[t].kind == 'f')
    kir_type_error(T, span, "bitwise operator '%s' needs integer operands", kir_bin_names[op]);
  int folded;
  if (fold_int(T, op, a, b, &folded, span)) return folded;
  a = kir_cast(T, a, t, span);
  b = kir_cast(T, b, t, span);
  int d = kir_new_reg(T->f, is_cmp(op) ? DT_BOOL : t);
  KirInst *in = kir_emit(T->f, KIR_BIN, span);
  in->sub = (uint8_t)op;
  in->d = d;
  in->a = a;
  in->b = b;
  /* Numba's int_power_impl returns `1.0 / r if invert else r`, a float64 that is cast back to
   * the integer type: the wrapped product comes out rounded to 53 bits (3 ** 39 is
   * 4052555153018976256 in @njit code). */
  if (op == KB_POW && (rt_dtypes[t].kind == 'i' || rt_dtypes[t].kind == 'u') && T->f->target == KIR_TARGET_CPU)
    d = kir_cast(T, kir_cast(T, d, DT_FLOAT64, span), t, span);
  return d;
}

static KirBin bin_of(BinOp op, Typer *T, Span span) {
  switch (op) {
  case RT_OP_ADD: return KB_ADD;
  case RT_OP_SUB: return KB_SUB;
  case RT_OP_MUL: return KB_MUL;
  case RT_OP_TRUEDIV: return KB_DIV;
  case RT_OP_FLOORDIV: return KB_FLOORDIV;
  case RT_OP_MOD: return KB_MOD;
  case RT_OP_POW: return KB_POW;
  case RT_OP_LSHIFT: return KB_SHL;
  case RT_OP_RSHIFT: return KB_SHR;
  case RT_OP_AND: return KB_AND;
  case RT_OP_OR: return KB_OR;
  case RT_OP_XOR: return KB_XOR;
  case RT_OP_EQ: return KB_EQ;
  case RT_OP_NE: return KB_NE;
  case RT_OP_LT: return KB_LT;
  case RT_OP_LE: return KB_LE;
  case RT_OP_GT: return KB_GT;
  case RT_OP_GE: return KB_GE;
  default: kir_type_error(T, span, "operator '%s' is not supported in kernels", rt_binop_symbols[op]);
  }
}

/* ---- host values seen by kernels: frozen as constants ---- */

#define KIR_MAX_HOST_TUPLE 4096

/* A global array as a constant slot; a complex one as its parts' float array (kir_lower_sig). */
static int const_array_slot(Typer *T, Value v, const char *name) {
  Value c = rt_array_contiguous(v, false);
  const Array *a = RT_AS(Array, c);
  bool cplx = kir_is_cplx_dtype(a->dtype);
  if (a->ndim + cplx > KIR_MAX_INDEX) kir_type_error(T, (Span){0, 0, 0, 0}, "array too many dims");
  int s = kir_new_slot(T->f, KIR_SLOT_CONST, cplx ? kir_cplx_part(a->dtype) : a->dtype, a->ndim + cplx, name);
  KirSlot *sl = &T->f->slots[s];
  for (int k = 0; k < a->ndim; k++) sl->shape[k] = a->shape[k];
  if (cplx) sl->shape[a->ndim] = 2;
  sl->size = a->size * (cplx ? 2 : 1);
  size_t n = (size_t)a->size * (size_t)rt_dtypes[a->dtype].itemsize;
  sl->cdata = rt_malloc(n ? n : 1);
  memcpy(sl->cdata, a->data, n);
  rt_decref(c);
  return s;
}

TVal kir_host_value(Typer *T, Value v, const char *name, Span span) {
  TVal r = tval_kind(TV_OBJ);
  r.obj = v;
  switch (v.tag) {
  case RT_NONE: return tval_kind(TV_NONE);
  case RT_BOOL: return kir_tval_reg(kir_const_int(T, v.as.b, DT_BOOL, span));
  case RT_INT: return kir_tval_reg(kir_const_int(T, v.as.i, DT_INT64, span));
  case RT_FLOAT: return kir_tval_reg(const_float(T, v.as.f, DT_FLOAT64, span));
  default: break;
  }
  if (rt_is_complex(v)) {
    TVal z = kir_cplx_literal(T, RT_AS(Complex, v)->im, span);
    T->f->code[T->f->ncode - 2].imm.f = RT_AS(Complex, v)->re;
    return z;
  }
  if (rt_is_npscalar(v) && kir_is_cplx_dtype(RT_AS(NpScalar, v)->dtype)) {
    double re, im;
    rt_complex_operand(v, &re, &im);
    DType pt = kir_cplx_part(RT_AS(NpScalar, v)->dtype);
    return kir_cplx_val(const_float(T, re, pt, span), const_float(T, im, pt, span));
  }
  if (rt_is_npscalar(v)) {
    const NpScalar *s = RT_AS(NpScalar, v);
    if (rt_dtypes[s->dtype].kind == 'f')
      return kir_tval_reg(const_float(T, rt_elem_get_f64(s->dtype, s->as.bytes), s->dtype, span));
    return kir_tval_reg(kir_const_int(T, rt_elem_get_i64(s->dtype, s->as.bytes), s->dtype, span));
  }
  if (rt_is_tuple(v)) {
    /* a global tuple (SHAPE = (4, 3)) is a constant tuple of its items, as Numba freezes it:
     * SHAPE[0], len(SHAPE), unpacking and loops over it work as on a local tuple */
    const Tuple *tp = RT_AS(Tuple, v);
    if (tp->n > KIR_MAX_HOST_TUPLE) kir_type_error(T, span, "a tuple of %lld items is too long for a kernel", (long long)tp->n);
    r = tval_kind(TV_TUPLE);
    r.n = (int)tp->n;
    r.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(r.n ? r.n : 1));
    for (int k = 0; k < r.n; k++) r.items[k] = kir_host_value(T, tp->items[k], name, span);
    return r;
  }
  if (rt_is_array(v)) {
    r.kind = TV_ARRAY;
    r.slot = const_array_slot(T, v, name);
    if (kir_is_cplx_dtype(RT_AS(Array, v)->dtype)) return kir_cplx_array(T, r.slot, span);
  } else if (rt_is_type(v, &kir_intrinsic_type)) {
    r.kind = TV_INTR;
    r.intr = RT_AS(KirIntrinsic, v)->id;
    if (r.intr == KI_LANEID) {
      KirInst *in = kir_emit(T->f, KIR_SREG, span);
      in->sub = KS_LANEID;
      in->d = kir_new_reg(T->f, DT_INT32);
      return kir_tval_reg(in->d);
    }
  } else if (rt_is_str(v)) {
    r.kind = TV_STR;
    r.str = rt_str_data(v);
  }
  return r;
}

/* A name a kernel (or a device function it calls) reads but nothing defines: the threads that
 * get there raise Python's NameError (`NameError: tid=[...] ctaid=[...]: name 'x' is not
 * defined`), as in Numba's simulator, and threads that never do run on. The value stands in as
 * an int64 zero for the code after it, which no raising thread runs; what an int cannot be (an
 * array indexed, a function called) stays a compile error. */
static TVal undefined_in_kernel(Typer *T, Expr *e) {
  char msg[200];
  snprintf(msg, sizeof msg, "name '%s' is not defined", e->as.name.id);
  int first = kir_add_print_arg(T->f, -1, msg);
  KirInst *in = kir_emit(T->f, KIR_RAISE, e->span);
  in->imm.i = RT_EXC_NameError;
  in->args = first;
  in->nargs = 1;
  T->f->undefined_names = true;
  return kir_tval_reg(kir_const_int(T, 0, DT_INT64, e->span));
}

bool kir_name_unbound(Typer *T, const char *name) {
  return !kir_find_var(T, name) && rt_is_undef(vm_function_free(T->scope->fnval, name)) &&
         rt_is_undef(vm_function_global(T->scope->fnval, name));
}

/* A global a kernel freezes into its code as a number: ints, floats, bools, NumPy scalars and
 * tuples of them (arrays, functions and modules are looked up for what they are). */
static bool frozen_number(Value v) {
  if (v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v)) return true;
  if (!rt_is_tuple(v)) return false;
  for (int64_t k = 0; k < RT_AS(Tuple, v)->n; k++)
    if (!frozen_number(RT_AS(Tuple, v)->items[k])) return false;
  return true;
}

/* f depends on global name of fnval's module (once per pair). */
static void note_global(KirFunc *f, Value fnval, const char *name) {
  for (int k = 0; k < f->ngdeps; k++)
    if (f->gdeps[k].fnval.as.o == fnval.as.o && !strcmp(f->gdeps[k].name, name)) return;
  f->gdeps = rt_realloc(f->gdeps, sizeof *f->gdeps * (size_t)(f->ngdeps + 1));
  f->gdeps[f->ngdeps].fnval = fnval;
  f->gdeps[f->ngdeps].name = rt_strdup(name);
  f->ngdeps++;
}

static TVal name_expr(Typer *T, Expr *e) {
  TVar *var = kir_find_var(T, e->as.name.id);
  if (var) {
    if (!var->assigned) kir_type_error(T, e->span, "local variable '%s' is used before it is assigned", var->name);
    if (var->sel && !var->pinned)
      kir_type_error(T, e->span, "'%s' is bound to different arrays on different paths; compiled code reads such a "
                     "variable only in a simple statement or an if/while test", var->name);
    return var->val;
  }
  Value g = vm_function_free(T->scope->fnval, e->as.name.id);
  if (rt_is_undef(g)) {
    g = vm_function_global(T->scope->fnval, e->as.name.id);
    if (T->f->target == KIR_TARGET_KERNEL && frozen_number(g)) note_global(T->f, T->scope->fnval, e->as.name.id);
  }
  /* the simulator's run-time NameError; where kernels are compiled for a device from the start
   * (--mode=gpu), compiled Numba's compile-time error below */
  const KirEngine *mode = kir_engine_mode();
  if (rt_is_undef(g) && T->f->target == KIR_TARGET_KERNEL && !(mode && mode->device_name))
    return undefined_in_kernel(T, e);
  if (rt_is_undef(g)) kir_type_error(T, e->span, "name '%s' is not defined", e->as.name.id);
  return kir_host_value(T, g, e->as.name.id, e->span);
}

/* ---- a number and a string literal ---- */

/* Numba's TypingError for number + "text" (also -, /): its overload search, in its words, for
 * the first such error of a run (Numba indents its report further on later ones). */
static void number_str_binop(Typer *T, BinOp op, TVal l, TVal r, Span span) {
  const char *name = op == RT_OP_ADD ? "add" : op == RT_OP_SUB ? "sub" : op == RT_OP_TRUEDIV ? "truediv" : NULL;
  TVal num = l.kind == TV_STR ? r : l, str = l.kind == TV_STR ? l : r;
  if (!name || num.kind != TV_REG) return;
  const char *nt = rt_dtypes[T->f->regs[num.reg]].name;
  char lit[160], sig[400], args[400];
  snprintf(lit, sizeof lit, "Literal[str](%s)", str.str);
  bool str_first = l.kind == TV_STR;
  snprintf(sig, sizeof sig, "%s(%s, %s)", name, str_first ? lit : nt, str_first ? nt : lit);
  snprintf(args, sizeof args, "'(%s, %s)'", str_first ? "unicode_type" : nt, str_first ? nt : "unicode_type");
  int total = op == RT_OP_ADD ? 20 : op == RT_OP_SUB ? 14 : 8;
  const char *iret = op == RT_OP_TRUEDIV ? "float64" : "int64", *uret = op == RT_OP_TRUEDIV ? "float64" : "uint64";
  kir_numba_shares(span.line, "intrinsic-call",
                   "No implementation of function Function(<built-in function %s>) found for signature:\n \n >>> %s\n \n"
                   "There are %d candidate implementations:\n  - Of which %d did not match due to:\n"
                   "  Overload of function '%s': File: <numerous>: Line N/A.\n    With argument(s): %s:\n   No match.\n"
                   "  - Of which 2 did not match due to:\n  Operator Overload in function '%s': File: unknown: Line unknown.\n"
                   "    With argument(s): %s:\n   No match for registered cases:\n"
                   "    * (int64, int64) -> %s\n    * (int64, uint64) -> %s\n    * (uint64, int64) -> %s\n"
                   "    * (uint64, uint64) -> %s\n    * (float32, float32) -> float32\n    * (float64, float64) -> float64\n"
                   "    * (complex64, complex64) -> complex64\n    * (complex128, complex128) -> complex128",
                   name, sig, total, total - 2, name, args, name, args, iret, iret, iret, uret);
}

/* ---- attributes ---- */

static TVal sreg(Typer *T, KirSreg s, Span span) {
  KirInst *in = kir_emit(T->f, KIR_SREG, span);
  in->sub = (uint8_t)s;
  in->d = kir_new_reg(T->f, DT_INT32);
  return kir_tval_reg(in->d);
}

static int shape_reg(Typer *T, int slot, int axis, Span span) {
  KirInst *in = kir_emit(T->f, KIR_SHAPE, span);
  in->arr = slot;
  in->imm.i = axis;
  in->d = kir_new_reg(T->f, DT_INT64);
  return in->d;
}

/* The stride in bytes of axis ax of a slot: an argument's as it arrived, a shared, local or
 * constant array's C-contiguous one from its fixed shape. */
static int stride_reg(Typer *T, int slot, int ax, Span span) {
  const KirSlot *s = &T->f->slots[slot];
  if (!kir_slot_has_desc(s->kind)) {
    int64_t st = rt_dtypes[s->dtype].itemsize;
    for (int k = s->ndim - 1; k > ax; k--) st *= s->shape[k];
    return kir_const_int(T, st, DT_INT64, span);
  }
  KirInst *in = kir_emit(T->f, KIR_SHAPE, span);
  in->sub = 1;
  in->arr = slot;
  in->imm.i = ax;
  in->d = kir_new_reg(T->f, DT_INT64);
  return in->d;
}

/* An attribute no Numba 0.56 array has (a.foo): Numba's "Unknown attribute" TypingError, for a
 * whole array argument (its type is the signature's). Every attribute and method of Numba's
 * arrays, and NumPy's that Numba might know, count as known: when unsure, it compiles. */
static void numba_array_attr_unknown(Typer *T, TVal base, const char *name, Span span) {
  static const char *const known[] = {
      "T", "ctypes", "data", "dtype", "flags", "flat", "itemsize", "nbytes", "ndim", "real", "imag", "shape",
      "size", "strides", "base", "all", "any", "argmax", "argmin", "argsort", "astype", "clip", "conj",
      "conjugate", "copy", "cumprod", "cumsum", "diagonal", "dot", "fill", "flatten", "item", "itemset",
      "max", "mean", "min", "nonzero", "partition", "prod", "ptp", "ravel", "repeat", "reshape", "round",
      "searchsorted", "sort", "squeeze", "std", "sum", "swapaxes", "take", "tobytes", "tolist", "trace",
      "transpose", "var", "view"};
  for (size_t k = 0; k < sizeof known / sizeof *known; k++)
    if (strcmp(name, known[k]) == 0) return;
  if (kir_overload_member_known(name)) return;
  const KirSlot *s = &T->f->slots[base.slot];
  bool whole = base.nfixed == 0 && base.rev == 0 && !base.fixmask;
  for (int k = 0; k < s->ndim; k++) whole &= !base.off[k] && !base.len[k] && !base.step[k];
  if (!whole || s->kind != KIR_SLOT_PARAM || s->param >= T->f->usig.nargs) return;
  KirTy t = T->f->usig.args[s->param];
  if (t.kind != KIR_TY_ARRAY || t.rec || t.dtype != s->dtype || t.ndim != s->ndim) return;
  char type[96];
  kir_numba_shares_attr(span.line, name, kir_type_name(t, type, sizeof type));
}

static TVal array_attr(Typer *T, TVal base, const char *name, Span span) {
  const KirSlot *s = &T->f->slots[base.slot];
  int ndim = s->ndim - base.nfixed;
  if (strcmp(name, "ndim") == 0) return kir_tval_reg(kir_const_int(T, ndim, DT_INT64, span));
  if (strcmp(name, "shape") == 0) {
    TVal t = tval_kind(TV_TUPLE);
    t.n = ndim;
    t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(ndim ? ndim : 1));
    for (int k = 0; k < ndim; k++) t.items[k] = kir_tval_reg(kir_view_extent(T, base, kir_view_axis(base, k), span));
    return t;
  }
  if (strcmp(name, "strides") == 0) { /* bytes, per axis of the view: the array's, times a slice's step */
    TVal t = tval_kind(TV_TUPLE);
    t.n = ndim;
    t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(ndim ? ndim : 1));
    for (int k = 0; k < ndim; k++) {
      int ax = kir_view_axis(base, k), r = stride_reg(T, base.slot, ax, span);
      if (base.step[ax]) r = kir_binop(T, KB_MUL, r, base.step[ax] - 1, span);
      t.items[k] = kir_tval_reg(r);
    }
    return t;
  }
  if (strcmp(name, "T") == 0) { /* the view with its own axes in reverse order, as NumPy's a.T */
    base.rev = base.rev ? 0 : s->ndim;
    return base;
  }
  if (strcmp(name, "size") == 0) {
    int r = kir_const_int(T, 1, DT_INT64, span);
    for (int k = 0; k < ndim; k++) r = kir_binop(T, KB_MUL, r, kir_view_extent(T, base, kir_view_axis(base, k), span), span);
    return kir_tval_reg(r);
  }
  if (strcmp(name, "itemsize") == 0)
    return kir_tval_reg(kir_const_int(T, rt_dtypes[s->dtype].itemsize, DT_INT64, span));
  if (strcmp(name, "nbytes") == 0) {
    int r = kir_const_int(T, rt_dtypes[s->dtype].itemsize, DT_INT64, span);
    for (int k = 0; k < ndim; k++) r = kir_binop(T, KB_MUL, r, kir_view_extent(T, base, kir_view_axis(base, k), span), span);
    return kir_tval_reg(r);
  }
  numba_array_attr_unknown(T, base, name, span);
  kir_type_error(T, span, "array attribute '%s' is not supported in kernels", name);
}

/* An attribute Numba's numbers (Python's or NumPy's scalars) have in nopython mode: the others
 * are its "Unknown attribute" TypingError. */
static bool numba_number_attr(const char *name) {
  static const char *const names[] = {"real", "imag", "conjugate", "item", "view", "astype", "dtype", "itemsize", "size",
                                      "ndim", "shape"};
  for (size_t k = 0; k < sizeof names / sizeof *names; k++)
    if (strcmp(name, names[k]) == 0) return true;
  return false;
}

static TVal subscript_array(Typer *T, TVal base, Expr *e);

static TVal attr_expr(Typer *T, Expr *e) {
  TVal field;
  Expr *at;
  if (kir_record_field(T, e, &field, &at)) return subscript_array(T, field, at);
  TVal base = kir_expr(T, e->as.attr.obj);
  const char *name = e->as.attr.name;
  if (base.kind == TV_RECARR) { /* its fields travel as arrays of their own, without the records' strides */
    if (strcmp(name, "strides") == 0 || strcmp(name, "itemsize") == 0 || strcmp(name, "nbytes") == 0)
      kir_type_error(T, e->span, "the %s of a structured array are not supported in kernels", name);
    return array_attr(T, kir_record_shape_view(T, base, e->span), name, e->span);
  }
  if (base.kind == TV_ARRAY) return array_attr(T, base, name, e->span);
  if (base.kind == TV_CPLXARR) {
    /* a.real and a.imag of a complex array are views of its parts */
    if (strcmp(name, "real") == 0 || strcmp(name, "imag") == 0) return base.items[name[0] == 'i'];
    if (strcmp(name, "T") == 0) {
      TVal t = base;
      t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
      for (int p = 0; p < 2; p++) t.items[p] = array_attr(T, base.items[p], name, e->span);
      return t;
    }
    TVal part = array_attr(T, base.items[0], name, e->span);
    if (strcmp(name, "itemsize") == 0 || strcmp(name, "nbytes") == 0) /* two parts per element */
      part.reg = kir_binop(T, KB_MUL, part.reg, kir_const_int(T, 2, DT_INT64, e->span), e->span);
    return part;
  }
  if (base.kind == TV_CPLX || (base.kind == TV_REG && (strcmp(name, "real") == 0 || strcmp(name, "imag") == 0)))
    return kir_cplx_attr(T, base, name, e->span);
  if (base.kind == TV_INTR) {
    static const KirSreg dims[4] = {KS_TID_X, KS_CTAID_X, KS_NTID_X, KS_NCTAID_X};
    if (base.intr <= KI_GRIDDIM && name[0] >= 'x' && name[0] <= 'z' && !name[1])
      return sreg(T, (KirSreg)(dims[base.intr - KI_THREADIDX] + (name[0] - 'x')), e->span);
    char dotted[96];
    snprintf(dotted, sizeof dotted, "%s.%s", kir_intrinsic_names[base.intr], name);
    int id = kir_intrinsic_lookup(dotted);
    if (id < 0) kir_type_error(T, e->span, "unknown attribute 'cuda.%s' in a kernel", dotted);
    TVal r = tval_kind(TV_INTR);
    r.intr = id;
    return r;
  }
  if (base.kind == TV_OBJ && rt_is_type(base.obj, &rt_module_type)) {
    Value v = rt_module_lookup(base.obj, name);
    if (rt_is_undef(v)) v = kir_cuda_kernel_name(base.obj, name);
    if (rt_is_undef(v))
      kir_type_error(T, e->span, "module '%s' has no attribute '%s'", RT_AS(Module, base.obj)->name, name);
    return kir_host_value(T, v, name, e->span);
  }
  if (base.kind == TV_REG && !numba_number_attr(name))
    kir_numba_shares_attr(e->span.line, name, rt_dtypes[T->f->regs[base.reg]].name);
  kir_type_error(T, e->span, "attribute '%s' is not supported on this value in kernels", name);
}

/* ---- indexing ---- */

/* An integer index as an int64 register. */
static int index_reg(Typer *T, TVal item, Span span) {
  int r = kir_to_reg(T, item, span);
  if (rt_dtypes[T->f->regs[r]].kind == 'f')
    kir_type_error(T, span, "array indices must be integers, not %s", rt_dtypes[T->f->regs[r]].name);
  return kir_cast(T, r, DT_INT64, span);
}

/* The items of a subscript key (one unless it is a tuple). */
static Expr **key_items(Expr *key, Expr **single, int *n) {
  *single = key;
  *n = key->kind == EX_TUPLE ? key->as.seq.n : 1;
  return key->kind == EX_TUPLE ? key->as.seq.items : single;
}

/* Per item of key (one per own axis of the view, from its first): the index register of an
 * integer item, or -1 for a slice (slices[k] is then its expression). Returns how many items. */
static int index_regs(Typer *T, Expr *key, int *out, Expr **slices, int max) {
  if (key->kind != EX_TUPLE && key->kind != EX_SLICE) { /* an int, or a tuple value */
    TVal k = kir_expr(T, key);
    int n = k.kind == TV_TUPLE ? k.n : 1;
    if (n > max) kir_type_error(T, key->span, "too many indices for array");
    for (int i = 0; i < n; i++) out[i] = index_reg(T, k.kind == TV_TUPLE ? k.items[i] : k, key->span);
    return n;
  }
  Expr *single;
  int total;
  Expr **items = key_items(key, &single, &total);
  if (total > max) kir_type_error(T, key->span, "too many indices for array");
  for (int i = 0; i < total; i++) {
    slices[i] = items[i]->kind == EX_SLICE ? items[i] : NULL;
    out[i] = slices[i] ? -1 : index_reg(T, kir_expr(T, items[i]), items[i]->span);
  }
  return total;
}

static TVal slice_axis(Typer *T, TVal view, int ax, Expr *sl);

int kir_view_axis(TVal arr, int k) {
  if (arr.rev) { /* a.T: the k-th own axis from the last */
    int own = 0;
    for (int ax = 0; ax < arr.rev; ax++) own += !(arr.fixmask >> ax & 1);
    k = own - 1 - k;
  }
  for (int ax = 0; ax < KIR_MAX_INDEX; ax++)
    if (!(arr.fixmask >> ax & 1) && k-- == 0) return ax;
  return 0; /* callers ask only for axes the view has */
}

int kir_view_extent(Typer *T, TVal arr, int ax, Span span) {
  return arr.len[ax] ? arr.len[ax] - 1 : shape_reg(T, arr.slot, ax, span);
}

int kir_view_index(Typer *T, TVal arr, int ax, int i, Span span) {
  if (arr.len[ax]) {
    KirInst *in = kir_emit(T->f, KIR_CHECKIDX, span);
    in->a = i;
    in->b = arr.len[ax] - 1;
    in->arr = arr.slot; /* named by the simulator's fault report */
    in->sub = (uint8_t)__builtin_popcount(~arr.fixmask & ((1u << ax) - 1)); /* the view's axis */
    in->d = i = kir_new_reg(T->f, DT_INT64);
  }
  if (arr.step[ax]) i = kir_binop(T, KB_MUL, i, arr.step[ax] - 1, span);
  return arr.off[ax] ? kir_binop(T, KB_ADD, i, arr.off[ax] - 1, span) : i;
}

/* arr[key]: the view it makes (*whole: false), or true and idx holding one element's index
 * registers along every array axis. */
static TVal index_view(Typer *T, TVal arr, Expr *key, int32_t *idx, bool *whole) {
  const KirSlot *s = &T->f->slots[arr.slot];
  int regs[KIR_MAX_INDEX];
  Expr *slices[KIR_MAX_INDEX];
  int n = index_regs(T, key, regs, slices, s->ndim - arr.nfixed);
  TVal view = arr;
  for (int k = 0; k < n; k++) {
    int ax = kir_view_axis(arr, k);
    if (regs[k] < 0) continue;
    view.fixed[ax] = kir_view_index(T, arr, ax, regs[k], key->span);
    view.fixmask |= 1u << ax;
    view.nfixed++;
  }
  for (int k = 0; k < n; k++)
    if (regs[k] < 0) view = slice_axis(T, view, kir_view_axis(arr, k), slices[k]);
  for (int ax = 0; ax < s->ndim; ax++) idx[ax] = view.fixed[ax];
  *whole = view.nfixed == s->ndim;
  return view;
}

TVal kir_index_view(Typer *T, TVal arr, Expr *key, bool *whole) {
  int32_t idx[KIR_MAX_INDEX];
  return index_view(T, arr, key, idx, whole);
}

static bool has_slice(Expr *key) {
  Expr *single;
  int n;
  Expr **items = key_items(key, &single, &n);
  for (int k = 0; k < n; k++)
    if (items[k]->kind == EX_SLICE) return true;
  return false;
}

int kir_index(Typer *T, TVal arr, Expr *key, int32_t *idx) {
  bool whole;
  TVal view = index_view(T, arr, key, idx, &whole);
  if (whole) return T->f->slots[arr.slot].ndim;
  if (has_slice(key))
    kir_type_error(T, key->span, "assigning to a slice of an array is not supported in kernels (assign element by element)");
  int ndim = T->f->slots[arr.slot].ndim - arr.nfixed;
  kir_type_error(T, key->span, "the index of this %d-D array must have %d components (one per dimension), not %d",
                 ndim, ndim, view.nfixed - arr.nfixed);
}

/* cond ? a : b, of a's type. */
int kir_select(Typer *T, int cond, int a, int b, Span span) {
  KirInst *in = kir_emit(T->f, KIR_SELECT, span);
  in->a = cond;
  in->b = a;
  in->c = b;
  in->d = kir_new_reg(T->f, T->f->regs[a]);
  return in->d;
}

/* A slice bound with Python's rules: negative counts from the end, then clipped to [0, n]
 * (to [-1, n - 1] for a negative step). */
static int slice_bound(Typer *T, Expr *e, int n, bool down) {
  int r = index_reg(T, kir_expr(T, e), e->span);
  int zero = kir_const_int(T, 0, DT_INT64, e->span);
  int d = kir_select(T, kir_binop(T, KB_LT, r, zero, e->span), kir_binop(T, KB_ADD, r, n, e->span), r, e->span);
  if (!down) return kir_binop(T, KB_MIN, kir_binop(T, KB_MAX, d, zero, e->span), n, e->span);
  int minus1 = kir_const_int(T, -1, DT_INT64, e->span);
  return kir_binop(T, KB_MIN, kir_binop(T, KB_MAX, d, minus1, e->span), kir_binop(T, KB_ADD, n, minus1, e->span), e->span);
}

/* A bound already in register r, clipped for both directions; the one for the step's sign. */
static int bound_either(Typer *T, int r, int n, int down, Span sp) {
  int zero = kir_const_int(T, 0, DT_INT64, sp), minus1 = kir_const_int(T, -1, DT_INT64, sp);
  int d = kir_select(T, kir_binop(T, KB_LT, r, zero, sp), kir_binop(T, KB_ADD, r, n, sp), r, sp);
  int up = kir_binop(T, KB_MIN, kir_binop(T, KB_MAX, d, zero, sp), n, sp);
  int dn = kir_binop(T, KB_MIN, kir_binop(T, KB_MAX, d, minus1, sp), kir_binop(T, KB_ADD, n, minus1, sp), sp);
  return kir_select(T, down, dn, up, sp);
}

/* view[lo:hi:step] with a step computed at run time (CPU code: `sieve[i * i::i] = False`): the
 * bounds and the length for either sign, chosen by the step's; a zero step is Python's
 * ValueError. */
static TVal slice_axis_dynamic(Typer *T, TVal view, int ax, Expr *sl) {
  Span sp = sl->span;
  int lo_r = sl->as.slice.lo ? index_reg(T, kir_expr(T, sl->as.slice.lo), sp) : -1;
  int hi_r = sl->as.slice.hi ? index_reg(T, kir_expr(T, sl->as.slice.hi), sp) : -1;
  int st = index_reg(T, kir_expr(T, sl->as.slice.step), sp);
  int zero = kir_const_int(T, 0, DT_INT64, sp), minus1 = kir_const_int(T, -1, DT_INT64, sp), one = kir_const_int(T, 1, DT_INT64, sp);
  kir_raise_value_error_if(T, kir_binop(T, KB_EQ, st, zero, sp), "slice step cannot be zero", sp);
  int down = kir_binop(T, KB_LT, st, zero, sp);
  int n = kir_view_extent(T, view, ax, sp);
  int lo = lo_r >= 0 ? bound_either(T, lo_r, n, down, sp) : kir_select(T, down, kir_binop(T, KB_ADD, n, minus1, sp), zero, sp);
  int hi = hi_r >= 0 ? bound_either(T, hi_r, n, down, sp) : kir_select(T, down, minus1, n, sp);
  int span_reg = kir_select(T, down, kir_binop(T, KB_SUB, lo, hi, sp), kir_binop(T, KB_SUB, hi, lo, sp), sp);
  int mag = kir_select(T, down, kir_binop(T, KB_SUB, zero, st, sp), st, sp);
  int len = kir_binop(T, KB_MAX, span_reg, zero, sp);
  len = kir_binop(T, KB_FLOORDIV, kir_binop(T, KB_ADD, len, kir_binop(T, KB_SUB, mag, one, sp), sp), mag, sp);
  int first = view.step[ax] ? kir_binop(T, KB_MUL, lo, view.step[ax] - 1, sp) : lo;
  view.off[ax] = 1 + (view.off[ax] ? kir_binop(T, KB_ADD, view.off[ax] - 1, first, sp) : first);
  view.len[ax] = len + 1;
  view.step[ax] = 1 + (view.step[ax] ? kir_binop(T, KB_MUL, view.step[ax] - 1, st, sp) : st);
  return view;
}

/* The constant step of a slice (1 when absent); a step must be a nonzero integer constant. */
static int64_t slice_step(Typer *T, Expr *step) {
  if (!step) return 1;
  int64_t v;
  if (!kir_const_value(T, step, &v) || v == 0) kir_type_error(T, step->span, "a slice step in a kernel must be a nonzero integer constant");
  return v;
}

/* view[lo:hi:step] along array axis ax: a view with its own offset, extent and step. */
static TVal slice_axis(Typer *T, TVal view, int ax, Expr *sl) {
  Span sp = sl->span;
  int64_t c;
  if (T->f->target == KIR_TARGET_CPU && sl->as.slice.step && !kir_const_value(T, sl->as.slice.step, &c))
    return slice_axis_dynamic(T, view, ax, sl);
  int64_t step = slice_step(T, sl->as.slice.step);
  if (!sl->as.slice.lo && !sl->as.slice.hi && step == 1) return view; /* ':' keeps the axis */
  bool down = step < 0;
  int n = kir_view_extent(T, view, ax, sp);
  int minus1 = kir_const_int(T, -1, DT_INT64, sp), zero = kir_const_int(T, 0, DT_INT64, sp);
  int lo = sl->as.slice.lo ? slice_bound(T, sl->as.slice.lo, n, down) : down ? kir_binop(T, KB_ADD, n, minus1, sp) : zero;
  int hi = sl->as.slice.hi ? slice_bound(T, sl->as.slice.hi, n, down) : down ? minus1 : n;
  /* Python's slice length: ceil((hi - lo) / step) when positive */
  int64_t mag = down ? -step : step;
  int span_reg = down ? kir_binop(T, KB_SUB, lo, hi, sp) : kir_binop(T, KB_SUB, hi, lo, sp);
  int len = kir_binop(T, KB_MAX, span_reg, zero, sp);
  if (mag != 1)
    len = kir_binop(T, KB_FLOORDIV, kir_binop(T, KB_ADD, len, kir_const_int(T, mag - 1, DT_INT64, sp), sp),
                    kir_const_int(T, mag, DT_INT64, sp), sp);
  int first = view.step[ax] ? kir_binop(T, KB_MUL, lo, view.step[ax] - 1, sp) : lo;
  view.off[ax] = 1 + (view.off[ax] ? kir_binop(T, KB_ADD, view.off[ax] - 1, first, sp) : first);
  view.len[ax] = len + 1;
  if (step != 1) {
    int st = kir_const_int(T, step, DT_INT64, sp);
    view.step[ax] = 1 + (view.step[ax] ? kir_binop(T, KB_MUL, view.step[ax] - 1, st, sp) : st);
  }
  return view;
}

/* t[i] of a tuple whose items are numbers of one type (Numba's UniTuple) with i computed at run
 * time: the items go to a local array of the tuple's length, read at i (negative i counts from
 * the end; out of range is the local array's bounds fault). */
int kir_tuple_slot(Typer *T, TVal t, const char *name, const char *use, Span span) {
  DType dt = DT_BOOL;
  for (int k = 0; k < t.n; k++) {
    DType item = t.items[k].kind == TV_REG ? T->f->regs[t.items[k].reg] : DT_COUNT;
    if (item == DT_COUNT || (k && item != dt)) kir_type_error(T, span, "%s needs a tuple of numbers of one type", use);
    dt = item;
  }
  int slot = kir_new_slot(T->f, KIR_SLOT_LOCAL, dt, 1, name);
  T->f->slots[slot].shape[0] = T->f->slots[slot].size = t.n;
  for (int k = 0; k < t.n; k++) {
    int at = kir_const_int(T, k, DT_INT64, span); /* may emit, moving the code: before kir_emit */
    KirInst *st = kir_emit(T->f, KIR_STORE, span);
    st->arr = slot;
    st->idx[0] = at;
    st->a = t.items[k].reg;
  }
  return slot;
}

static TVal unituple_index(Typer *T, TVal t, Expr *obj, Expr *key, Span span) {
  if (t.n == 0) kir_type_error(T, key->span, "tuple index out of range");
  int slot = kir_tuple_slot(T, t, obj->kind == EX_NAME ? obj->as.name.id : "$tuple", "a tuple index that is not a constant", key->span);
  DType dt = T->f->slots[slot].dtype;
  int i = index_reg(T, kir_expr(T, key), key->span);
  int zero = kir_const_int(T, 0, DT_INT64, span), n = kir_const_int(T, t.n, DT_INT64, span);
  i = kir_select(T, kir_binop(T, KB_LT, i, zero, span), kir_binop(T, KB_ADD, i, n, span), i, span);
  KirInst *ld = kir_emit(T->f, KIR_LOAD, span);
  ld->arr = slot;
  ld->idx[0] = i;
  ld->d = kir_new_reg(T->f, dt);
  return kir_tval_reg(ld->d);
}


/* A slice bound of a tuple: absent, or a literal int (negated or not). */
static bool slice_const(Expr *x, int64_t *v, bool *given) {
  *given = x != NULL;
  return !x || literal_int(x, v);
}

/* t[lo:hi:step] of a tuple with constant bounds (Numba's static slice, as `a.shape[:2]`): a
 * new tuple of the items Python's slice picks. */
static TVal tuple_slice(Typer *T, TVal t, Expr *sl) {
  int64_t lo = 0, hi = 0, step = 1;
  bool has_lo, has_hi, has_step;
  if (!slice_const(sl->as.slice.lo, &lo, &has_lo) || !slice_const(sl->as.slice.hi, &hi, &has_hi) ||
      !slice_const(sl->as.slice.step, &step, &has_step))
    kir_type_error(T, sl->span, "a tuple slice in a kernel needs constant bounds");
  if (step == 0) kir_type_error(T, sl->span, "slice step cannot be zero");
  int64_t n = t.n;
  /* Python's PySlice_AdjustIndices */
  if (!has_lo) lo = step < 0 ? n - 1 : 0;
  else if (lo < 0) { lo += n; if (lo < 0) lo = step < 0 ? -1 : 0; }
  else if (lo >= n) lo = step < 0 ? n - 1 : n;
  if (!has_hi) hi = step < 0 ? -1 : n;
  else if (hi < 0) { hi += n; if (hi < 0) hi = step < 0 ? -1 : 0; }
  else if (hi >= n) hi = step < 0 ? n - 1 : n;
  TVal r = t;
  r.n = 0;
  r.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(t.n ? t.n : 1));
  /* the count first: lo + step could overflow for a huge literal step (t[1::2**62]) */
  int64_t count = step > 0 ? (hi > lo ? (hi - lo - 1) / step + 1 : 0) : (lo > hi ? (lo - hi - 1) / -step + 1 : 0);
  for (int64_t k = 0; k < count; k++) r.items[r.n++] = t.items[lo + k * step];
  return r;
}

/* t + u of two tuples: one tuple of both's items (Numba's tuple concatenation). */
static TVal tuple_concat(Typer *T, TVal t, TVal u) {
  TVal r = t;
  r.n = t.n + u.n;
  r.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(r.n ? r.n : 1));
  for (int k = 0; k < t.n; k++) r.items[k] = t.items[k];
  for (int k = 0; k < u.n; k++) r.items[t.n + k] = u.items[k];
  return r;
}

static TVal subscript_expr(Typer *T, Expr *e) {
  TVal field;
  Expr *at;
  if (kir_record_field(T, e, &field, &at)) return subscript_array(T, field, at);
  TVal base = kir_expr(T, e->as.subscript.obj);
  if (base.kind == TV_RECARR) return kir_record_index(T, base, e);
  if (base.kind == TV_CPLXARR) {
    /* each part's view indexed alike: two loads make a complex, two sub-views a complex view */
    TVal re = subscript_array(T, base.items[0], e), im = subscript_array(T, base.items[1], e);
    if (re.kind == TV_REG) return kir_cplx_val(re.reg, im.reg);
    TVal v = base;
    v.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
    v.items[0] = re;
    v.items[1] = im;
    return v;
  }
  if (base.kind == TV_TUPLE) {
    Expr *key = e->as.subscript.index;
    if (key->kind == EX_SLICE) return tuple_slice(T, base, key);
    bool constant = key->kind == EX_INT ||
                    (key->kind == EX_UNARY && key->as.unary.op == RT_UOP_NEG && key->as.unary.operand->kind == EX_INT);
    if (!constant) return unituple_index(T, base, e->as.subscript.obj, key, e->span);
    int64_t i = key->kind == EX_INT ? key->as.i : -key->as.unary.operand->as.i;
    if (i < 0) i += base.n;
    if (i < 0 || i >= base.n) kir_type_error(T, key->span, "tuple index out of range");
    return base.items[i];
  }
  return subscript_array(T, base, e);
}

static TVal subscript_array(Typer *T, TVal base, Expr *e) {
  if (base.kind != TV_ARRAY) kir_type_error(T, e->span, "this value cannot be indexed in a kernel");
  Expr *key = e->as.subscript.index;
  TVal mask;
  if (kir_mask_key(T, base, &key, &mask)) return kir_mask_read(T, base, mask, e->span); /* a[a > 0] (kir_typer_mask.c) */
  KirInst tmp;
  bool whole;
  TVal view = index_view(T, base, key, tmp.idx, &whole);
  if (!whole) return view; /* A[i] of a 2-D A: a row view; A[:, j] a column; A[1:3] a slice */
  KirInst *in = kir_emit(T->f, KIR_LOAD, e->span);
  memcpy(in->idx, tmp.idx, sizeof tmp.idx);
  in->arr = base.slot;
  in->d = kir_new_reg(T->f, T->f->slots[base.slot].dtype);
  return kir_tval_reg(in->d);
}

/* ---- operators ---- */

static TVal unary_expr(Typer *T, Expr *e) {
  TVal opnd = kir_expr_lazy(T, e->as.unary.operand);
  if (kir_arrayish(T, opnd)) return kir_ae_unary(T, e->as.unary.op, opnd, e->span);
  opnd = kir_ae_force(T, opnd, e->span);
  if (opnd.kind == TV_CPLX) return kir_cplx_unary(T, e->as.unary.op, opnd, e->span);
  int a = kir_to_reg(T, opnd, e->span);
  DType from = T->f->regs[a];
  /* Numba's UnaryOp: an integer becomes int64 (uint64 when unsigned), a bool int64 */
  DType t = rt_dtypes[from].kind == 'f' ? from : rt_dtypes[from].kind == 'u' ? DT_UINT64 : DT_INT64;
  KirUn op;
  switch (e->as.unary.op) {
  case RT_UOP_POS: return kir_tval_reg(kir_cast(T, a, t, e->span));
  case RT_UOP_NEG: op = KU_NEG; break;
  case RT_UOP_NOT: op = KU_NOT; t = DT_BOOL; break;
  default:
    op = KU_INVERT;
    if (rt_dtypes[t].kind == 'f') kir_type_error(T, e->span, "bad operand type for unary ~: 'float'");
    if (from == DT_BOOL) op = KU_NOT, t = DT_BOOL; /* Numba's ~ on a bool is NumPy's: logical not */
    break;
  }
  a = kir_cast(T, a, t, e->span);
  int64_t v;
  if (op == KU_NEG && int_const_at(T->f, 1, a, &v)) /* -3 is a constant */
    return kir_tval_reg(kir_const_int(T, (int64_t)(0 - (uint64_t)v), DT_INT64, e->span));
  KirInst *in = kir_emit(T->f, KIR_UN, e->span);
  in->sub = (uint8_t)op;
  in->a = a;
  int d = in->d = kir_new_reg(T->f, t);
  /* Numba negates and inverts an integer in its own width, then widens (-uint8(5) is 251) */
  if (op != KU_NOT && rt_dtypes[from].kind != 'f' && from != DT_BOOL && from != t)
    d = kir_cast(T, kir_cast(T, d, from, e->span), t, e->span);
  return kir_tval_reg(d);
}

/* `a and b` / `a or b` with Python's value semantics (1.0 and 2.5 is 2.5), the operand types
 * unified as Numba unifies them (NumPy's promotion); b is evaluated only on lanes that need it
 * (so a bounds test in a guards an index in b, as in Python). */
static TVal boolop_expr(Typer *T, Expr *e) {
  int left = kir_to_reg(T, kir_expr(T, e->as.boolop.left), e->span);
  int r = kir_new_reg(T->f, T->f->regs[left]);
  int first = T->f->ncode;
  KirInst *mv = kir_emit(T->f, KIR_MOV, e->span); /* before the truth test: no constant folding */
  mv->d = r;
  mv->a = left;
  int test = kir_truth(T, kir_tval_reg(left), e->span);
  if (!e->as.boolop.is_and) {
    KirInst *n = kir_emit(T->f, KIR_UN, e->span);
    n->sub = KU_NOT;
    n->a = test;
    test = n->d = kir_new_reg(T->f, DT_BOOL);
  }
  kir_emit(T->f, KIR_IF, e->span)->a = test;
  int b = kir_to_reg(T, kir_expr(T, e->as.boolop.right), e->span);
  DType t = T->f->regs[r];
  if (T->f->regs[b] != t) {
    t = rt_dtype_promote(t, T->f->regs[b]);
    if (t != T->f->regs[r]) {
      T->f->regs[r] = t;
      T->f->code[first].op = KIR_CAST; /* the left operand's MOV now converts */
    }
  }
  int bt = kir_cast(T, b, t, e->span); /* emitted before the MOV that reads it */
  mv = kir_emit(T->f, KIR_MOV, e->span);
  mv->d = r;
  mv->a = bt;
  kir_emit(T->f, KIR_ENDIF, e->span);
  return kir_tval_reg(r);
}

static int compare_values(Typer *T, KirBin op, TVal a, TVal b, Span span);

/* Tuples compare as Python's do (Numba too): == and != item by item (tuples of different
 * lengths are unequal), the orderings lexicographically, the first unequal pair deciding and
 * the lengths when one tuple is a prefix of the other. Both tuples are values already, so
 * every pair is compared and the answer is combined without branches, from the last pair. */
static int compare_tuples(Typer *T, KirBin op, TVal a, TVal b, Span span) {
  if (a.kind != TV_TUPLE || b.kind != TV_TUPLE)
    kir_type_error(T, span, "a tuple is used where a number is expected");
  int n = a.n < b.n ? a.n : b.n;
  if (op == KB_EQ || op == KB_NE) {
    int r = kir_const_int(T, (a.n == b.n) == (op == KB_EQ), DT_BOOL, span);
    if (a.n != b.n) return r;
    for (int k = 0; k < n; k++)
      r = kir_binop(T, op == KB_EQ ? KB_AND : KB_OR, r, compare_values(T, op, a.items[k], b.items[k], span), span);
    return r;
  }
  bool holds = op == KB_LT ? a.n < b.n : op == KB_LE ? a.n <= b.n : op == KB_GT ? a.n > b.n : a.n >= b.n;
  KirBin strict = op == KB_LT || op == KB_LE ? KB_LT : KB_GT;
  int r = kir_const_int(T, holds, DT_BOOL, span);
  for (int k = n - 1; k >= 0; k--) {
    int decides = compare_values(T, strict, a.items[k], b.items[k], span);
    int equal = compare_values(T, KB_EQ, a.items[k], b.items[k], span);
    r = kir_binop(T, KB_OR, decides, kir_binop(T, KB_AND, equal, r, span), span);
  }
  return r;
}

/* One comparison of two values: numbers, complex numbers (== and != only, as Numba), tuples. */
static int compare_values(Typer *T, KirBin op, TVal a, TVal b, Span span) {
  if (a.kind == TV_TUPLE || b.kind == TV_TUPLE) return compare_tuples(T, op, a, b, span);
  if (a.kind == TV_CPLX || b.kind == TV_CPLX) {
    if (op != KB_EQ && op != KB_NE)
      kir_type_error(T, span, "'%s' is not supported between complex numbers", kir_bin_names[op]);
    return kir_cplx_binop(T, op, a, b, span).reg;
  }
  return kir_binop(T, op, kir_to_reg(T, a, span), kir_to_reg(T, b, span), span);
}

/* x in t / x not in t of a tuple t: whether an item equals x (Numba compiles `in` for tuples). */
static int contains(Typer *T, bool in, TVal x, TVal t, Span span) {
  int r = kir_const_int(T, !in, DT_BOOL, span);
  for (int k = 0; k < t.n; k++)
    r = kir_binop(T, in ? KB_OR : KB_AND, r, compare_values(T, in ? KB_EQ : KB_NE, x, t.items[k], span), span);
  return r;
}

static TVal compare_expr(Typer *T, Expr *e) {
  static const KirBin cmp[] = {KB_LT, KB_LE, KB_GT, KB_GE, KB_EQ, KB_NE};
  int result = -1;
  TVal lv = kir_expr_lazy(T, e->as.compare.operands[0]);
  if (e->as.compare.n == 2 && e->as.compare.ops[0] <= CMP_NE) { /* a > 0.5 of an array */
    TVal rv = kir_expr_lazy(T, e->as.compare.operands[1]);
    if (kir_arrayish(T, lv) || kir_arrayish(T, rv)) return kir_ae_binop(T, cmp[e->as.compare.ops[0]], lv, rv, e->span);
    lv = kir_ae_force(T, lv, e->span);
    rv = kir_ae_force(T, rv, e->span);
    if (lv.kind != TV_CPLX && lv.kind != TV_TUPLE) lv = kir_tval_reg(kir_to_reg(T, lv, e->span));
    if (rv.kind != TV_CPLX && rv.kind != TV_TUPLE) rv = kir_tval_reg(kir_to_reg(T, rv, e->span));
    return kir_tval_reg(compare_values(T, cmp[e->as.compare.ops[0]], lv, rv, e->span));
  }
  lv = kir_ae_force(T, lv, e->span);
  if (lv.kind != TV_CPLX && lv.kind != TV_TUPLE) lv = kir_tval_reg(kir_to_reg(T, lv, e->span));
  for (int k = 0; k + 1 < e->as.compare.n; k++) {
    CmpOp op = e->as.compare.ops[k];
    bool in = op == CMP_IN || op == CMP_NOTIN;
    if (op > CMP_NE && !in) kir_type_error(T, e->span, "'%s' is not supported in kernels", vm_cmp_symbols[op]);
    TVal rv = kir_expr(T, e->as.compare.operands[k + 1]);
    if (in && rv.kind != TV_TUPLE) kir_type_error(T, e->span, "'in' is supported in kernels for tuples only");
    if (rv.kind != TV_CPLX && rv.kind != TV_TUPLE) rv = kir_tval_reg(kir_to_reg(T, rv, e->span));
    int r = in ? contains(T, op == CMP_IN, lv, rv, e->span) : compare_values(T, cmp[op], lv, rv, e->span);
    result = result < 0 ? r : kir_binop(T, KB_AND, result, r, e->span);
    lv = rv;
  }
  return kir_tval_reg(result);
}

/* x if c else y: both sides run under the mask of their lanes; the result is unified. */
static TVal ifexp_expr(Typer *T, Expr *e) {
  int c = kir_truth(T, kir_expr(T, e->as.ifexp.test), e->span);
  kir_emit(T->f, KIR_IF, e->span)->a = c;
  int a = kir_to_reg(T, kir_expr(T, e->as.ifexp.body), e->span);
  int r = kir_new_reg(T->f, T->f->regs[a]);
  int first = T->f->ncode;
  KirInst *mv = kir_emit(T->f, KIR_MOV, e->span);
  mv->d = r;
  mv->a = a;
  kir_emit(T->f, KIR_ELSE, e->span)->a = c;
  int b = kir_to_reg(T, kir_expr(T, e->as.ifexp.orelse), e->span);
  DType t = T->f->regs[r];
  if (T->f->regs[b] != t) {
    t = kir_arith_type(KB_ADD, t, T->f->regs[b]);
    T->f->regs[r] = t;
    T->f->code[first].op = KIR_CAST; /* the then-side's MOV now converts */
  }
  b = kir_cast(T, b, t, e->span);
  mv = kir_emit(T->f, KIR_MOV, e->span);
  mv->d = r;
  mv->a = b;
  kir_emit(T->f, KIR_ENDIF, e->span);
  return kir_tval_reg(r);
}

static TVal tuple_expr(Typer *T, Expr *e) {
  TVal t = tval_kind(TV_TUPLE);
  t.n = e->as.seq.n;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(t.n ? t.n : 1));
  for (int k = 0; k < t.n; k++) t.items[k] = kir_expr(T, e->as.seq.items[k]);
  return t;
}

TVal kir_expr(Typer *T, Expr *e) {
  TVal v = kir_expr_lazy(T, e);
  return v.kind == TV_AEXPR ? kir_ae_force(T, v, e->span) : v;
}

TVal kir_expr_lazy(Typer *T, Expr *e) {
  switch (e->kind) {
  case EX_INT: return kir_tval_reg(kir_const_int(T, e->as.i, DT_INT64, e->span));
  case EX_FLOAT: return kir_tval_reg(const_float(T, e->as.f, DT_FLOAT64, e->span));
  case EX_TRUE: return kir_tval_reg(kir_const_int(T, 1, DT_BOOL, e->span));
  case EX_FALSE: return kir_tval_reg(kir_const_int(T, 0, DT_BOOL, e->span));
  case EX_NONE: return tval_kind(TV_NONE);
  case EX_STR: {
    TVal s = tval_kind(TV_STR);
    s.str = vm_arena_strndup(T->arena, e->as.str.s, (size_t)e->as.str.len);
    return s;
  }
  case EX_NAME: return name_expr(T, e);
  case EX_ATTR: return attr_expr(T, e);
  case EX_SUBSCRIPT: return subscript_expr(T, e);
  case EX_BINOP: {
    TVal folded;
    if (literal_neg_pow(T, e, &folded)) return folded;
    if (e->as.binop.op == RT_OP_MATMUL && T->f->target == KIR_TARGET_CPU) /* kir_typer_dot.c */
      return kir_dot(T, kir_expr_lazy(T, e->as.binop.left), kir_expr_lazy(T, e->as.binop.right), true, e->span);
    KirBin op = bin_of(e->as.binop.op, T, e->span);
    TVal l = kir_expr_lazy(T, e->as.binop.left), r = kir_expr_lazy(T, e->as.binop.right);
    if (kir_arrayish(T, l) || kir_arrayish(T, r)) return kir_ae_binop(T, op, l, r, e->span); /* kir_typer_ufunc.c */
    l = kir_ae_force(T, l, e->span);
    r = kir_ae_force(T, r, e->span);
    /* kernels only: @jit code with a tuple result from it runs in the interpreter tier, whose
     * signatures name the tuples (numba_host/signatures_interpreted.py) */
    if (l.kind == TV_TUPLE && r.kind == TV_TUPLE && op == KB_ADD && T->f->target == KIR_TARGET_KERNEL)
      return tuple_concat(T, l, r);
    if ((l.kind == TV_STR) != (r.kind == TV_STR)) number_str_binop(T, e->as.binop.op, l, r, e->span);
    if (l.kind == TV_CPLX || r.kind == TV_CPLX) return kir_cplx_binop(T, op, l, r, e->span);
    int a = kir_to_reg(T, l, e->span);
    int b = kir_to_reg(T, r, e->span);
    int d = kir_binop(T, op, a, b, e->span);
    kir_warn_division(T, op, a, kir_literal_kind(e->as.binop.left), b, kir_literal_kind(e->as.binop.right), d, e->span);
    return kir_tval_reg(d);
  }
  case EX_UNARY: return unary_expr(T, e);
  case EX_BOOLOP: return boolop_expr(T, e);
  case EX_COMPARE: return compare_expr(T, e);
  case EX_IFEXP: return ifexp_expr(T, e);
  case EX_TUPLE: return tuple_expr(T, e);
  case EX_CALL: return kir_call_expr(T, e);
  case EX_LIST: case EX_LISTCOMP: kir_type_error(T, e->span, "lists are not supported in kernels");
  case EX_FSTRING: kir_type_error(T, e->span, "f-strings are not supported in kernels");
  case EX_LAMBDA: kir_type_error(T, e->span, "lambda is not supported inside kernels");
  case EX_IMAG: return kir_cplx_literal(T, e->as.f, e->span);
  case EX_BIGINT: kir_type_error(T, e->span, "integer literal too large for a kernel (int64)");
  default: kir_type_error(T, e->span, "this expression is not supported in kernels");
  }
}
