/* compile_fuse.c — elementwise chains offered to the array runtime whole (opcodes.h FUSE).
 *
 * An expression built only of + - * / **, unary minus and calls with positional arguments, over
 * names, numbers and name.attr (np.exp(-x*x/2) / np.sqrt(2*np.pi)), with at least two
 * operations, compiles to FUSE followed by its ordinary code. FUSE reads the leaves where they
 * live (registers, constants, globals) without raising; when they are arrays, numbers and
 * ufuncs (rt_np_fuse decides) it computes the whole expression in one pass over the arrays and
 * jumps over the ordinary code, which otherwise runs as if FUSE were not there. Nothing else
 * is evaluated before that choice, so the ordinary code raises what Python raises, in order.
 * A chain where no global array can be (no global, no module function but math's: a function's
 * locals) gets no FUSE, which scalar loops would pay a dispatch for: its first operation is
 * flagged as a fusion site instead (site below), which costs nothing until an operand is an
 * array (docs/numerics.md).
 *
 * The program constant: int32 nleaves, int32 runs in a row without an array (vm_fuse_cold),
 * then per leaf int32 kind (FUSE_LEAF_*), index (register,
 * constant or global slot) and the attribute name's constant (-1: none); then the postfix ops,
 * two bytes each, as array.h's NPF_* describe. */
#include <string.h>

#include "../np/array.h"
#include "compile_internal.h"

#define FUSE_MAX 64

typedef struct FuseProg {
  int32_t leaves[FUSE_MAX][3];
  int nleaves;
  uint8_t ops[2 * FUSE_MAX];
  int nops, narith;
  bool hint; /* a leaf that may be an array: a global, or a function of a module (np.exp) */
} FuseProg;

/* A name FUSE can read without code: a plain local's register or a global's slot. */
static bool name_leaf(Compiler *c, Expr *e, int32_t *kind, int32_t *index) {
  if (e->kind != EX_NAME) return false;
  if (vm_c_is_plain_local(e)) {
    *kind = VM_FUSE_LEAF_REG;
    *index = e->as.name.sym->reg;
    return true;
  }
  if (e->as.name.kind != NAME_GLOBAL) return false;
  *kind = VM_FUSE_LEAF_GLOBAL;
  *index = (int32_t)vm_global_slot(c->vm, e->as.name.id);
  return true;
}

/* A number literal, negated or not (-2**63's negation is a big int: left out). */
static bool number_leaf(const Expr *e) {
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NEG) {
    e = e->as.unary.operand;
    if (e->kind == EX_INT && e->as.i == INT64_MIN) return false;
  }
  return e->kind == EX_INT || e->kind == EX_FLOAT;
}

static bool add_leaf(Compiler *c, FuseProg *p, Expr *e, bool callee) {
  if (p->nleaves >= FUSE_MAX || p->nops >= FUSE_MAX) return false;
  int32_t *l = p->leaves[p->nleaves];
  l[2] = -1;
  if (number_leaf(e)) {
    bool neg = e->kind == EX_UNARY;
    Expr *n = neg ? e->as.unary.operand : e;
    l[0] = VM_FUSE_LEAF_CONST;
    l[1] = vm_c_const(c, n->kind == EX_INT ? rt_int(neg ? -n->as.i : n->as.i)
                                           : rt_float(neg ? -n->as.f : n->as.f));
  } else if (e->kind == EX_ATTR) {
    if (!name_leaf(c, e->as.attr.obj, &l[0], &l[1])) return false;
    l[2] = vm_c_str_const(c, e->as.attr.name);
    const char *base = e->as.attr.obj->as.name.id; /* a module's (np.exp; math's take no array) */
    p->hint |= l[0] == VM_FUSE_LEAF_GLOBAL && strcmp(base, "math") != 0 && strcmp(base, "cmath") != 0;
  } else if (!name_leaf(c, e, &l[0], &l[1])) {
    return false;
  } else {
    p->hint |= l[0] == VM_FUSE_LEAF_GLOBAL && !callee;
  }
  p->ops[2 * p->nops] = NPF_LEAF;
  p->ops[2 * p->nops++ + 1] = (uint8_t)p->nleaves++;
  return true;
}

static bool add_op(FuseProg *p, int code, int arg) {
  if (p->nops >= FUSE_MAX) return false;
  p->ops[2 * p->nops] = (uint8_t)code;
  p->ops[2 * p->nops++ + 1] = (uint8_t)arg;
  p->narith++;
  return true;
}

