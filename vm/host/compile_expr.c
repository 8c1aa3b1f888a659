/* compile_expr.c — expressions to register code: values into a chosen register (vm_c_expr)
 * or into any register (vm_c_expr_any: a local variable's own register when possible),
 * conditions as jumps, calls, comprehensions (inline loops in the enclosing frame) and
 * function objects (lambda and def). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "compile_internal.h"

static FuncState *F(Compiler *c) { return c->fs; }

/* ---- names ---- */

static void check_bound(Compiler *c, Symbol *sym, Span s) {
  if (!F(c)->bound[sym->reg]) vm_c_emit(c, vm_mk_abc(OP_CHECKBOUND, sym->reg, 0, 0), s);
}

static void load_name(Compiler *c, Expr *e, int dst) {
  Symbol *sym = e->as.name.sym;
  switch (e->as.name.kind) {
    case NAME_LOCAL:
      if (sym->flags & SYM_CELL) {
        vm_c_emit(c, vm_mk_abc(OP_GETCELL, dst, sym->reg, 0), e->span);
      } else {
        check_bound(c, sym, e->span);
        if (dst != sym->reg) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, sym->reg, 0), e->span);
      }
      return;
    case NAME_FREE:
      vm_c_emit(c, vm_mk_abc(OP_GETFREE, dst, sym->free_index, 0), e->span);
      return;
    case NAME_CLASS: vm_c_load_class_name(c, e, dst); return;
    default:
      vm_c_emit(c, vm_mk_abx(OP_GETGLOBAL, dst, vm_global_slot(c->vm, e->as.name.id)), e->span);
  }
}

/* ---- constants ---- */

static int number_const(Compiler *c, Expr *e) {
  if (e->kind == EX_INT) return vm_c_const(c, rt_int(e->as.i));
  if (e->kind == EX_FLOAT) return vm_c_const(c, rt_float(e->as.f));
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NEG) {
    Expr *o = e->as.unary.operand;
    /* -(-2**63) is 2**63, a big int: left to the NEG instruction */
    if (o->kind == EX_INT && o->as.i != INT64_MIN) return vm_c_const(c, rt_int(-o->as.i));
    if (o->kind == EX_FLOAT) return vm_c_const(c, rt_float(-o->as.f));
  }
  return -1;
}

static void load_const(Compiler *c, Expr *e, int dst) {
  if (e->kind == EX_BIGINT || e->kind == EX_IMAG) {
    Value k = e->kind == EX_IMAG ? rt_complex_new(0.0, e->as.f)
                                 : rt_int_from_literal(e->as.bigint.digits, e->as.bigint.base);
    vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, vm_c_const(c, k)), e->span);
    return;
  }
  int64_t v = e->as.i;
  if (e->kind == EX_INT && v >= -(1LL << 38) && v < (1LL << 38)) {
    vm_c_emit(c, vm_mk_abx(OP_LOADI, dst, v + VM_SBX_BIAS), e->span);
    return;
  }
  int k = number_const(c, e);
  vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, k), e->span);
}

/* ---- operators ---- */

static OpCode binop_opcode(BinOp op) {
  switch (op) {
    case RT_OP_ADD: return OP_ADD;
    case RT_OP_SUB: return OP_SUB;
    case RT_OP_MUL: return OP_MUL;
    case RT_OP_TRUEDIV: return OP_TRUEDIV;
    case RT_OP_FLOORDIV: return OP_FLOORDIV;
    case RT_OP_MOD: return OP_MOD;
    case RT_OP_POW: return OP_POW;
    case RT_OP_EQ: return OP_EQ;
    case RT_OP_NE: return OP_NE;
    case RT_OP_LT: return OP_LT;
    case RT_OP_LE: return OP_LE;
    case RT_OP_GT: return OP_GT;
    case RT_OP_GE: return OP_GE;
    default: return OP_BINOP;
  }
}

static OpCode const_opcode(BinOp op) {
  switch (op) {
    case RT_OP_ADD: return OP_ADDK;
    case RT_OP_SUB: return OP_SUBK;
    case RT_OP_MUL: return OP_MULK;
    case RT_OP_MOD: return OP_MODK;
    case RT_OP_FLOORDIV: return OP_FLOORDIVK;
    default: return OP_COUNT;
  }
}

static void anchor_binop(Compiler *c, int pc, Expr *l, Expr *r, Span s) {
  if (s.line == s.end_line && l->span.end_line == s.line && r->span.line == s.line)
    vm_anchor(F(c)->proto, pc, l->span.end_col, -r->span.col);
}

/* Arithmetic whose operand registers may carry the dying-temporary flags (opcodes.h). */
static bool marks_dying(OpCode code) {
  return code == OP_ADD || code == OP_SUB || code == OP_MUL || code == OP_TRUEDIV ||
         code == OP_FLOORDIV || code == OP_MOD || code == OP_POW;
}

