/* compile_class.c — class statements and the calls classes make fast. A class body runs
 * inline in the enclosing frame: MAKECLASS makes the class first, the body's names are stored
 * in it (SETATTR) and read from it with a global fallback (CLASSLOAD, then GETGLOBAL), and
 * CLASSDONE ends it; methods that call super() share a `__class__` cell set after the body.
 * `obj.m(args)` compiles to LOADMETHOD/CALLMETHOD, which call a method found on the class with
 * obj as its first argument without making a bound-method object, led by CCALL for a C method
 * when the operands are plain names or literals (ccall_head). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "compile_internal.h"

static FuncState *F(Compiler *c) { return c->fs; }

ClassCtx *vm_c_class_body(Compiler *c) {
  return c->cls && c->cls->fs == c->fs ? c->cls : NULL;
}

void vm_c_load_class_name(Compiler *c, Expr *e, int dst) {
  ClassCtx *k = vm_c_class_body(c);
  const char *name = e->as.name.id;
  vm_c_emit(c, vm_mk_abc(OP_CLASSLOAD, dst, k->ns, vm_c_str_const(c, name)), e->span);
  vm_c_emit(c, vm_mk_abx(OP_GETGLOBAL, dst, vm_global_slot(c->vm, name)), e->span);
}

void vm_c_reserve_self(Compiler *c) {
  int r = vm_c_alloc(c, 1);
  F(c)->freereg = r;
}

/* ---- class statements ---- */

static char *join_names(const char *a, const char *sep, const char *b) {
  size_t n = strlen(a) + strlen(sep) + strlen(b) + 1;
  char *s = rt_malloc(n);
  snprintf(s, n, "%s%s%s", a, sep, b);
  return s;
}

static char *class_qualname(Compiler *c, const char *name) {
  ClassCtx *k = vm_c_class_body(c);
  if (k) return join_names(k->qualname, ".", name);
  if (!F(c)->is_module && !vm_c_is_eval_wrapper(F(c)->proto->qualname)) {
    return join_names(F(c)->proto->qualname, ".<locals>.", name);
  }
  return rt_strdup(name);
}

/* `x: T` in a class body: __annotations__['x'] = T, the dict made by the first one; at module
 * level, into the module's __annotations__ (run_module makes it). */
void vm_c_class_annotation(Compiler *c, Stmt *st) {
  ClassCtx *k = vm_c_class_body(c);
  if (!k && !F(c)->is_module) return;
  int save = F(c)->freereg;
  int d = vm_c_alloc(c, 2), name = vm_c_str_const(c, "__annotations__");
  if (!k) {
    vm_c_emit(c, vm_mk_abx(OP_GETGLOBAL, d, vm_global_slot(c->vm, "__annotations__")), st->span);
  } else if (!k->ann_made) {
    vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, d, 0, 0), st->span);
    vm_c_emit(c, vm_mk_abc(OP_SETATTR, k->ns, d, name), st->span);
    k->ann_made = true;
  } else {
    vm_c_emit(c, vm_mk_abc(OP_GETATTR, d, k->ns, name), st->span);
  }
  vm_c_emit(c, vm_mk_abx(OP_LOADK, d + 1, vm_c_str_const(c, st->as.assign.ann_name)), st->span);
  int v = vm_c_alloc(c, 1);
  vm_c_annotation(c, st->as.assign.annotation, v);
  vm_c_emit(c, vm_mk_abc(OP_SETITEM, d, d + 1, v), st->span);
  F(c)->freereg = save;
}

/* The annotated names (a tuple of str), or None. */
static int annotations_const(Compiler *c, ClassNode *k) {
  if (k->nannotated == 0) return vm_c_const(c, rt_none());
  Value t = rt_tuple_new(k->nannotated);
  for (int j = 0; j < k->nannotated; j++) rt_tuple_set(t, j, rt_str_from_c(k->annotated[j]));
  return vm_c_const(c, t);
}

