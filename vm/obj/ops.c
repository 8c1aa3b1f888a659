/* ops.c — the generic operations of ops.h. Numbers (int64, float, bool) take inline fast paths
 * with Python's semantics (floor division and modulo signs, exact int/float comparison,
 * Python's ZeroDivisionError messages); an int result that overflows int64 is computed again
 * exactly by bigint.c. Everything else dispatches to the ObjType slots, first of the left
 * operand, then of the right, and falls back to Python's TypeError messages. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "class.h"
#include "complex.h"
#include "exc.h"
#include "format.h"
#include "native.h"
#include "objects.h"
#include "ops.h"
#include "../base/strbuf.h"

static bool is_num(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL;
}
static int64_t as_int(Value v) {
  return v.tag == RT_BOOL ? v.as.b : v.as.i;
}
static double as_dbl(Value v) {
  return v.tag == RT_FLOAT ? v.as.f : v.tag == RT_BOOL ? (double)v.as.b : (double)v.as.i;
}

/* ---- int ---- */

/* base ** exp for exp >= 0; a result beyond int64 is computed exactly by bigint.c. */
static Value int_pow(int64_t base, int64_t exp) {
  int64_t result = 1, b = base, e = exp;
  while (e > 0) {
    if (e & 1) {
      if (__builtin_mul_overflow(result, b, &result)) goto big;
    }
    e >>= 1;
    /* b**2 is needed only if more bits follow, and then the result would overflow too */
    if (e && __builtin_mul_overflow(b, b, &b)) goto big;
  }
  return rt_int(result);
big:
  return rt_int_binop(RT_OP_POW, rt_int(base), rt_int(exp));
}

static Value float_pow(double a, double b);

static int bit_length(uint64_t u) {
  return u ? 64 - __builtin_clzll(u) : 0;
}

/* int / int, correctly rounded like Python even beyond 2**53: a 128-bit quotient with at
 * least 55 significant bits, the remainder folded into its lowest bit as a sticky bit, then
 * one correctly rounded conversion. */
static double int_truediv(int64_t a, int64_t b) {
  if (b == 0) rt_raise(RT_EXC_ZeroDivisionError, "division by zero");
  const int64_t lim = (int64_t)1 << 53;
  if (a > -lim && a < lim && b > -lim && b < lim) return (double)a / (double)b;
  bool neg = (a < 0) != (b < 0);
  uint64_t ua = a < 0 ? 0 - (uint64_t)a : (uint64_t)a, ub = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
  if (ua == 0) return neg ? -0.0 : 0.0;
  int k = bit_length(ub) + 55 - bit_length(ua);
  if (k < 0) k = 0;
  unsigned __int128 n = (unsigned __int128)ua << k;
  unsigned __int128 q = n / ub;
  q |= (n % ub) != 0;
  double r = ldexp((double)q, -k);
  return neg ? -r : r;
}

/* Set while @jit code runs in the interpreter tier (vm/kir's kir_host.c): int arithmetic is
 * Numba's int64, so what would leave int64 wraps instead. Per thread, as the VM state is. */
static _Thread_local bool numba_ints;

bool rt_int_numba_wrap(bool on) {
  bool was = numba_ints;
  numba_ints = on;
  return was;
}

bool rt_int_numba_on(void) { return numba_ints; }

/* Numba's int_power_impl: squaring in int64 (wrapping), the result returned through a float64
 * (`1.0 / r if invert else r`); a negative power is 0 unless the base is 1 or -1. */
static Value numba_int_pow(int64_t a, int64_t b) {
  if (b < 0) {
    if (a == 0) rt_raise(RT_EXC_ZeroDivisionError, "0 cannot be raised to a negative power");
    return rt_int(a == 1 ? 1 : a == -1 ? ((b & 1) ? -1 : 1) : 0);
  }
  uint64_t r = 1, x = (uint64_t)a;
  for (uint64_t e = (uint64_t)b; e; e >>= 1, x *= x)
    if (e & 1) r *= x;
  return rt_int((int64_t)(double)(int64_t)r);
}

