/* kir_const.c — compile-time integer constants of compiled code: what an array shape, a slice
 * step or another place that needs a constant may be written as. Numba freezes module globals
 * and closure variables when it compiles, so `cuda.shared.array(TPB + 2 * R, ...)` with global
 * TPB and R, `cuda.local.array((N, N), ...)` with N a factory's argument, and a local variable
 * assigned a constant once are constants. Arithmetic follows Python's int rules (floor division,
 * modulo with the divisor's sign); anything that is not an int64 value (overflow, division by
 * zero, floats) is not a constant, and the caller reports what needed one. */
#include <string.h>

#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_typer.h"

/* A host value that is an integer: Python ints and bools, NumPy integer scalars. */
static bool host_int(Value v, int64_t *out) {
  if (v.tag == RT_INT) return *out = v.as.i, true;
  if (v.tag == RT_BOOL) return *out = v.as.b, true;
  if (!rt_is_npscalar(v)) return false;
  const NpScalar *s = RT_AS(NpScalar, v);
  char kind = rt_dtypes[s->dtype].kind;
  if (kind != 'i' && kind != 'u' && kind != 'b') return false;
  if (s->dtype == DT_UINT64 && rt_elem_get_u64(s->dtype, s->as.bytes) > INT64_MAX) return false;
  *out = rt_elem_get_i64(s->dtype, s->as.bytes);
  return true;
}

/* A register written once so far, by a constant (a local variable assigned a constant): its
 * value. Written by anything else, or twice (a loop changes it), it is not a constant. */
static bool reg_const(const KirFunc *f, int reg, int64_t *out) {
  const KirInst *def = NULL;
  for (int pc = 0; pc < f->ncode; pc++) {
    if (f->code[pc].d != reg || f->code[pc].op == KIR_STORE) continue;
    if (def) return false;
    def = &f->code[pc];
  }
  if (!def || def->op != KIR_CONST || rt_dtypes[f->regs[reg]].kind == 'f') return false;
  *out = def->imm.i;
  return true;
}

/* The host value a name not bound locally stands for: a closure variable, else a global. */
static Value outer_value(Typer *T, const char *name) {
  Value v = vm_function_free(T->scope->fnval, name);
  return rt_is_undef(v) ? vm_function_global(T->scope->fnval, name) : v;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static bool binop(BinOp op, int64_t a, int64_t b, int64_t *out) {
  switch (op) {
  case RT_OP_ADD: return !__builtin_add_overflow(a, b, out);
  case RT_OP_SUB: return !__builtin_sub_overflow(a, b, out);
  case RT_OP_MUL: return !__builtin_mul_overflow(a, b, out);
  case RT_OP_FLOORDIV:
    if (b == 0 || (a == INT64_MIN && b == -1)) return false;
    return *out = floor_div(a, b), true;
  case RT_OP_MOD:
    if (b == 0) return false;
    return *out = b == -1 ? 0 : a - floor_div(a, b) * b, true;
  case RT_OP_POW: {
    if (b < 0) return false; /* a float in Python */
    int64_t r = 1;
    for (int64_t k = 0; k < b; k++) {
      if (__builtin_mul_overflow(r, a, &r)) return false;
      if (r == 0 || r == 1) break; /* 0**n and 1**n stay; (-1)**n is settled below */
    }
    if (a == -1) r = b % 2 ? -1 : 1;
    return *out = r, true;
  }
  case RT_OP_LSHIFT:
    if (b < 0) return false;
    if (a == 0) return *out = 0, true;
    if (b > 62 || a > (INT64_MAX >> b) || a < (INT64_MIN >> b)) return false;
    return *out = (int64_t)((uint64_t)a << b), true;
  case RT_OP_RSHIFT:
    if (b < 0) return false;
    return *out = b > 63 ? (a < 0 ? -1 : 0) : a >> b, true;
  case RT_OP_AND: return *out = a & b, true;
  case RT_OP_OR: return *out = a | b, true;
  case RT_OP_XOR: return *out = a ^ b, true;
  default: return false;
  }
}

bool kir_const_value(Typer *T, const Expr *e, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case EX_INT: return *out = e->as.i, true;
  case EX_TRUE: return *out = 1, true;
  case EX_FALSE: return *out = 0, true;
  case EX_NAME: {
    TVar *var = kir_find_var(T, e->as.name.id);
    if (var) return var->assigned && var->val.kind == TV_REG && reg_const(T->f, var->val.reg, out);
    return host_int(outer_value(T, e->as.name.id), out);
  }
  case EX_ATTR: { /* module.NAME */
    const Expr *o = e->as.attr.obj;
    if (o->kind != EX_NAME || kir_find_var(T, o->as.name.id)) return false;
    Value m = outer_value(T, o->as.name.id);
    if (!rt_is_type(m, &rt_module_type)) return false;
    Value v = rt_module_lookup(m, e->as.attr.name);
    return host_int(rt_is_undef(v) ? kir_cuda_kernel_name(m, e->as.attr.name) : v, out); /* cuda.warpsize */
  }
  case EX_UNARY:
    if (!kir_const_value(T, e->as.unary.operand, &a)) return false;
    switch (e->as.unary.op) {
    case RT_UOP_NEG: return a != INT64_MIN && (*out = -a, true);
    case RT_UOP_POS: return *out = a, true;
    case RT_UOP_INVERT: return *out = ~a, true;
    default: return false;
    }
  case EX_BINOP:
    return kir_const_value(T, e->as.binop.left, &a) && kir_const_value(T, e->as.binop.right, &b) &&
           binop(e->as.binop.op, a, b, out);
  default: return false;
  }
}

/* A tuple held by a local variable or a host value (a global SHAPE = (16, 16)). */
static int tuple_dims(Typer *T, const Expr *e, int64_t *dims, int max) {
  if (e->kind != EX_NAME) return -1;
  TVar *var = kir_find_var(T, e->as.name.id);
  if (var) {
    if (!var->assigned || var->val.kind != TV_TUPLE || var->val.n > max) return -1;
    for (int k = 0; k < var->val.n; k++)
      if (var->val.items[k].kind != TV_REG || !reg_const(T->f, var->val.items[k].reg, &dims[k])) return -1;
    return var->val.n;
  }
  Value v = outer_value(T, e->as.name.id);
  if (!rt_is_tuple(v) || RT_AS(Tuple, v)->n > max) return -1;
  for (int64_t k = 0; k < RT_AS(Tuple, v)->n; k++)
    if (!host_int(RT_AS(Tuple, v)->items[k], &dims[k])) return -1;
  return (int)RT_AS(Tuple, v)->n;
}

int kir_const_shape(Typer *T, const Expr *e, int64_t *dims, int max) {
  if (e->kind == EX_TUPLE) {
    if (e->as.seq.n > max) return -1;
    for (int k = 0; k < e->as.seq.n; k++)
      if (!kir_const_value(T, e->as.seq.items[k], &dims[k])) return -1;
    return e->as.seq.n;
  }
  if (kir_const_value(T, e, &dims[0])) return 1;
  return tuple_dims(T, e, dims, max);
}
