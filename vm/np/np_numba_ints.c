/* np_numba_ints.c — NumPy integer scalars in @jit code run by the interpreter tier
 * (vm/kir/kir_host.c, while rt_int_numba_wrap is on): Numba types integer arithmetic on 64 bits
 * (numba/core/typing/builtins.py: the operands promoted to intp), so int32 * int32 is an int64
 * that does not wrap at 32 bits, an operation on two unsigned operands is a uint64, and anything
 * leaving 64 bits wraps silently. NumPy would keep int32 (and warn on overflow). */
#include <string.h>

#include "../base/error.h"
#include "../obj/ops.h"
#include "np_internal.h"

/* An integer operand as Numba types it: a NumPy integer scalar, or a Python int (int64). */
static bool int_operand(Value v, uint64_t *bits, bool *uns) {
  if (v.tag == RT_INT) {
    *bits = (uint64_t)v.as.i;
    *uns = false;
    return true;
  }
  if (!rt_is_npscalar(v)) return false;
  const NpScalar *s = RT_AS(NpScalar, v);
  char kind = rt_dtypes[s->dtype].kind;
  if (kind != 'i' && kind != 'u') return false;
  *uns = kind == 'u';
  *bits = *uns ? rt_elem_get_u64(s->dtype, s->as.bytes) : (uint64_t)rt_elem_get_i64(s->dtype, s->as.bytes);
  return true;
}

static Value uint64_value(uint64_t u) { return rt_npscalar_new(DT_UINT64, &u); }

static uint64_t upow(uint64_t x, uint64_t e) {
  uint64_t r = 1;
  for (; e; e >>= 1, x *= x)
    if (e & 1) r *= x;
  return r;
}

/* a OP b on two unsigned operands, in uint64 (wrapping). */
static Value uint_binop(BinOp op, uint64_t a, uint64_t b) {
  switch (op) {
    case RT_OP_ADD: return uint64_value(a + b);
    case RT_OP_SUB: return uint64_value(a - b);
    case RT_OP_MUL: return uint64_value(a * b);
    case RT_OP_FLOORDIV:
      if (!b) rt_raise(RT_EXC_ZeroDivisionError, "integer division by zero");
      return uint64_value(a / b);
    case RT_OP_MOD:
      if (!b) rt_raise(RT_EXC_ZeroDivisionError, "integer modulo by zero");
      return uint64_value(a % b);
    case RT_OP_POW: return uint64_value(upow(a, b));
    case RT_OP_LSHIFT: return uint64_value(b >= 64 ? 0 : a << b);
    case RT_OP_RSHIFT: return uint64_value(b >= 64 ? 0 : a >> b);
    case RT_OP_AND: return uint64_value(a & b);
    case RT_OP_OR: return uint64_value(a | b);
    case RT_OP_XOR: return uint64_value(a ^ b);
    default: return rt_undef();
  }
}

Value np_numba_int_binop(BinOp op, Value a, Value b) {
  if (!rt_int_numba_on() || (!rt_is_npscalar(a) && !rt_is_npscalar(b))) return rt_undef();
  if (op == RT_OP_TRUEDIV || op >= RT_OP_EQ || op == RT_OP_MATMUL) return rt_undef();
  uint64_t x, y;
  bool ux, uy;
  if (!int_operand(a, &x, &ux) || !int_operand(b, &y, &uy)) return rt_undef();
  /* a shift has its left operand's signedness; other operations are unsigned when both are */
  bool uns = op == RT_OP_LSHIFT || op == RT_OP_RSHIFT ? ux : ux && uy;
  if (uns) return uint_binop(op, x, y);
  if (op == RT_OP_FLOORDIV && !y) rt_raise(RT_EXC_ZeroDivisionError, "integer division by zero");
  if (op == RT_OP_MOD && !y) rt_raise(RT_EXC_ZeroDivisionError, "integer modulo by zero");
  return rt_binop(op, rt_int((int64_t)x), rt_int((int64_t)y)); /* Python ints wrap at 64 bits here */
}

Value np_numba_int_unop(UnOp op, Value a) {
  if (!rt_int_numba_on() || (op != RT_UOP_NEG && op != RT_UOP_INVERT) || !rt_is_npscalar(a)) return rt_undef();
  const NpScalar *s = RT_AS(NpScalar, a);
  char kind = rt_dtypes[s->dtype].kind;
  if (kind != 'i' && kind != 'u') return rt_undef();
  /* computed in the operand's own type, then widened to 64 bits */
  char elem[8] = {0};
  uint64_t x = rt_elem_get_u64(s->dtype, s->as.bytes);
  uint64_t r = op == RT_UOP_NEG ? 0 - x : ~x;
  rt_elem_set_i64(s->dtype, elem, (int64_t)r);
  if (kind == 'u') return uint64_value(rt_elem_get_u64(s->dtype, elem));
  return rt_int(rt_elem_get_i64(s->dtype, elem));
}