/* An int64 result that overflowed, as Numba's compiled code has it. */
static Value numba_wrapped(BinOp op, int64_t a, int64_t b) {
  switch (op) {
    case RT_OP_ADD: return rt_int((int64_t)((uint64_t)a + (uint64_t)b));
    case RT_OP_SUB: return rt_int((int64_t)((uint64_t)a - (uint64_t)b));
    case RT_OP_MUL: return rt_int((int64_t)((uint64_t)a * (uint64_t)b));
    case RT_OP_FLOORDIV: return rt_int(INT64_MIN); /* INT64_MIN // -1 */
    case RT_OP_LSHIFT: return rt_int(b >= 64 ? 0 : (int64_t)((uint64_t)a << b));
    default: return rt_int_binop(op, rt_int(a), rt_int(b));
  }
}

static Value int_binop(BinOp op, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_expect(numba_ints, 0) && op == RT_OP_POW) return numba_int_pow(a, b);
  switch (op) {
    case RT_OP_ADD:
      if (__builtin_add_overflow(a, b, &r)) break;
      return rt_int(r);
    case RT_OP_SUB:
      if (__builtin_sub_overflow(a, b, &r)) break;
      return rt_int(r);
    case RT_OP_MUL:
      if (__builtin_mul_overflow(a, b, &r)) break;
      return rt_int(r);
    case RT_OP_TRUEDIV: return rt_float(int_truediv(a, b));
    case RT_OP_FLOORDIV:
      if (b == 0) rt_raise(RT_EXC_ZeroDivisionError, numba_ints ? "integer division by zero" : "integer division or modulo by zero");
      if (a == INT64_MIN && b == -1) break;
      r = a / b;
      if ((a % b != 0) && ((a < 0) != (b < 0))) r--;
      return rt_int(r);
    case RT_OP_MOD:
      if (b == 0) rt_raise(RT_EXC_ZeroDivisionError, "integer modulo by zero");
      if (b == -1) return rt_int(0);
      r = a % b;
      if (r != 0 && ((r < 0) != (b < 0))) r += b;
      return rt_int(r);
    case RT_OP_POW:
      if (b < 0) return float_pow((double)a, (double)b);
      return int_pow(a, b);
    case RT_OP_LSHIFT:
      if (b < 0) rt_raise(RT_EXC_ValueError, "negative shift count");
      if (a == 0) return rt_int(0);
      if (b >= 64) break;
      r = (int64_t)((uint64_t)a << b);
      if ((r >> b) != a) break;
      return rt_int(r);
    case RT_OP_RSHIFT:
      if (b < 0) rt_raise(RT_EXC_ValueError, "negative shift count");
      return rt_int(b >= 64 ? (a < 0 ? -1 : 0) : a >> b);
    case RT_OP_AND: return rt_int(a & b);
    case RT_OP_OR: return rt_int(a | b);
    case RT_OP_XOR: return rt_int(a ^ b);
    case RT_OP_EQ:
    case RT_OP_NE:
    case RT_OP_LT:
    case RT_OP_LE:
    case RT_OP_GT:
    case RT_OP_GE: return rt_cmp_result(op, (a > b) - (a < b));
    default: return rt_undef();
  }
  if (numba_ints) return numba_wrapped(op, a, b);
  return rt_int_binop(op, rt_int(a), rt_int(b)); /* overflowed int64 */
}

/* ---- float ---- */

/* a ** b for floats; a negative base to a fractional power is a complex, as in Python. */
static Value float_pow(double a, double b) {
  if (a == 0.0 && b < 0.0 && isfinite(b)) {
    rt_raise(RT_EXC_ZeroDivisionError, "0.0 cannot be raised to a negative power");
  }
  if (a < 0.0 && isfinite(a) && isfinite(b) && b != floor(b)) {
    return rt_complex_pow(a, 0.0, b, 0.0);
  }
  double r = pow(a, b);
  if (isinf(r) && isfinite(a) && isfinite(b)) {
    rt_raise(RT_EXC_OverflowError, "(34, 'Numerical result out of range')");
  }
  return rt_float(r);
}

/* Python's float divmod: the remainder takes the divisor's sign. */
static void float_divmod(double vx, double wx, double *floordiv, double *modulo) {
  double mod = fmod(vx, wx);
  double div = (vx - mod) / wx;
  if (mod != 0.0) {
    if ((wx < 0) != (mod < 0)) {
      mod += wx;
      div -= 1.0;
    }
  } else {
    mod = copysign(0.0, wx);
  }
  double fd;
  if (div != 0.0) {
    fd = floor(div);
    if (div - fd > 0.5) fd += 1.0;
  } else {
    fd = copysign(0.0, vx / wx);
  }
  *floordiv = fd;
  *modulo = mod;
}