/* An operand register at or above save was allocated for this operation alone: the value in
 * it is an expression result that nothing reads afterwards (a named local is its own register,
 * below save). Marking it lets the VM reuse an array result in place. */
void vm_c_emit_binop(Compiler *c, BinOp op, int dst, Expr *l, Expr *r, Span s) {
  int save = F(c)->freereg;
  OpCode code = binop_opcode(op);
  if (code == OP_BINOP) {
    int t = vm_c_alloc(c, 2);
    vm_c_expr(c, l, t);
    vm_c_expr(c, r, t + 1);
    anchor_binop(c, vm_c_emit(c, vm_mk_abc(OP_BINOP, dst, t, op), s), l, r, s);
  } else {
    int a = vm_c_expr_any(c, l);
    int k = const_opcode(op) != OP_COUNT ? number_const(c, r) : -1;
    if (k >= 0 && k < VM_FUSE_SITE) { /* I_CK: constants below 2^22 */
      if (a >= save) k |= VM_DYING_KB;
      anchor_binop(c, vm_c_emit(c, vm_mk_abc(const_opcode(op), dst, a, k), s), l, r, s);
    } else {
      int b = vm_c_expr_any(c, r), flags = 0;
      if (marks_dying(code)) flags = (a >= save ? VM_DYING_B : 0) | (b >= save && b != a ? VM_DYING_C : 0);
      anchor_binop(c, vm_c_emit(c, vm_mk_abc(code, dst, a, b | flags), s), l, r, s);
    }
  }
  F(c)->freereg = save;
}

static const OpCode cmp_opcodes[] = {OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE,
                                     OP_IN, OP_NOTIN, OP_IS, OP_ISNOT};
static const OpCode cmp_jumps[] = {OP_JNLT, OP_JNLE, OP_JNGT, OP_JNGE, OP_JNEQ, OP_JNNE};
static const OpCode cmp_jumps_imm[] = {OP_JNLTI, OP_JNLEI, OP_JNGTI, OP_JNGEI, OP_JNEQI, OP_JNNEI};

/* A small int literal usable as an immediate operand; sets *v. */
static bool small_int(Expr *e, int64_t *v) {
  if (e->kind == EX_INT) *v = e->as.i;
  else if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NEG && e->as.unary.operand->kind == EX_INT &&
           e->as.unary.operand->as.i != INT64_MIN) *v = -e->as.unary.operand->as.i;
  else return false;
  return *v >= -VM_IMM_BIAS && *v < VM_IMM_BIAS;
}

/* a < b < c: each middle operand is evaluated once; stop at the first false link. */
static void compare(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int n = e->as.compare.n;
  JumpList done = {0};
  int left = vm_c_expr_any(c, e->as.compare.operands[0]);
  for (int k = 1; k < n; k++) {
    int right = vm_c_expr_any(c, e->as.compare.operands[k]);
    vm_c_emit(c, vm_mk_abc(cmp_opcodes[e->as.compare.ops[k - 1]], dst, left, right), e->span);
    if (k < n - 1) vm_c_jump_to(c, &done, vm_c_jump(c, OP_JMPIFNOT, dst, e->span));
    left = right;
  }
  vm_c_patch_here(c, &done);
  vm_c_free_list(&done);
  F(c)->freereg = save;
}

static void boolop(Compiler *c, Expr *e, int dst) {
  JumpList done = {0};
  vm_c_expr(c, e->as.boolop.left, dst);
  vm_c_jump_to(c, &done, vm_c_jump(c, e->as.boolop.is_and ? OP_JMPIFNOT : OP_JMPIF, dst, e->span));
  vm_c_expr(c, e->as.boolop.right, dst);
  vm_c_patch_here(c, &done);
  vm_c_free_list(&done);
}

static void ifexp(Compiler *c, Expr *e, int dst) {
  JumpList orelse = {0}, done = {0};
  vm_c_cond_false(c, e->as.ifexp.test, &orelse);
  vm_c_expr(c, e->as.ifexp.body, dst);
  vm_c_jump_to(c, &done, vm_c_jump(c, OP_JMP, 0, e->span));
  vm_c_patch_here(c, &orelse);
  vm_c_expr(c, e->as.ifexp.orelse, dst);
  vm_c_patch_here(c, &done);
  vm_c_free_list(&orelse);
  vm_c_free_list(&done);
}

