/* compile_call.c — calls and star-unpacking: plain calls (CALL, and CALLG for a global
 * function with plain arguments), calls with starred arguments (CALLEX, the positional
 * arguments gathered in a list, `**` items merged into a dict of keywords by KWMERGE), and
 * list/tuple displays with starred items. */
#include <string.h>

#include "../obj/objects.h"
#include "compile_internal.h"

static FuncState *F(Compiler *c) { return c->fs; }

/* An argument that calls nothing and reads only constants and locals. */
static bool plain_arg(Expr *e) {
  switch (e->kind) {
    case EX_INT: case EX_FLOAT: case EX_STR: case EX_BYTES: case EX_NONE: case EX_TRUE: case EX_FALSE:
    case EX_BIGINT: case EX_IMAG: return true;
    case EX_NAME: return vm_c_is_plain_local(e);
    case EX_BINOP: return plain_arg(e->as.binop.left) && plain_arg(e->as.binop.right);
    case EX_UNARY: return plain_arg(e->as.unary.operand);
    default: return false;
  }
}

/* The global slot for CALLG when e calls a global name with plain positional arguments (so
 * no argument can rebind the name before it is read), written as the call's first token (so
 * a NameError's caret can be derived from the call's span); -1 otherwise. One difference from
 * CPython remains: when the name is unbound AND an argument raises (nope(n // 0)), the
 * argument's error is reported instead of the NameError. */
static int callg_slot(Compiler *c, Expr *e) {
  Expr *f = e->as.call.func;
  if (f->kind != EX_NAME || f->as.name.kind != NAME_GLOBAL ||
      e->as.call.nkw > 0 || e->as.call.nargs > 255 || f->span.line != e->span.line || f->span.col != e->span.col ||
      f->span.end_line != f->span.line || f->span.end_col != f->span.col + (int)strlen(f->as.name.id))
    return -1;
  for (int k = 0; k < e->as.call.nargs; k++)
    if (!plain_arg(e->as.call.args[k])) return -1;
  int slot = vm_global_slot(c->vm, f->as.name.id);
  return slot <= VM_MAX_C ? slot : -1;
}

static void plain_call(Compiler *c, Expr *e, int dst) {
  if (vm_c_special_call(c, e, dst)) return; /* obj.m(...) and super() */
  int save = F(c)->freereg;
  int base = dst == save - 1 ? dst : vm_c_alloc(c, 1);
  int gslot = callg_slot(c, e);
  if (gslot >= 0) {
    for (int k = 0; k < e->as.call.nargs; k++) vm_c_expr(c, e->as.call.args[k], vm_c_alloc(c, 1));
    vm_c_reserve_self(c);
    vm_c_emit(c, vm_mk_abc(OP_CALLG, base, e->as.call.nargs, gslot), e->span);
    if (base != dst) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, base, 0), e->span);
    F(c)->freereg = save;
    return;
  }
  vm_c_expr(c, e->as.call.func, base);
  vm_c_call_args(c, e, OP_CALL, base, dst, save, 255);
}

void vm_c_call_args(Compiler *c, Expr *e, int op, int base, int dst, int save, int max_args) {
  for (int k = 0; k < e->as.call.nargs; k++) vm_c_expr(c, e->as.call.args[k], vm_c_alloc(c, 1));
  for (int k = 0; k < e->as.call.nkw; k++) vm_c_expr(c, e->as.call.kwvalues[k], vm_c_alloc(c, 1));
  int kc = 0;
  if (e->as.call.nkw > 0) {
    Value names = rt_tuple_new(e->as.call.nkw);
    for (int k = 0; k < e->as.call.nkw; k++) rt_tuple_set(names, k, rt_str_from_c(e->as.call.kwnames[k]));
    kc = vm_c_const(c, names) + 1;
  }
  int argc = e->as.call.nargs + e->as.call.nkw;
  if (argc > max_args) vm_diag_error(c->diag, e->span, "too many arguments in one call (at most %d)", max_args);
  vm_c_reserve_self(c);
  vm_c_emit(c, vm_mk_abc(op, base, argc, kc), e->span);
  if (base != dst) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, base, 0), e->span);
  F(c)->freereg = save;
}

bool vm_c_has_star(Expr **items, int n) {
  for (int k = 0; k < n; k++)
    if (items[k]->kind == EX_STARRED) return true;
  return false;
}