static Value float_binop(BinOp op, double a, double b) {
  double q, m;
  switch (op) {
    case RT_OP_ADD: return rt_float(a + b);
    case RT_OP_SUB: return rt_float(a - b);
    case RT_OP_MUL: return rt_float(a * b);
    case RT_OP_TRUEDIV:
      if (b == 0.0) rt_raise(RT_EXC_ZeroDivisionError, "float division by zero");
      return rt_float(a / b);
    case RT_OP_FLOORDIV:
      if (b == 0.0) rt_raise(RT_EXC_ZeroDivisionError, "float floor division by zero");
      float_divmod(a, b, &q, &m);
      return rt_float(q);
    case RT_OP_MOD:
      if (b == 0.0) rt_raise(RT_EXC_ZeroDivisionError, "float modulo");
      float_divmod(a, b, &q, &m);
      return rt_float(m);
    case RT_OP_POW: return float_pow(a, b);
    case RT_OP_EQ: return rt_bool(a == b);
    case RT_OP_NE: return rt_bool(a != b);
    case RT_OP_LT: return rt_bool(a < b);
    case RT_OP_LE: return rt_bool(a <= b);
    case RT_OP_GT: return rt_bool(a > b);
    case RT_OP_GE: return rt_bool(a >= b);
    default: return rt_undef();
  }
}

/* Exact comparison of an int with a float (Python never rounds the int). Returns -1/0/1, or 2
 * when f is NaN. */
static int cmp_int_float(int64_t i, double f) {
  if (isnan(f)) return 2;
  if (f >= 9223372036854775808.0) return -1;
  if (f < -9223372036854775808.0) return 1;
  double fl = floor(f);
  int64_t fi = (int64_t)fl;
  if (i != fi) return i < fi ? -1 : 1;
  return fl == f ? 0 : -1;
}

static Value mixed_compare(BinOp op, Value a, Value b) {
  int c = a.tag == RT_FLOAT ? -cmp_int_float(as_int(b), a.as.f) : cmp_int_float(as_int(a), b.as.f);
  if (c == 2 || c == -2) return rt_bool(op == RT_OP_NE);
  return rt_cmp_result(op, c);
}

static Value num_binop(BinOp op, Value a, Value b) {
  if (a.tag == RT_FLOAT || b.tag == RT_FLOAT) {
    if (op >= RT_OP_EQ && op <= RT_OP_GE && (a.tag != RT_FLOAT || b.tag != RT_FLOAT)) {
      return mixed_compare(op, a, b);
    }
    return float_binop(op, as_dbl(a), as_dbl(b));
  }
  if (a.tag == RT_BOOL && b.tag == RT_BOOL) {
    if (op == RT_OP_AND) return rt_bool(a.as.b & b.as.b);
    if (op == RT_OP_OR) return rt_bool(a.as.b | b.as.b);
    if (op == RT_OP_XOR) return rt_bool(a.as.b ^ b.as.b);
  }
  return int_binop(op, as_int(a), as_int(b));
}

/* ---- dispatch ---- */

/* inplace: an augmented assignment's operator ("+=", without pow()'s mention for "**="). */
static _Noreturn void binop_type_error_as(BinOp op, Value a, Value b, bool inplace) {
  if (op >= RT_OP_LT && op <= RT_OP_GE) {
    rt_raise(RT_EXC_TypeError, "'%s' not supported between instances of '%s' and '%s'",
             rt_binop_symbols[op], rt_type_name(a), rt_type_name(b));
  }
  rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'",
           rt_binop_symbols[op], inplace ? "=" : op == RT_OP_POW ? " or pow()" : "", rt_type_name(a),
           rt_type_name(b));
}

static _Noreturn void binop_type_error(BinOp op, Value a, Value b) { binop_type_error_as(op, a, b, false); }

/* An instance of a subclass of a builtin type (list, int, ...) on the right of a value that is
 * not an instance answers first, as CPython's subclass rule has it: its methods are the
 * builtin's (on the value inside) unless the class overrides them. */