void vm_c_cond_false(Compiler *c, Expr *e, JumpList *l) {
  if (e->kind == EX_TRUE) return;
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NOT) {
    vm_c_cond_true(c, e->as.unary.operand, l);
    return;
  }
  if (e->kind == EX_BOOLOP && e->as.boolop.is_and) {
    vm_c_cond_false(c, e->as.boolop.left, l);
    vm_c_cond_false(c, e->as.boolop.right, l);
    return;
  }
  if (e->kind == EX_BOOLOP) {
    JumpList yes = {0};
    vm_c_cond_true(c, e->as.boolop.left, &yes);
    vm_c_cond_false(c, e->as.boolop.right, l);
    vm_c_patch_here(c, &yes);
    vm_c_free_list(&yes);
    return;
  }
  int save = F(c)->freereg;
  if (e->kind == EX_COMPARE && e->as.compare.n == 2 && e->as.compare.ops[0] <= CMP_NE) {
    int a = vm_c_expr_any(c, e->as.compare.operands[0]);
    int64_t imm;
    if (small_int(e->as.compare.operands[1], &imm)) {
      Instr j = vm_mk_abc(cmp_jumps_imm[e->as.compare.ops[0]], a, (int)(imm + VM_IMM_BIAS), VM_SC_BIAS);
      vm_c_jump_to(c, l, vm_c_emit(c, j, e->span));
    } else {
      int b = vm_c_expr_any(c, e->as.compare.operands[1]);
      vm_c_jump_to(c, l, vm_c_emit(c, vm_mk_abc(cmp_jumps[e->as.compare.ops[0]], a, b, VM_SC_BIAS), e->span));
    }
  } else {
    int r = vm_c_expr_any(c, e);
    vm_c_jump_to(c, l, vm_c_jump(c, OP_JMPIFNOT, r, e->span));
  }
  F(c)->freereg = save;
}

void vm_c_cond_true(Compiler *c, Expr *e, JumpList *l) {
  if (e->kind == EX_FALSE) return;
  if (e->kind == EX_UNARY && e->as.unary.op == RT_UOP_NOT) {
    vm_c_cond_false(c, e->as.unary.operand, l);
    return;
  }
  if (e->kind == EX_BOOLOP && !e->as.boolop.is_and) {
    vm_c_cond_true(c, e->as.boolop.left, l);
    vm_c_cond_true(c, e->as.boolop.right, l);
    return;
  }
  if (e->kind == EX_BOOLOP) {
    JumpList no = {0};
    vm_c_cond_false(c, e->as.boolop.left, &no);
    vm_c_cond_true(c, e->as.boolop.right, l);
    vm_c_patch_here(c, &no);
    vm_c_free_list(&no);
    return;
  }
  int save = F(c)->freereg;
  int r = vm_c_expr_any(c, e);
  vm_c_jump_to(c, l, vm_c_jump(c, OP_JMPIF, r, e->span));
  F(c)->freereg = save;
}

/* ---- calls, subscripts, sequences ---- */

static void slice_into(Compiler *c, Expr *s, int dst) {
  int save = F(c)->freereg;
  int t = vm_c_alloc(c, 3);
  Expr *parts[3] = {s->as.slice.lo, s->as.slice.hi, s->as.slice.step};
  for (int k = 0; k < 3; k++) {
    if (parts[k]) vm_c_expr(c, parts[k], t + k);
    else vm_c_emit(c, vm_mk_abc(OP_LOADNONE, t + k, 0, 0), s->span);
  }
  vm_c_emit(c, vm_mk_abc(OP_BUILDSLICE, dst, t, 3), s->span);
  F(c)->freereg = save;
}

static void sequence_item(Compiler *c, Expr *item, int dst) {
  if (item->kind == EX_SLICE) slice_into(c, item, dst);
  else if (item->kind == EX_STARRED) {
    vm_diag_error(c->diag, item->span, "star-unpacking in expressions is not supported in Weft");
  } else vm_c_expr(c, item, dst);
}

/* Items [from, from+n) of a list or tuple display into consecutive registers, then op
 * (flag: BUILDLIST's capacity flag, or'ed into C). */
static void sequence_chunk(Compiler *c, Expr *e, int from, int n, int dst, OpCode op, int flag) {
  int save = F(c)->freereg;
  int base = vm_c_alloc(c, n);
  for (int k = 0; k < n; k++) sequence_item(c, e->as.seq.items[from + k], base + k);
  vm_c_emit(c, vm_mk_abc(op, dst, base, n | flag), e->span);
  F(c)->freereg = save;
}

/* Long displays (data tables) are built in chunks so they never need many registers:
 * lists by appending, tuples by concatenating chunk tuples. */
#define SEQ_CHUNK 64

/* A literal CPython's compiler folds to a constant (a number, string, None, ..., a sign on
 * one, a tuple of them). */