/* Appends e in postfix (Python's evaluation order); false for a form FUSE does not take. */
static bool build(Compiler *c, FuseProg *p, Expr *e) {
  switch (e->kind) {
    case EX_BINOP: {
      BinOp op = e->as.binop.op;
      if (op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && op != RT_OP_TRUEDIV &&
          op != RT_OP_POW)
        return false;
      return build(c, p, e->as.binop.left) && build(c, p, e->as.binop.right) &&
             add_op(p, NPF_BIN, op);
    }
    case EX_UNARY:
      if (number_leaf(e)) return add_leaf(c, p, e, false);
      if (e->as.unary.op != RT_UOP_NEG) return false;
      return build(c, p, e->as.unary.operand) && add_op(p, NPF_NEG, 0);
    case EX_CALL: {
      int n = e->as.call.nargs;
      if (e->as.call.nkw != 0 || n < 1 || n > 2 || !add_leaf(c, p, e->as.call.func, true)) return false;
      for (int k = 0; k < n; k++)
        if (e->as.call.args[k]->kind == EX_STARRED || !build(c, p, e->as.call.args[k]))
          return false;
      return add_op(p, NPF_CALL, n);
    }
    default: return add_leaf(c, p, e, false);
  }
}

/* Could e take part at all? A cheap look before any constant is made. */
static int arith_count(Expr *e) {
  switch (e->kind) {
    case EX_BINOP: {
      int l = arith_count(e->as.binop.left), r = arith_count(e->as.binop.right);
      return l < 0 || r < 0 ? -1 : l + r + 1;
    }
    case EX_UNARY: {
      if (number_leaf(e)) return 0;
      if (e->as.unary.op != RT_UOP_NEG) return -1;
      int k = arith_count(e->as.unary.operand);
      return k < 0 ? -1 : k + 1;
    }
    case EX_CALL: {
      if (e->as.call.nkw != 0 || e->as.call.nargs < 1 || e->as.call.nargs > 2) return -1;
      int s = 1;
      for (int k = 0; k < e->as.call.nargs; k++) {
        int a = arith_count(e->as.call.args[k]);
        if (a < 0) return -1;
        s += a;
      }
      return s;
    }
    case EX_NAME: case EX_INT: case EX_FLOAT: return 0;
    case EX_ATTR: return e->as.attr.obj->kind == EX_NAME ? 0 : -1;
    default: return -1;
  }
}

/* The program constant of p. */
static int program_const(Compiler *c, const FuseProg *p) {
  size_t head = sizeof(int32_t) * (size_t)(2 + 3 * p->nleaves);
  uint8_t buf[sizeof(int32_t) * (2 + 3 * FUSE_MAX) + 2 * FUSE_MAX];
  int32_t n[2] = {p->nleaves, 0};
  memcpy(buf, n, sizeof n);
  memcpy(buf + sizeof n, p->leaves, sizeof(int32_t) * 3 * (size_t)p->nleaves);
  memcpy(buf + head, p->ops, 2 * (size_t)p->nops);
  size_t len = head + 2 * (size_t)p->nops;
  return vm_c_const(c, rt_bytes_new(rt_bytes_type_of(false), (const char *)buf, len));
}

/* The chain's ordinary code, from pc on, flagged as a fusion site when it starts with loads of
 * numbers and then an arithmetic operation (x*x + y*y, 2*x + 1): nothing with an effect runs
 * before that operation, so its slow path (an array operand) may still fuse the whole chain
 * from the leaves' registers and constants, and its fast paths (ints, floats) pay nothing. */
static void site(Compiler *c, const FuseProg *p, int pc, int dst) {
  Proto *pr = c->fs->proto;
  int end = vm_c_here(c), at = pc;
  while (at < end && (I_OP(pr->code[at]) == OP_LOADK || I_OP(pr->code[at]) == OP_LOADI)) at++;
  if (at >= end) return;
  Instr i = pr->code[at];
  switch (I_OP(i)) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_TRUEDIV: case OP_POW: case OP_ADDK:
    case OP_SUBK: case OP_MULK: case OP_NEG: break;
    default: return;
  }
  pr->code[at] = vm_mk_abc(I_OP(i), I_A(i), I_B(i), I_C(i) | VM_FUSE_SITE);
  vm_proto_add_fuse_site(pr, (FuseSite){at, end - at, program_const(c, p), dst});
}

bool vm_c_fuse(Compiler *c, Expr *e, int dst) {
  if (c->nofuse || arith_count(e) < 2) return false;
  FuseProg p = {0};
  if (!build(c, &p, e) || p.narith < 2) return false;
  /* A chain over a function's locals, numbers and plain functions (s + a*b - c*a, fib(n-1) +
   * fib(n-2)) is mostly scalar code, which a FUSE would only slow down: it becomes a site. */
  if (!p.hint) {
    int pc = vm_c_here(c);
    c->nofuse = true;
    vm_c_expr(c, e, dst);
    c->nofuse = false;
    site(c, &p, pc, dst);
    return true;
  }
  int k = program_const(c, &p);
  if (k > 0xFFFF) return false;
  int at = vm_c_emit(c, vm_mk_abc(OP_FUSE, dst, k, VM_SC_BIAS), e->span);
  c->nofuse = true;
  vm_c_expr(c, e, dst);
  c->nofuse = false;
  vm_c_patch(c, at, vm_c_here(c));
  return true;
}