static bool builtin_subclass_first(Value a, Value b) {
  return rt_is_instance(b) && !rt_is_undef(RT_AS(Instance, b)->base) && !rt_is_instance(a);
}

/* seq + x or seq * x where x's reflected method declined (NotImplemented): the sequence's own
 * error, as CPython's sq_concat and sq_repeat answer after the number slots. */
static void seq_declined(BinOp op, Value a, Value b) {
  const char *t = rt_type_name(a), *bt = rt_type_name(b);
  bool bytes = rt_is_type(a, &rt_bytes_type) || rt_is_type(a, &rt_bytearray_type);
  if (!rt_is_list(a) && !rt_is_tuple(a) && !rt_is_str(a) && !bytes) return;
  if (op == RT_OP_MUL) rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", bt);
  if (bytes) rt_raise(RT_EXC_TypeError, "can't concat %s to %s", bt, t);
  rt_raise(RT_EXC_TypeError, "can only concatenate %s (not \"%s\") to %s", t, bt, t);
}

/* x * seq where x (an instance) declined: CPython's sq_repeat of the sequence then takes x as
 * the count, which only an __index__ makes an int. RT_UNDEF when b is no sequence. */
static Value seq_repeat_declined(Value a, Value b) {
  bool bytes = rt_is_type(b, &rt_bytes_type) || rt_is_type(b, &rt_bytearray_type);
  if (!rt_is_list(b) && !rt_is_tuple(b) && !rt_is_str(b) && !bytes) return rt_undef();
  if (rt_is_undef(rt_class_special(RT_AS(Instance, a)->cls, RT_SP_INDEX))) {
    rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", rt_type_name(a));
  }
  Value n = rt_index_value(a);
  Value r = rt_binop(RT_OP_MUL, b, n);
  rt_decref(n);
  return r;
}

static Value binop_default_try(BinOp op, Value a, Value b);

/* a op b for objects; RT_UNDEF when no operand supports op (the caller raises the TypeError). */
static Value obj_binop(BinOp op, Value a, Value b) {
  Value r = rt_undef();
  if (b.tag == RT_OBJ && builtin_subclass_first(a, b)) {
    r = b.as.o->type->binop(op, a, b);
    return rt_is_undef(r) ? binop_default_try(op, a, b) : r;
  }
  /* list, tuple and str have no number slots: CPython tries an instance's reflected method
   * (a native one, such as UserList's __radd__) before their concatenation declines */
  if (rt_is_instance(b) && (rt_is_list(a) || rt_is_tuple(a) || rt_is_str(a)) && b.as.o->type->binop) {
    r = b.as.o->type->binop(op, a, b);
    if (!rt_is_undef(r)) return r;
  }
  if (a.tag == RT_OBJ && a.as.o->type->binop) r = a.as.o->type->binop(op, a, b);
  if (rt_is_undef(r) && b.tag == RT_OBJ && b.as.o->type->binop &&
      (a.tag != RT_OBJ || a.as.o->type != b.as.o->type)) {
    r = b.as.o->type->binop(op, a, b);
  }
  if (!rt_is_undef(r)) return r;
  /* a class whose metaclass-like table answers (ctypes' Point * 3, 3 * Point) */
  for (int k = 0; k < 2; k++) {
    Value x = k ? b : a;
    const RtClassMeta *m = rt_is_class(x) ? RT_AS(ClassObj, x)->meta : NULL;
    if (m && m->binop && !rt_is_undef(r = m->binop(op, a, b))) return r;
  }
  return binop_default_try(op, a, b);
}

/* What is left when both operands declined: identity for == and !=, a sequence's own error,
 * x * seq through x's __index__; RT_UNDEF for the caller's "unsupported operand" error. */
static Value binop_default_try(BinOp op, Value a, Value b) {
  if (op == RT_OP_EQ) return rt_bool(rt_is(a, b));
  if (op == RT_OP_NE) return rt_bool(!rt_is(a, b));
  if ((op == RT_OP_ADD || op == RT_OP_MUL) && rt_is_instance(b)) seq_declined(op, a, b);
  if (op == RT_OP_MUL && rt_is_instance(a) && rt_is_undef(RT_AS(Instance, a)->base)) {
    Value r = seq_repeat_declined(a, b);
    if (!rt_is_undef(r)) return r;
  }
  return rt_undef();
}