static bool folds_to_constant(const Expr *e) {
  switch (e->kind) {
  case EX_INT: case EX_FLOAT: case EX_STR: case EX_NONE: case EX_TRUE: case EX_FALSE:
  case EX_ELLIPSIS: case EX_BIGINT: case EX_IMAG: case EX_BYTES: return true;
  case EX_UNARY: return folds_to_constant(e->as.unary.operand);
  case EX_TUPLE:
    for (int k = 0; k < e->as.seq.n; k++)
      if (!folds_to_constant(e->as.seq.items[k])) return false;
    return true;
  default: return false;
  }
}

/* BUILDLIST's capacity flag for a list display, as CPython 3.11 allocates it (for
 * sys.getsizeof): more than two constants extend an empty list (the count rounded up to
 * even), more than 30 other items are appended one by one, fewer are exact. */
static int list_display_flag(const Expr *e) {
  int n = e->as.seq.n;
  bool constant = n > 2;
  for (int k = 0; k < n && constant; k++) constant = folds_to_constant(e->as.seq.items[k]);
  return constant ? RT_LIST_CAP_EVEN : n > 30 ? RT_LIST_CAP_APPENDED : 0;
}

static void sequence(Compiler *c, Expr *e, int dst, OpCode op) {
  int n = e->as.seq.n;
  if (vm_c_has_star(e->as.seq.items, n)) {
    vm_c_star_list(c, e->as.seq.items, n, dst, e->span);
    if (op == OP_BUILDTUPLE) vm_c_emit(c, vm_mk_abc(OP_LISTTOTUPLE, dst, dst, 0), e->span);
    return;
  }
  int flag = op == OP_BUILDLIST ? list_display_flag(e) : 0;
  if (n <= SEQ_CHUNK) {
    sequence_chunk(c, e, 0, n, dst, op, flag);
    return;
  }
  int save = F(c)->freereg;
  sequence_chunk(c, e, 0, SEQ_CHUNK, dst, op, flag);
  int t = vm_c_alloc(c, 1);
  for (int from = SEQ_CHUNK; from < n; from += SEQ_CHUNK) {
    if (op == OP_BUILDLIST) {
      for (int k = from; k < n && k < from + SEQ_CHUNK; k++) {
        sequence_item(c, e->as.seq.items[k], t);
        vm_c_emit(c, vm_mk_abc(OP_LISTAPPEND, dst, t, 0), e->span);
      }
    } else {
      sequence_chunk(c, e, from, n - from < SEQ_CHUNK ? n - from : SEQ_CHUNK, t, op, 0);
      vm_c_emit(c, vm_mk_abc(OP_ADD, dst, dst, t), e->span);
    }
  }
  F(c)->freereg = save;
}

int vm_c_index(Compiler *c, Expr *index) {
  if (index->kind == EX_SLICE) {
    int t = vm_c_alloc(c, 1);
    slice_into(c, index, t);
    return t;
  }
  if (index->kind == EX_TUPLE) {
    int t = vm_c_alloc(c, 1);
    sequence(c, index, t, OP_BUILDTUPLE);
    return t;
  }
  return vm_c_expr_any(c, index);
}

void vm_c_anchor_subscript(Compiler *c, int pc, Expr *e) {
  Span s = e->span, v = e->as.subscript.obj->span, k = e->as.subscript.index->span;
  if (s.line == s.end_line && v.end_line == s.line && k.end_line == s.line) {
    vm_anchor(F(c)->proto, pc, v.end_col, k.end_col + 1);
  }
}

static void subscript(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int obj = vm_c_operand_in(c, e->as.subscript.obj, dst);
  int key = vm_c_index(c, e->as.subscript.index);
  int pc = vm_c_emit(c, vm_mk_abc(OP_GETITEM, dst, obj, key), e->span);
  vm_c_anchor_subscript(c, pc, e);
  F(c)->freereg = save;
}

/* ---- f-strings ---- */

static void formatted(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int t = vm_c_alloc(c, 1); /* the spec's register after it: a temporary value can die in t */
  vm_c_expr(c, e->as.formatted.value, t);
  int conv = e->as.formatted.conv;
  int flags = conv == 'r' ? 1 : conv == 's' ? 2 : conv == 'a' ? 3 : 0;
  if (e->as.formatted.spec) {
    vm_c_alloc(c, 1);
    vm_c_expr(c, e->as.formatted.spec, t + 1);
    flags |= 4;
  }
  vm_c_emit(c, vm_mk_abc(OP_FORMAT, dst, t, flags), e->span);
  F(c)->freereg = save;
}

