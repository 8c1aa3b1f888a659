/* np_binop.c — the binop/unop slots of arrays and NumPy scalars: Python's operators mapped
 * onto ufuncs (a + b is np.add(a, b), a @ b is np.matmul(a, b), -a is np.negative(a)).
 * Operand types NumPy does not handle (str, None, ...) give NotImplemented (RT_UNDEF), so the
 * generic operator code can try the reflected operation or raise Python's TypeError.
 */
#include <string.h>

#include "error.h"
#include "np_loops.h"
#include "ops.h"

/* BinOp → ufunc; MATMUL is handled by np_linalg.c. */
static const int binop_ufunc[RT_BINOP_COUNT] = {
    [RT_OP_ADD] = NPB_ADD,       [RT_OP_SUB] = NPB_SUB,          [RT_OP_MUL] = NPB_MUL,
    [RT_OP_TRUEDIV] = NPB_DIV,   [RT_OP_FLOORDIV] = NPB_FLOORDIV, [RT_OP_MOD] = NPB_MOD,
    [RT_OP_POW] = NPB_POW,       [RT_OP_MATMUL] = -1,            [RT_OP_LSHIFT] = NPB_LSHIFT,
    [RT_OP_RSHIFT] = NPB_RSHIFT, [RT_OP_AND] = NPB_AND,          [RT_OP_OR] = NPB_OR,
    [RT_OP_XOR] = NPB_XOR,       [RT_OP_EQ] = NPB_EQ,            [RT_OP_NE] = NPB_NE,
    [RT_OP_LT] = NPB_LT,         [RT_OP_LE] = NPB_LE,            [RT_OP_GT] = NPB_GT,
    [RT_OP_GE] = NPB_GE,
};

/* array == None compares elementwise: all False (!= all True). (NumPy 1.24 answers a plain
 * False for strings, which the generic identity fallback of == already gives.) */
static Value compare_other(BinOp op, Value a, Value b) {
  Value arr = rt_is_array(a) ? a : b;
  Array *x = RT_AS(Array, arr);
  Value r = rt_array_new(DT_BOOL, x->ndim, x->shape, true);
  if (op == RT_OP_NE) memset(RT_AS(Array, r)->data, 1, (size_t)x->size);
  return r;
}

Value rt_np_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MATMUL) return np_matmul(a, b);
  if ((op == RT_OP_EQ || op == RT_OP_NE) && (rt_is_array(a) || rt_is_array(b)) &&
      (rt_is_none(a) || rt_is_none(b)))
    return compare_other(op, a, b);
  return np_apply_binary((NpBinary)binop_ufunc[op], a, b, rt_undef());
}

Value rt_np_inplace_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MATMUL)
    rt_raise(RT_EXC_TypeError, "In-place matrix multiplication is not (yet) supported. Use "
                               "'a = a @ b' instead of 'a @= b'.");
  Value r = np_apply_binary((NpBinary)binop_ufunc[op], a, b, a);
  if (rt_is_undef(r)) return rt_binop(op, a, b);
  return r;
}

Value rt_np_abs(Value a) { return np_apply_unary(NPU_ABS, a, rt_undef()); }

Value rt_np_unop(UnOp op, Value a) {
  switch (op) {
    case RT_UOP_NEG: return np_apply_unary(NPU_NEG, a, rt_undef());
    case RT_UOP_POS: return np_apply_unary(NPU_POS, a, rt_undef());
    case RT_UOP_INVERT: return np_apply_unary(NPU_INVERT, a, rt_undef());
    case RT_UOP_NOT: return rt_bool(!rt_truthy(a));
    default: return rt_undef();
  }
}