Value rt_binop_default(BinOp op, Value a, Value b) {
  Value r = binop_default_try(op, a, b);
  if (rt_is_undef(r)) binop_type_error(op, a, b);
  return r;
}

/* a op b, or RT_UNDEF when neither operand supports op. */
static Value binop_try(BinOp op, Value a, Value b) {
  if (a.tag == RT_INT && b.tag == RT_INT) return int_binop(op, a.as.i, b.as.i);
  if (is_num(a) && is_num(b)) return num_binop(op, a, b);
  if (a.tag == RT_NONE && b.tag == RT_NONE && (op == RT_OP_EQ || op == RT_OP_NE)) {
    return rt_bool(op == RT_OP_EQ);
  }
  return obj_binop(op, a, b);
}

Value rt_binop(BinOp op, Value a, Value b) {
  Value r = binop_try(op, a, b);
  if (rt_is_undef(r)) binop_type_error(op, a, b);
  return r;
}

/* a op= b: the type's in-place operation (RT_UNDEF from it: none, as an instance without
 * __iadd__ answers), else a op b; an unsupported pair names the augmented operator ("+="). */
Value rt_inplace_binop(BinOp op, Value a, Value b) {
  if (a.tag == RT_OBJ) {
    if (op == RT_OP_ADD && rt_is_list(a)) return rt_list_inplace_add(a, b);
    if (a.as.o->type->inplace_binop) {
      Value r = a.as.o->type->inplace_binop(op, a, b);
      if (!rt_is_undef(r)) return r;
    }
  }
  Value r = binop_try(op, a, b);
  if (rt_is_undef(r)) binop_type_error_as(op, a, b, true);
  return r;
}

Value rt_unop(UnOp op, Value a) {
  switch (a.tag) {
    case RT_BOOL:
    case RT_INT: {
      int64_t i = as_int(a);
      if (op == RT_UOP_NEG) {
        if (i == INT64_MIN) return rt_int_unop(op, rt_int(i));
        return rt_int(-i);
      }
      if (op == RT_UOP_POS) return rt_int(i);
      if (op == RT_UOP_INVERT) return rt_int(~i);
      break;
    }
    case RT_FLOAT:
      if (op == RT_UOP_NEG) return rt_float(-a.as.f);
      if (op == RT_UOP_POS) return a;
      break;
    case RT_OBJ:
      if (op != RT_UOP_NOT && a.as.o->type->unop) {
        Value r = a.as.o->type->unop(op, a);
        if (!rt_is_undef(r)) return r;
      }
      break;
    default: break;
  }
  if (op == RT_UOP_NOT) return rt_bool(!rt_truthy(a));
  rt_raise(RT_EXC_TypeError, "bad operand type for unary %s: '%s'", rt_unop_symbols[op],
           rt_type_name(a));
}

bool rt_truthy(Value v) {
  switch (v.tag) {
    case RT_BOOL: return v.as.b;
    case RT_INT: return v.as.i != 0;
    case RT_FLOAT: return v.as.f != 0.0;
    case RT_NONE:
    case RT_UNDEF: return false;
    case RT_OBJ: {
      const ObjType *t = v.as.o->type;
      if (t->truthy) return t->truthy(v) != 0;
      if (t->len) return t->len(v) != 0;
      return true;
    }
  }
  return true;
}