static void fstring(Compiler *c, Expr *e, int dst) {
  int n = e->as.fstring.n;
  if (n == 0) {
    vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, vm_c_str_const(c, "")), e->span);
    return;
  }
  if (n == 1) {
    vm_c_expr(c, e->as.fstring.parts[0], dst);
    return;
  }
  int save = F(c)->freereg;
  int base = vm_c_alloc(c, n);
  for (int k = 0; k < n; k++) vm_c_expr(c, e->as.fstring.parts[k], base + k);
  vm_c_emit(c, vm_mk_abc(OP_BUILDSTR, dst, base, n), e->span);
  F(c)->freereg = save;
}

/* ---- comprehensions ---- */

static const char *comp_frame_name(const Expr *e) {
  return e->kind == EX_LISTCOMP ? "<listcomp>" : e->kind == EX_SETCOMP ? "<setcomp>" : "<dictcomp>";
}

static void comp_level(Compiler *c, Expr *e, int k, int list) {
  if (k == e->as.comp.ngens) {
    int save = F(c)->freereg;
    int v = vm_c_expr_any(c, e->as.comp.elt);
    if (e->kind == EX_DICTCOMP) { /* the key, then the value, as CPython evaluates them */
      vm_c_emit(c, vm_mk_abc(OP_SETITEM, list, v, vm_c_expr_any(c, e->as.comp.value)), e->span);
    } else {
      vm_c_emit(c, vm_mk_abc(e->kind == EX_SETCOMP ? OP_SETADD : OP_LISTAPPEND, list, v, 0), e->span);
    }
    F(c)->freereg = save;
    return;
  }
  Comprehension *g = &e->as.comp.gens[k];
  int save = F(c)->freereg;
  int st = vm_c_alloc(c, 4);
  vm_c_expr(c, g->iter, st);
  int prep = vm_c_jump(c, OP_FORPREP, st, e->span); /* CPython's GET_ITER and FOR_ITER: the whole comprehension */
  /* past the first iterable (the enclosing code's), CPython runs a comprehension as a frame of
   * its own: tracebacks show it as the inline class bodies are shown */
  bool marked = k == 0 && vm_proto_class_body_begin(F(c)->proto, comp_frame_name(e), e->span);
  int body = vm_c_here(c);
  vm_c_store(c, g->target, st + 3);
  JumpList skip = {0};
  for (int j = 0; j < g->nifs; j++) vm_c_cond_false(c, g->ifs[j], &skip);
  comp_level(c, e, k + 1, list);
  vm_c_patch_here(c, &skip);
  vm_c_free_list(&skip);
  vm_c_patch(c, prep, vm_c_here(c));
  int it = vm_c_emit(c, vm_mk_abc(OP_FORITER, st, st + 3, VM_SC_BIAS), e->span);
  vm_c_patch(c, it, body);
  if (marked) vm_proto_class_body_end(F(c)->proto);
  /* the iterator dies as the loop ends (CPython pops it), before the variables */
  vm_c_emit(c, vm_mk_abc(OP_CLEAR, st, 4, 0), g->iter->span);
  F(c)->freereg = save;
}

/* List, set and dict comprehensions run inline, their variables in fresh registers. */
static void listcomp(Compiler *c, Expr *e, int dst) {
  Scope *s = e->as.comp.scope;
  int save = F(c)->freereg, outer = vm_c_temps_begin(c);
  for (int k = 0; k < s->nsyms; k++) {
    Symbol *sym = s->syms[k];
    if (!(sym->flags & SYM_BOUND)) continue;
    sym->reg = vm_c_alloc(c, 1);
    F(c)->bound[sym->reg] = 0;
    vm_c_emit(c, vm_mk_abc(OP_LOADUNBOUND, sym->reg, 0, 0), e->span);
    if (sym->flags & SYM_CELL) vm_c_emit(c, vm_mk_abc(OP_MAKECELL, sym->reg, 0, 0), e->span);
  }
  OpCode build = e->kind == EX_LISTCOMP ? OP_BUILDLIST : e->kind == EX_SETCOMP ? OP_BUILDSET : OP_BUILDDICT;
  vm_c_emit(c, vm_mk_abc(build, dst, 0, 0), e->span);
  comp_level(c, e, 0, dst);
  /* its variables, iterators and last item die with it, as CPython's comprehension frame */
  vm_c_temps_end(c, save, outer, true, e->span);
}

/* ---- generators ---- */

/* yield v: R[dst] := v is yielded; resumed, R[dst] := the value sent (None for next()) */
static void yield_expr(Compiler *c, Expr *e, int dst) {
  if (e->as.yield) vm_c_expr(c, e->as.yield, dst);
  else vm_c_emit(c, vm_mk_abc(OP_LOADNONE, dst, 0, 0), e->span);
  vm_c_emit(c, vm_mk_abc(OP_YIELD, dst, 0, 0), e->span);
}