static void docstring(Compiler *c, ClassNode *k, int cls) {
  if (k->nbody == 0 || k->body[0]->kind != ST_EXPR || k->body[0]->as.expr->kind != EX_STR) return;
  Expr *e = k->body[0]->as.expr;
  int t = vm_c_alloc(c, 1);
  vm_c_expr(c, e, t);
  vm_c_emit(c, vm_mk_abc(OP_SETATTR, cls, t, vm_c_str_const(c, "__doc__")), e->span);
  F(c)->freereg = t;
}

/* The body runs inline in the frame of the code around it; its instructions are marked as
 * the class's (tracebacks show the frame CPython runs it in). */
static void body(Compiler *c, ClassNode *k, int cls, char *qualname, Span whole) {
  ClassCtx ctx = {c->cls, F(c), cls, qualname, false};
  LoopCtx *loop = F(c)->loop; /* break/continue do not leave a class body */
  F(c)->loop = NULL;
  c->cls = &ctx;
  bool marked = vm_proto_class_body_begin(F(c)->proto, k->name, whole);
  Block b = {k->body, k->nbody};
  if (vm_c_check_blocks(c, b)) vm_c_block(c, b);
  if (marked) vm_proto_class_body_end(F(c)->proto);
  c->cls = ctx.prev;
  F(c)->loop = loop;
}

/* decorators? class NAME(bases): body */
void vm_c_classdef(Compiler *c, Stmt *st) {
  ClassNode *k = st->as.cls;
  int save = F(c)->freereg;
  int nd = k->ndecorators;
  int decs = vm_c_alloc(c, nd);
  for (int j = 0; j < nd; j++) vm_c_expr(c, k->decorators[j], decs + j);
  char *qualname = class_qualname(c, k->name);
  int mark = rt_cleanup_push(free, qualname);
  int base = vm_c_alloc(c, 1 + k->nbases);
  vm_c_emit(c, vm_mk_abx(OP_LOADK, base, vm_c_str_const(c, qualname)), k->span);
  for (int j = 0; j < k->nbases; j++) vm_c_expr(c, k->bases[j], base + 1 + j);
  int kw = 0; /* class C(B, key=value): a dict of them for __init_subclass__ (CLASSDONE's B) */
  if (k->nkw) {
    kw = vm_c_alloc(c, 1);
    int pairs = vm_c_alloc(c, 2 * k->nkw);
    for (int j = 0; j < k->nkw; j++) {
      vm_c_emit(c, vm_mk_abx(OP_LOADK, pairs + 2 * j, vm_c_str_const(c, k->kwnames[j])), k->span);
      vm_c_expr(c, k->kwvalues[j], pairs + 2 * j + 1);
    }
    vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, kw, pairs, k->nkw), k->span);
    kw++; /* B = register + 1; 0: none */
  }
  /* the whole statement, as CPython reports a class statement (no carets) */
  Span whole = k->span;
  if (k->nbody) {
    whole.end_line = k->body[k->nbody - 1]->span.end_line;
    whole.end_col = k->body[k->nbody - 1]->span.end_col;
  }
  int cls = vm_c_alloc(c, 1);
  vm_c_emit(c, vm_mk_abc(OP_MAKECLASS, cls, base, k->nbases), whole);
  Symbol *cell = vm_scope_find(k->scope, "__class__");
  if (cell && !(cell->flags & SYM_CLASSCELL)) cell = NULL;
  if (cell) {
    cell->reg = vm_c_alloc(c, 1);
    vm_c_emit(c, vm_mk_abc(OP_LOADUNBOUND, cell->reg, 0, 0), k->span);
    vm_c_emit(c, vm_mk_abc(OP_MAKECELL, cell->reg, 0, 0), k->span);
  }
  docstring(c, k, cls);
  body(c, k, cls, qualname, whole);
  vm_c_emit(c, vm_mk_abc(OP_CLASSDONE, cls, kw, annotations_const(c, k)), whole);
  if (cell) vm_c_emit(c, vm_mk_abc(OP_SETCELL, cell->reg, cls, 0), k->span);
  int result = vm_c_apply_decorators(c, k->decorators, nd, decs, cls);
  vm_c_store_name(c, k->binding, result, st->span);
  rt_cleanup_pop(mark, true);
  F(c)->freereg = save;
}