/* Built in a temporary and moved: dst may be a local the items read ([*xs, 1] into xs). */
void vm_c_star_list(Compiler *c, Expr **items, int n, int dst, Span s) {
  int save = F(c)->freereg;
  int list = vm_c_alloc(c, 1);
  int lead = 0;
  while (lead < n && items[lead]->kind != EX_STARRED && lead < 64) lead++;
  int regs = vm_c_alloc(c, lead);
  for (int k = 0; k < lead; k++) vm_c_expr(c, items[k], regs + k);
  vm_c_emit(c, vm_mk_abc(OP_BUILDLIST, list, regs, lead), s);
  F(c)->freereg = regs;
  int t = vm_c_alloc(c, 1);
  for (int k = lead; k < n; k++) {
    Expr *item = items[k];
    if (item->kind == EX_STARRED) {
      vm_c_expr(c, item->as.starred, t);
      vm_c_emit(c, vm_mk_abc(OP_LISTEXTEND, list, t, 0), item->span);
    } else {
      vm_c_expr(c, item, t);
      vm_c_emit(c, vm_mk_abc(OP_LISTAPPEND, list, t, 0), item->span);
    }
  }
  vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, list, 0), s);
  F(c)->freereg = save;
}

static bool has_dstar(Expr *e) {
  for (int k = 0; k < e->as.call.nkw; k++)
    if (!e->as.call.kwnames[k]) return true;
  return false;
}

/* The keywords of a call with `**` items: R[base+2] := a dict of them, in source order; each
 * KWMERGE checks what CPython's DICT_MERGE does (a mapping, no keyword given twice). */
static void keyword_dict(Compiler *c, Expr *e, int base) {
  int kw = vm_c_alloc(c, 1), t = vm_c_alloc(c, 1);
  vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, kw, 0, 0), e->span);
  for (int k = 0; k < e->as.call.nkw; k++) {
    Expr *v = e->as.call.kwvalues[k];
    const char *name = e->as.call.kwnames[k];
    vm_c_expr(c, v, t);
    int kc = name ? vm_c_str_const(c, name) + 1 : 0;
    if (kc > VM_MAX_C) vm_diag_error(c->diag, e->span, "function is too large (too many constants)");
    vm_c_emit(c, vm_mk_abc(OP_KWMERGE, base, t, kc), e->span);
  }
}

/* f(a, *xs, k=v) and f(**kw): R[base] the function, R[base+1] the positional arguments (a list,
 * or for a sole `*xs` the iterable itself, so that its error names the function), then the
 * keyword values, or with `**` items a dict of all the keywords in R[base+2]. */
static void star_call(Compiler *c, Expr *e, int dst) {
  int save = F(c)->freereg;
  int base = dst == save - 1 ? dst : vm_c_alloc(c, 1);
  vm_c_expr(c, e->as.call.func, base);
  int pos = vm_c_alloc(c, 1);
  int flags = 0;
  Expr **args = e->as.call.args;
  if (e->as.call.nargs == 1 && args[0]->kind == EX_STARRED) {
    vm_c_expr(c, args[0]->as.starred, pos);
    flags = VM_CALLEX_RAW;
  } else {
    vm_c_star_list(c, args, e->as.call.nargs, pos, e->span);
  }
  int kc = 0, nkw = e->as.call.nkw;
  if (has_dstar(e) || nkw > 255) {
    keyword_dict(c, e, base);
    flags |= VM_CALLEX_KWDICT;
    nkw = 0;
  } else {
    for (int k = 0; k < nkw; k++) vm_c_expr(c, e->as.call.kwvalues[k], vm_c_alloc(c, 1));
    if (nkw > 0) {
      Value names = rt_tuple_new(nkw);
      for (int k = 0; k < nkw; k++) rt_tuple_set(names, k, rt_str_from_c(e->as.call.kwnames[k]));
      kc = vm_c_const(c, names) + 1;
    }
  }
  if (kc >= VM_CALLEX_RAW) vm_diag_error(c->diag, e->span, "function is too large (too many constants)");
  vm_c_emit(c, vm_mk_abc(OP_CALLEX, base, nkw, kc | flags), e->span);
  if (base != dst) vm_c_emit(c, vm_mk_abc(OP_MOVE, dst, base, 0), e->span);
  F(c)->freereg = save;
}

void vm_c_call(Compiler *c, Expr *e, int dst) {
  /* more arguments than CALL's count holds go as a star call's list and dict (CPython has no limit) */
  if (vm_c_has_star(e->as.call.args, e->as.call.nargs) || has_dstar(e) || e->as.call.nargs + e->as.call.nkw > 254)
    star_call(c, e, dst);
  else plain_call(c, e, dst);
}