/* yield from it: a for loop that yields each item, then the value the iterator returned
 * (a generator's return value, else None). Its YIELD is marked (B=1), and FORITER follows it:
 * send() and throw() find the delegate in R[A-3] (generator.c). */
static void yield_from(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int st = vm_c_alloc(c, 4);
  vm_c_expr(c, e->as.yield, st);
  int prep = vm_c_jump(c, OP_FORPREP, st, e->span);
  int body = vm_c_emit(c, vm_mk_abc(OP_YIELD, st + 3, 1, 0), e->span);
  vm_c_patch(c, prep, vm_c_here(c));
  int it = vm_c_emit(c, vm_mk_abc(OP_FORITER, st, st + 3, VM_SC_BIAS), e->span);
  vm_c_patch(c, it, body);
  vm_c_emit(c, vm_mk_abc(OP_GENRESULT, dst, st, 0), e->span);
  F(c)->freereg = save;
}

/* (elt for ... in it ...): the generator function called with iter(it), which is taken here,
 * in the enclosing scope (so `(x for x in 5)` fails where it is written). */
static void genexp(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int base = vm_c_alloc(c, 2);
  vm_c_closure(c, e->as.genexp.fn, base);
  vm_c_expr(c, e->as.genexp.iter, base + 1);
  vm_c_emit(c, vm_mk_abc(OP_GETITER, base + 1, base + 1, 0), e->span); /* CPython points at the whole expression */
  vm_c_emit(c, vm_mk_abc(OP_CALL, base, 1, 0), e->span);
  if (base != dst) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, base, 0), e->span);
  F(c)->freereg = save;
}

/* ---- dispatch ---- */

bool vm_c_writes_early(Expr *e) {
  return e->kind == EX_BOOLOP || e->kind == EX_IFEXP || e->kind == EX_LISTCOMP || e->kind == EX_CALL ||
         e->kind == EX_YIELD || e->kind == EX_YIELDFROM || e->kind == EX_GENEXP || e->kind == EX_NAMEDEXPR ||
         e->kind == EX_DICT || e->kind == EX_SET || e->kind == EX_DICTCOMP || e->kind == EX_SETCOMP ||
         (e->kind == EX_COMPARE && e->as.compare.n > 2);
}

void vm_c_expr(Compiler *c, Expr *e, int dst) {
  Span s = e->span;
  switch (e->kind) {
    case EX_NAME: load_name(c, e, dst); return;
    case EX_INT: case EX_FLOAT: case EX_BIGINT: case EX_IMAG: load_const(c, e, dst); return;
    case EX_STR: {
      Value v = rt_str_new(e->as.str.s, (size_t)e->as.str.len);
      vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, vm_c_const(c, v)), s);
      return;
    }
    case EX_BYTES: {
      Value v = rt_bytes_new(rt_bytes_type_of(false), e->as.str.s, (size_t)e->as.str.len);
      vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, vm_c_const(c, v)), s);
      return;
    }
    case EX_NONE: vm_c_emit(c, vm_mk_abc(OP_LOADNONE, dst, 0, 0), s); return;
    case EX_TRUE: case EX_FALSE:
      vm_c_emit(c, vm_mk_abc(OP_LOADBOOL, dst, e->kind == EX_TRUE, 0), s);
      return;
    case EX_ELLIPSIS: {
      Value v = rt_ellipsis();
      rt_incref(v);
      vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, vm_c_const(c, v)), s);
      return;
    }
    case EX_FSTRING: fstring(c, e, dst); return;
    case EX_FORMATTED: formatted(c, e, dst); return;
    case EX_BINOP:
      if (vm_c_fuse(c, e, dst)) return;
      vm_c_emit_binop(c, e->as.binop.op, dst, e->as.binop.left, e->as.binop.right, s); return;
    case EX_UNARY: {
      int k = number_const(c, e);
      if (k < 0 && vm_c_fuse(c, e, dst)) return;
      if (k >= 0) {
        vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, k), s);
        return;
      }
      static const OpCode ops[] = {OP_NEG, OP_POS, OP_INVERT, OP_NOT};
      int save = F(c)->freereg;
      int a = vm_c_operand_in(c, e->as.unary.operand, dst); /* `- - - x` needs one register */
      vm_c_emit(c, vm_mk_abc(ops[e->as.unary.op], dst, a, 0), s);
      F(c)->freereg = save;
      return;
    }
    case EX_BOOLOP: boolop(c, e, dst); return;
    case EX_COMPARE: compare(c, e, dst); return;
    case EX_IFEXP: ifexp(c, e, dst); return;
    case EX_CALL:
      if (!vm_c_fuse(c, e, dst)) vm_c_call(c, e, dst);
      return;
    case EX_ATTR: {
      int save = F(c)->freereg;
      int obj = vm_c_operand_in(c, e->as.attr.obj, dst);
      vm_c_emit(c, vm_mk_abc(OP_GETATTR, dst, obj, vm_c_str_const(c, e->as.attr.name)), s);
      F(c)->freereg = save;
      return;
    }
    case EX_SUBSCRIPT: subscript(c, e, dst); return;
    case EX_SLICE: slice_into(c, e, dst); return;
    case EX_TUPLE: sequence(c, e, dst, OP_BUILDTUPLE); return;
    case EX_LIST: sequence(c, e, dst, OP_BUILDLIST); return;
    case EX_LISTCOMP: case EX_SETCOMP: case EX_DICTCOMP: listcomp(c, e, dst); return;
    case EX_DICT: vm_c_dict_display(c, e, dst); return;
    case EX_SET: vm_c_set_display(c, e, dst); return;
    case EX_LAMBDA: vm_c_closure(c, e->as.lambda, dst); return;
    case EX_STARRED:
      vm_diag_error(c->diag, s, "can't use starred expression here");
      return;
    case EX_YIELD: yield_expr(c, e, dst); return;
    case EX_YIELDFROM: yield_from(c, e, dst); return;
    case EX_GENEXP: genexp(c, e, dst); return;
    case EX_NAMEDEXPR:
      vm_c_expr(c, e->as.named.value, dst);
      vm_c_store(c, e->as.named.target, dst);
      return;
  }
}