/* ---- calls ---- */

/* super() in a method means super(__class__, <first argument>): the __class__ cell and the
 * first parameter's symbol, or false where the call is another one. */
static bool super_parts(Compiler *c, Expr *e, Symbol **cell, Symbol **first) {
  Expr *f = e->as.call.func;
  FuncState *fs = F(c);
  if (!(f->kind == EX_NAME && f->as.name.kind == NAME_GLOBAL && strcmp(f->as.name.id, "super") == 0 &&
        e->as.call.nargs == 0 && e->as.call.nkw == 0)) {
    return false;
  }
  if (fs->is_module || fs->proto->nparams == 0) return false;
  *cell = vm_scope_find(fs->scope, "__class__");
  if (!*cell || !((*cell)->flags & SYM_FREE)) return false;
  *first = vm_scope_find(fs->scope, fs->proto->params[0]);
  return true;
}

static bool super_call(Compiler *c, Expr *e, int dst) {
  FuncState *fs = F(c);
  Symbol *cell, *first;
  if (!super_parts(c, e, &cell, &first)) return false;
  int save = fs->freereg;
  int base = dst == save - 1 ? dst : vm_c_alloc(c, 1);
  int args = vm_c_alloc(c, 2);
  vm_c_expr(c, e->as.call.func, base);
  vm_c_emit(c, vm_mk_abc(OP_GETFREE, args, cell->free_index, 0), e->span);
  if (first->flags & SYM_CELL) {
    vm_c_emit(c, vm_mk_abc(OP_GETCELL, args + 1, first->reg, 0), e->span);
  } else {
    vm_c_emit(c, vm_mk_abc(OP_MOVE, args + 1, first->reg, 0), e->span);
  }
  vm_c_emit(c, vm_mk_abc(OP_CALL, base, 2, 0), e->span);
  if (base != dst) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, base, 0), e->span);
  fs->freereg = save;
  return true;
}

/* super().m(args) with a plain first parameter: LOADSUPER finds m after __class__ on the
 * instance's MRO without making a super object (CPython 3.12's LOAD_SUPER_ATTR); it makes one
 * only when `super` is not the builtin or the cached answer does not hold. */
static bool super_method(Compiler *c, Expr *obj, int base) {
  Symbol *cell, *first;
  if (obj->kind != EX_CALL || !super_parts(c, obj, &cell, &first) || (first->flags & SYM_CELL)) {
    return false;
  }
  vm_c_expr(c, obj->as.call.func, base);
  vm_c_emit(c, vm_mk_abc(OP_GETFREE, base + 1, cell->free_index, 0), obj->span);
  return true;
}

/* A CCALL operand read without code: a plain local's register, a global's slot or a
 * literal's constant; its VM_CC_* kind, or -1. */
static int ccall_operand(Compiler *c, Expr *e, int *index) {
  Value v;
  switch (e->kind) {
    case EX_NAME:
      if (vm_c_is_plain_local(e)) {
        *index = e->as.name.sym->reg;
        return *index <= VM_CC_MAX_INDEX ? VM_CC_REG : -1;
      }
      if (e->as.name.kind != NAME_GLOBAL) return -1;
      *index = vm_global_slot(c->vm, e->as.name.id);
      return *index <= VM_CC_MAX_INDEX ? VM_CC_GLOBAL : -1;
    case EX_INT: v = rt_int(e->as.i); break;
    case EX_FLOAT: v = rt_float(e->as.f); break;
    case EX_STR: v = rt_str_new(e->as.str.s, (size_t)e->as.str.len); break;
    case EX_NONE: v = rt_none(); break;
    case EX_TRUE: case EX_FALSE: v = rt_bool(e->kind == EX_TRUE); break;
    default: return -1;
  }
  *index = vm_c_const(c, v);
  return *index <= VM_CC_MAX_INDEX ? VM_CC_CONST : -1;
}