bool rt_equal(Value a, Value b) {
  if (a.tag == RT_INT && b.tag == RT_INT) return a.as.i == b.as.i;
  if (a.tag == RT_OBJ && b.tag == RT_OBJ && a.as.o == b.as.o && !rt_is_array_number(a)) return true;
  Value r = rt_binop(RT_OP_EQ, a, b);
  if (r.tag == RT_BOOL) return r.as.b;
  int mark = rt_cleanup_push_value(&r); /* an array's truth can raise (ambiguous) */
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

bool rt_is(Value a, Value b) {
  if (a.tag != b.tag) return false;
  switch (a.tag) {
    case RT_NONE:
    case RT_UNDEF: return true;
    case RT_BOOL: return a.as.b == b.as.b;
    case RT_INT: return a.as.i == b.as.i;
    case RT_FLOAT: return memcmp(&a.as.f, &b.as.f, sizeof(double)) == 0;
    case RT_OBJ: return a.as.o == b.as.o;
  }
  return false;
}

bool rt_contains(Value container, Value item) {
  if (container.tag == RT_OBJ) {
    const ObjType *t = container.as.o->type;
    if (t->contains) return t->contains(container, item) != 0;
    if (t->iter) {
      Value it = rt_iter(container), x;
      bool found = false;
      while (!found && rt_next(it, &x)) {
        found = rt_is(x, item) || rt_equal(x, item);
        rt_decref(x);
      }
      rt_decref(it);
      return found;
    }
  }
  rt_raise(RT_EXC_TypeError, "argument of type '%s' is not iterable", rt_type_name(container));
}

/* ---- attributes of inline numbers ---- */

static Value float_is_integer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("is_integer", argc, kw, 0, 0);
  return rt_bool(isfinite(self.as.f) && self.as.f == floor(self.as.f));
}

static Value int_bit_length(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("bit_length", argc, kw, 0, 0);
  int64_t i = as_int(self);
  return rt_int(bit_length(i < 0 ? 0 - (uint64_t)i : (uint64_t)i));
}

static Value num_conjugate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("conjugate", argc, kw, 0, 0);
  return self.tag == RT_BOOL ? rt_int(self.as.b) : self;
}

static Value num_getattr(Value v, const char *name) {
  if (strcmp(name, "real") == 0) return v.tag == RT_BOOL ? rt_int(v.as.b) : v;
  if (strcmp(name, "imag") == 0) return v.tag == RT_FLOAT ? rt_float(0.0) : rt_int(0);
  if (strcmp(name, "conjugate") == 0) return rt_native_bind("conjugate", num_conjugate, v);
  if (v.tag == RT_FLOAT) {
    if (strcmp(name, "is_integer") == 0) return rt_native_bind("is_integer", float_is_integer, v);
    return rt_num_method(v, name);
  }
  if (strcmp(name, "bit_length") == 0) return rt_native_bind("bit_length", int_bit_length, v);
  if (strcmp(name, "numerator") == 0) return rt_int(as_int(v));
  if (strcmp(name, "denominator") == 0) return rt_int(1);
  return rt_num_method(v, name);
}

/* The hooks, in the order added; NULL after the last. A library's init adds its hook each time
 * a VM imports it, on that VM's thread: a slot is claimed by compare-and-swap, and a hook
 * already there is not added again. */
static RtModuleMissingFn module_missing[4];

void rt_add_module_missing(RtModuleMissingFn fn) {
  for (size_t k = 0; k < sizeof module_missing / sizeof module_missing[0]; k++) {
    RtModuleMissingFn expected = NULL;
    if (__atomic_compare_exchange_n(&module_missing[k], &expected, fn, false, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE) ||
        expected == fn)
      return;
  }
  abort(); /* a fixed table: raise its size when a library adds a hook */
}

static RtAttrMissingFn attr_missing;

void rt_set_attr_missing(RtAttrMissingFn fn) { attr_missing = fn; }

Value rt_getattr(Value obj, const char *name) {
  Value r = rt_undef();
  if (obj.tag == RT_OBJ) {
    if (obj.as.o->type->getattr) r = obj.as.o->type->getattr(obj, name);
  } else if (is_num(obj)) {
    r = num_getattr(obj, name);
  }
  if (!rt_is_undef(r)) return r;
  if (rt_is_native(obj) && RT_AS(NativeFunc, obj)->instancecheck) {
    r = rt_builtin_class_attr(obj, name);
    if (!rt_is_undef(r)) return r;
    rt_raise_attr_error(obj, name, "type object '%s' has no attribute '%s'",
                        RT_AS(NativeFunc, obj)->name, name);
  }
  if (rt_is_type(obj, &rt_module_type)) {
    for (size_t k = 0; k < sizeof module_missing / sizeof module_missing[0]; k++) {
      RtModuleMissingFn hook = __atomic_load_n(&module_missing[k], __ATOMIC_ACQUIRE);
      if (!hook) break;
      if (!rt_is_undef(r = hook(obj, name))) return r;
    }
    r = rt_module_lookup(obj, name); /* the hook may have made it (a submodule loaded lazily) */
    if (!rt_is_undef(r)) {
      rt_incref(r);
      return r;
    }
    rt_raise_attr_error(obj, name, "module '%s' has no attribute '%s'", RT_AS(Module, obj)->name,
                        name);
  }
  if (name[0] == '_' && name[1] == '_') { /* (10).__add__, [].__len__ (dunder.c) */
    r = rt_builtin_dunder(obj, name);
    if (!rt_is_undef(r)) return r;
  }
  if (attr_missing && !rt_is_undef(r = attr_missing(obj, name))) return r;
  rt_raise_attr_error(obj, name, "'%s' object has no attribute '%s'", rt_type_name(obj), name);
}