/* The operand of an instruction whose result goes to dst: when dst is the newest temporary
 * (nothing above it is live, no local lives there), the operand is computed in dst itself, so
 * the result overwrites it and a temporary object (`make().attr`, `[a, b][0]`) dies at once, as
 * in CPython, rather than when the register is next reused. */
int vm_c_operand_in(Compiler *c, Expr *e, int dst) {
  if (!vm_c_is_plain_local(e) && dst == F(c)->freereg - 1 && dst >= F(c)->proto->nlocals) {
    vm_c_expr(c, e, dst);
    return dst;
  }
  return vm_c_expr_any(c, e);
}

int vm_c_expr_any(Compiler *c, Expr *e) {
  if (vm_c_is_plain_local(e)) {
    check_bound(c, e->as.name.sym, e->span);
    return e->as.name.sym->reg;
  }
  int t = vm_c_alloc(c, 1);
  vm_c_expr(c, e, t);
  return t;
}

/* ---- functions ---- */

/* Parameters take the first registers, in the order binding fills them (proto.h). */
static void assign_registers(Compiler *c, FuncNode *f) {
  Scope *s = f->scope;
  FuncState *fs = F(c);
  int n = f->nparams + f->nkwonly + !!f->vararg + !!f->kwarg;
  for (int k = 0; k < n; k++) {
    const char *name = k < f->nparams ? f->params[k]
                       : k < f->nparams + f->nkwonly ? f->kwonly[k - f->nparams]
                       : k == f->nparams + f->nkwonly && f->vararg ? f->vararg : f->kwarg;
    Symbol *sym = vm_scope_find(s, name);
    sym->reg = k;
    fs->bound[k] = 1;
  }
  fs->freereg = fs->maxreg = n;
  for (int k = 0; k < s->nsyms; k++) {
    Symbol *sym = s->syms[k];
    if ((sym->flags & SYM_BOUND) && !(sym->flags & SYM_PARAM)) sym->reg = vm_c_alloc(c, 1);
  }
  for (int k = 0; k < s->nsyms; k++) {
    Symbol *sym = s->syms[k];
    if ((sym->flags & SYM_BOUND) && (sym->flags & SYM_CELL)) {
      vm_c_emit(c, vm_mk_abc(OP_MAKECELL, sym->reg, 0, 0), f->span);
    }
  }
}

static char *rt_str_printf_c(const char *fmt, const char *a, const char *b) {
  size_t n = strlen(fmt) + strlen(a) + strlen(b) + 1;
  char *s = rt_malloc(n);
  snprintf(s, n, fmt, a, b);
  return s;
}

static char **copy_names(int n) { return rt_calloc((size_t)(n ? n : 1), sizeof(char *)); }

/* Debug names and closure layout of a finished function. */
static void finish_proto(Compiler *c, FuncNode *f) {
  FuncState *fs = F(c);
  Proto *p = fs->proto;
  Scope *s = f->scope;
  p->nregs = fs->maxreg;
  p->regnames = copy_names(p->nregs);
  for (int k = 0; k < s->nsyms; k++) {
    Symbol *sym = s->syms[k];
    if ((sym->flags & SYM_BOUND) && sym->reg >= 0 && sym->reg < p->nregs && !p->regnames[sym->reg]) {
      p->regnames[sym->reg] = rt_strdup(sym->name);
    }
  }
  p->nfree = s->nfree;
  p->freenames = copy_names(s->nfree);
  p->captures = rt_calloc((size_t)(s->nfree ? s->nfree : 1), sizeof(int));
  for (int k = 0; k < s->nfree; k++) {
    Symbol *fr = s->frees[k];
    p->freenames[k] = rt_strdup(fr->name);
    Symbol *o = fr->outer;
    p->captures[k] = (o->flags & SYM_FREE) ? -1 - o->free_index : o->reg;
  }
}