/* obj.m(a, b) with a receiver that is a plain local or a global and up to two arguments that
 * are plain locals, globals or literals: CCALL + CCARGS first, which call a C method of the
 * receiver's type (d.get(w, 0), xs.append(x), s.split()) with the operands read where they
 * are, and jump over the ordinary code that follows (loads, LOADMETHOD, CALLMETHOD); anything
 * else (a Python method, an unbound name) runs that code as if CCALL were not there. Reading
 * the operands has no effects, so skipping their code changes nothing. CCALL's index, or -1. */
static int ccall_head(Compiler *c, Expr *e, int dst) {
  Expr *f = e->as.call.func;
  int n = e->as.call.nargs, idx[2] = {0, 0}, kind[2] = {0, 0}, recv;
  if (n > 2 || e->as.call.nkw > 0) return -1;
  int rkind = ccall_operand(c, f->as.attr.obj, &recv);
  if (rkind != VM_CC_REG && rkind != VM_CC_GLOBAL) return -1;
  for (int k = 0; k < n; k++)
    if ((kind[k] = ccall_operand(c, e->as.call.args[k], &idx[k])) < 0) return -1;
  int name = vm_c_str_const(c, f->as.attr.name);
  if (name > 0xFFFF) return -1;
  Instr x = (Instr)OP_CCARGS | (Instr)name << 8 | (Instr)n << 24 | (Instr)(rkind == VM_CC_GLOBAL) << 26 |
            (Instr)kind[0] << 27 | (Instr)kind[1] << 29 | (Instr)idx[0] << 32 | (Instr)idx[1] << 48;
  int at = vm_c_emit(c, vm_mk_abc(OP_CCALL, dst, recv, VM_SC_BIAS), e->span);
  vm_c_emit(c, x, e->span);
  return at;
}

static void method_call(Compiler *c, Expr *e, int dst) {
  Expr *f = e->as.call.func;
  int save = F(c)->freereg;
  int base = dst == save - 1 ? dst : vm_c_alloc(c, 1);
  int self = vm_c_alloc(c, 1);
  Symbol *cell, *first;
  if (super_method(c, f->as.attr.obj, base)) {
    super_parts(c, f->as.attr.obj, &cell, &first);
    vm_c_emit(c, vm_mk_abc(OP_LOADSUPER, base, first->reg, vm_c_str_const(c, f->as.attr.name)),
              f->span);
    vm_c_call_args(c, e, OP_CALLMETHOD, base, dst, save, 254);
    return;
  }
  int fast = ccall_head(c, e, dst);
  /* a local receiver is read in place: LOADMETHOD copies it into `self` itself */
  int obj = vm_c_is_plain_local(f->as.attr.obj) ? vm_c_expr_any(c, f->as.attr.obj) : self;
  if (obj == self) vm_c_expr(c, f->as.attr.obj, self);
  vm_c_emit(c, vm_mk_abc(OP_LOADMETHOD, base, obj, vm_c_str_const(c, f->as.attr.name)), f->span);
  vm_c_call_args(c, e, OP_CALLMETHOD, base, dst, save, 254); /* self takes one of the 255 */
  if (fast >= 0) vm_c_patch(c, fast, vm_c_here(c));
}

bool vm_c_special_call(Compiler *c, Expr *e, int dst) {
  Expr *f = e->as.call.func;
  if (f->kind == EX_NAME) return super_call(c, e, dst);
  if (f->kind != EX_ATTR) return false;
  for (int k = 0; k < e->as.call.nargs; k++) {
    if (e->as.call.args[k]->kind == EX_STARRED) return false;
  }
  method_call(c, e, dst);
  return true;
}