void rt_setattr(Value obj, const char *name, Value v) {
  if (obj.tag == RT_OBJ && obj.as.o->type->setattr && obj.as.o->type->setattr(obj, name, v)) {
    return;
  }
  if (is_num(obj) || rt_is_str(obj) || rt_is_list(obj) || rt_is_tuple(obj)) {
    Value probe = obj.tag == RT_OBJ && obj.as.o->type->getattr
                      ? obj.as.o->type->getattr(obj, name)
                      : (is_num(obj) ? num_getattr(obj, name) : rt_undef());
    bool exists = !rt_is_undef(probe), method = rt_is_native(probe);
    rt_decref(probe);
    if (exists && !method) { /* a data attribute: (1).real, (1j).imag */
      rt_raise(RT_EXC_AttributeError, "attribute '%s' of '%s' objects is not writable", name,
               rt_type_name(obj));
    }
    if (exists) {
      rt_raise(RT_EXC_AttributeError, "'%s' object attribute '%s' is read-only", rt_type_name(obj),
               name);
    }
  }
  rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute '%s'", rt_type_name(obj), name);
}

/* ---- items, length, calls, iteration ---- */

Value rt_getitem(Value obj, Value key) {
  if (obj.tag == RT_OBJ && obj.as.o->type->getitem) return obj.as.o->type->getitem(obj, key);
  rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", rt_type_name(obj));
}

void rt_setitem(Value obj, Value key, Value v) {
  if (obj.tag == RT_OBJ && obj.as.o->type->setitem) {
    obj.as.o->type->setitem(obj, key, v);
    return;
  }
  rt_raise(RT_EXC_TypeError, "'%s' object does not support item assignment", rt_type_name(obj));
}

void rt_delitem(Value obj, Value key) {
  if (obj.tag == RT_OBJ && obj.as.o->type->delitem) {
    obj.as.o->type->delitem(obj, key);
    return;
  }
  if (obj.tag == RT_OBJ && obj.as.o->type->getitem) {
    rt_raise(RT_EXC_TypeError, "'%s' object doesn't support item deletion", rt_type_name(obj));
  }
  rt_raise(RT_EXC_TypeError, "'%s' object does not support item deletion", rt_type_name(obj));
}

int64_t rt_len(Value v) {
  if (v.tag == RT_OBJ && v.as.o->type->len) return v.as.o->type->len(v);
  rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", rt_type_name(v));
}

Value rt_call(Value callable, int argc, const Value *argv, const Kwargs *kw) {
  if (callable.tag == RT_OBJ && callable.as.o->type->call) {
    return callable.as.o->type->call(callable, argc, argv, kw);
  }
  rt_raise(RT_EXC_TypeError, "'%s' object is not callable", rt_type_name(callable));
}

Value rt_iter(Value v) {
  if (v.tag == RT_OBJ && v.as.o->type->iter) return v.as.o->type->iter(v);
  rt_raise(RT_EXC_TypeError, "'%s' object is not iterable", rt_type_name(v));
}

bool rt_next(Value iter, Value *out) {
  /* C loops over iterables (list(), sorted(), sum(), ...) stop here on Ctrl-C: a raising point
   * already, since a Python __next__ may raise */
  if (rt_interrupted) rt_check_interrupt();
  if (iter.tag == RT_OBJ && iter.as.o->type->next) return iter.as.o->type->next(iter, out);
  rt_raise(RT_EXC_TypeError, "'%s' object is not an iterator", rt_type_name(iter));
}

/* ---- text ---- */