Proto *vm_c_function(Compiler *c, FuncNode *f) {
  FuncState *fs = rt_calloc(1, sizeof *fs);
  fs->parent = c->fs;
  fs->scope = f->scope;
  fs->span = f->span;
  fs->proto = vm_proto_new(c->vm, c->src, f->name);
  c->fs = fs;
  Proto *p = fs->proto;
  p->firstline = f->span.line;
  p->node = f;
  p->tree = c->tree;
  vm_ast_tree_retain(c->tree);
  if (c->cls && c->cls->fs == fs->parent) { /* a method: Class.name */
    free(p->qualname);
    p->qualname = rt_str_printf_c("%s.%s", c->cls->qualname, f->name);
  } else if (fs->parent && !fs->parent->is_module && !vm_c_is_eval_wrapper(fs->parent->proto->qualname)) {
    free(p->qualname);
    p->qualname = rt_str_printf_c("%s.<locals>.%s", fs->parent->proto->qualname, f->name);
  }
  p->nparams = f->nparams;
  p->ndefaults = f->ndefaults;
  p->nposonly = f->nposonly;
  p->nkwonly = f->nkwonly;
  p->flags = (f->vararg ? VM_VARARGS : 0) | (f->kwarg ? VM_VARKW : 0) | (f->is_generator ? VM_GENERATOR : 0);
  for (int k = 0; k < f->nkwonly; k++) p->has_kwdefaults = p->has_kwdefaults || f->kwdefaults[k];
  p->fast_argc = (f->nkwonly || f->vararg || f->kwarg) ? -1 : f->nparams;
  p->params = copy_names(f->nparams + f->nkwonly);
  for (int k = 0; k < f->nparams; k++) p->params[k] = rt_strdup(f->params[k]);
  for (int k = 0; k < f->nkwonly; k++) p->params[f->nparams + k] = rt_strdup(f->kwonly[k]);
  fs->is_generator = f->is_generator;
  assign_registers(c, f);
  p->nlocals = F(c)->freereg;
  /* a generator function's call runs up to here (binding, cells) and returns the generator;
   * an exception thrown in before it starts is raised here, shown as the whole def line */
  Span def_line = {f->span.line, 0, f->span.line, 0};
  if (f->is_generator) vm_c_emit(c, vm_mk_abc(OP_GENSTART, 0, 0, 0), def_line);
  Block body = {f->body, f->nbody};
  /* a comprehension's loops are no blocks */
  if (f->name[0] == '<' || vm_c_check_blocks(c, body)) vm_c_block(c, body);
  Span end = f->nbody ? f->body[f->nbody - 1]->span : f->span;
  if (f->is_generator) vm_c_emit(c, vm_mk_abc(OP_GENRETURN, 0, 1, 0), end);
  else vm_c_emit(c, vm_mk_abc(OP_RETURNNONE, 0, 0, 0), end);
  vm_c_move_cold(c);
  finish_proto(c, f);
  vm_proto_alloc_caches(p);
  c->fs = fs->parent;
  free(fs);
  return p;
}

void vm_c_closure(Compiler *c, FuncNode *f, int dst) {
  int save = F(c)->freereg;
  bool kwdefs = false;
  for (int k = 0; k < f->nkwonly; k++) kwdefs = kwdefs || f->kwdefaults[k];
  int nkw = kwdefs ? f->nkwonly : 0;
  int defs = vm_c_alloc(c, f->ndefaults + nkw);
  for (int k = 0; k < f->ndefaults; k++) vm_c_expr(c, f->defaults[k], defs + k);
  for (int k = 0; k < nkw; k++) {
    int r = defs + f->ndefaults + k;
    if (f->kwdefaults[k]) vm_c_expr(c, f->kwdefaults[k], r);
    else vm_c_emit(c, vm_mk_abc(OP_LOADUNBOUND, r, 0, 0), f->span);
  }
  Proto *p = vm_c_function(c, f);
  int k = vm_c_const(c, rt_obj(p));
  if (k > 0xFFFF) vm_diag_error(c->diag, f->span, "function is too large (more than 65535 constants)");
  vm_c_emit(c, vm_mk_abc(OP_CLOSURE, dst, k, defs), f->span);
  F(c)->freereg = save;
}