Value rt_repr(Value v) {
  char buf[40];
  switch (v.tag) {
    case RT_NONE: return rt_str_new("None", 4);
    case RT_UNDEF: return rt_str_from_c("NotImplemented");
    case RT_BOOL: return v.as.b ? rt_str_new("True", 4) : rt_str_new("False", 5);
    case RT_INT: { /* digits written backwards: str(int) is hot in printing loops */
      char *p = buf + sizeof buf;
      uint64_t u = v.as.i < 0 ? 0 - (uint64_t)v.as.i : (uint64_t)v.as.i;
      do {
        *--p = (char)('0' + u % 10);
        u /= 10;
      } while (u);
      if (v.as.i < 0) *--p = '-';
      return rt_str_new(p, (size_t)(buf + sizeof buf - p));
    }
    case RT_FLOAT: {
      int n = rt_float_repr_buf(buf, v.as.f);
      return rt_str_new(buf, (size_t)n);
    }
    case RT_OBJ:
      if (v.as.o->type->repr) return v.as.o->type->repr(v);
      return rt_str_printf("<%s object>", v.as.o->type->name);
  }
  return rt_str_from_c("?");
}

Value rt_to_str(Value v) {
  if (v.tag == RT_OBJ) {
    if (rt_is_str(v)) {
      rt_incref(v);
      return v;
    }
    if (v.as.o->type->str) return v.as.o->type->str(v);
  }
  return rt_repr(v);
}

/* ---- conversions ---- */

/* `what` is either a short noun ("shape", "axis") or a whole phrase containing a space
 * ("list indices must be integers or slices"), which then leads the message. */
/* A big int where an index-sized one is needed: a subscript says IndexError, as CPython's
 * sequences do. */
static _Noreturn void index_overflow(Value v, const char *what) {
  rt_raise(what && strstr(what, "indices") ? RT_EXC_IndexError : RT_EXC_OverflowError,
           "cannot fit '%s' into an index-sized integer", rt_type_name(v));
}

int64_t rt_to_index(Value v, const char *what) {
  if (v.tag == RT_INT) return v.as.i;
  if (v.tag == RT_BOOL) return v.as.b;
  if (rt_is_bigint(v)) index_overflow(v, what);
  if (rt_is_instance(v)) { /* __index__ may answer a big int: the error then depends on `what` */
    Value ix = rt_instance_index(v);
    if (!rt_is_undef(ix)) {
      if (!rt_is_bigint(ix)) return ix.as.i;
      rt_decref(ix);
      index_overflow(v, what);
    }
  }
  int64_t i;
  if (v.tag == RT_OBJ && v.as.o->type->index && v.as.o->type->index(v, &i)) return i;
  if (what && strchr(what, ' ')) {
    rt_raise(RT_EXC_TypeError, "%s, not %s", what, rt_type_name(v));
  }
  rt_raise(RT_EXC_TypeError, "'%s' object cannot be interpreted as an integer", rt_type_name(v));
}

/* operator.index(v): the exact int (big ints and __index__ answering one included). */
Value rt_index_value(Value v) {
  if (v.tag == RT_BOOL) return rt_int(v.as.b);
  if (rt_is_intlike(v)) return (rt_incref(v), v);
  if (rt_is_instance(v)) {
    Value ix = rt_instance_index(v);
    if (!rt_is_undef(ix)) return ix;
  }
  return rt_int(rt_to_index(v, NULL));
}

double rt_to_double(Value v, const char *what) {
  if (is_num(v)) return as_dbl(v);
  if (v.tag == RT_OBJ && v.as.o->type->to_double) return v.as.o->type->to_double(v);
  if (what && strchr(what, ' ')) {
    rt_raise(RT_EXC_TypeError, "%s, not %s", what, rt_type_name(v));
  }
  rt_raise(RT_EXC_TypeError, "must be real number, not %s", rt_type_name(v));
}

/* int(f) for a float, with Python's messages for inf and nan. */
Value rt_float_to_int(double f) {
  if (isinf(f)) rt_raise(RT_EXC_OverflowError, "cannot convert float infinity to integer");
  if (isnan(f)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
  return rt_int_from_double(f);
}

/* round(v, nd) for an int: ties to even at the 10**-nd digit. */
Value rt_round_int(Value v, int64_t nd) {
  if (v.tag == RT_BOOL) v = rt_int(v.as.b);
  return rt_int_round(v, nd);
}
