/* compile_stmt.c — statements to register code: assignment and unpacking, augmented
 * assignment, control flow (if/while/for with else, break/continue), imports, def with
 * decorators; the module entry point; and the small emission helpers. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "compile_internal.h"
#include "user_module.h"

static FuncState *F(Compiler *c) { return c->fs; }

/* ---- emission helpers ---- */

/* Temporaries used by one construct: vm_c_temps_begin starts counting them, vm_c_temps_end
 * releases those at save and above (CLEAR) and resumes the function's count. */
int vm_c_temps_begin(Compiler *c) {
  int outer = F(c)->maxreg;
  F(c)->maxreg = F(c)->freereg;
  return outer;
}

void vm_c_temps_end(Compiler *c, int save, int outer, bool clear, Span s) {
  FuncState *fs = F(c);
  int hi = fs->maxreg;
  if (clear && hi > save) vm_c_emit(c, vm_mk_abc(OP_CLEAR, save, hi - save, 0), s);
  fs->freereg = save;
  if (outer > fs->maxreg) fs->maxreg = outer;
}

int vm_c_alloc(Compiler *c, int n) {
  FuncState *fs = F(c);
  int r = fs->freereg;
  fs->freereg += n;
  if (fs->freereg > VM_MAX_REGS - 8) {
    fs->freereg = VM_MAX_REGS - 8;
    if (!fs->too_complex) {
      vm_diag_error(c->diag, fs->span, "%s is too complex (needs more than %d registers)",
                    fs->is_module ? "module" : "function", VM_MAX_REGS);
    }
    fs->too_complex = true;
    return 0;
  }
  if (fs->freereg > fs->maxreg) fs->maxreg = fs->freereg;
  for (int k = r; k < r + n; k++) fs->bound[k] = 0;
  return r;
}

int vm_c_emit(Compiler *c, Instr i, Span s) { return vm_emit(F(c)->proto, i, s); }

int vm_c_const(Compiler *c, Value v) { return vm_proto_add_const(F(c)->proto, v); }

int vm_c_str_const(Compiler *c, const char *s) { return vm_c_const(c, rt_str_from_c(s)); }

int vm_c_here(Compiler *c) { return F(c)->proto->ncode; }

void vm_c_jump_to(Compiler *c, JumpList *l, int at) {
  (void)c;
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 4;
    l->at = rt_realloc(l->at, sizeof(int) * (size_t)l->cap);
  }
  l->at[l->n++] = at;
}

void vm_c_patch(Compiler *c, int at, int target) {
  Instr *code = F(c)->proto->code;
  Instr i = code[at];
  int64_t off = target - (at + 1);
  if (vm_op_formats[I_OP(i)] == FMT_ABsC) {
    code[at] = vm_mk_abc(I_OP(i), I_A(i), I_B(i), (int)(off + VM_SC_BIAS));
  } else {
    code[at] = vm_mk_abx(I_OP(i), I_A(i), off + VM_SBX_BIAS);
  }
}

void vm_c_patch_here(Compiler *c, JumpList *l) {
  for (int k = 0; k < l->n; k++) vm_c_patch(c, l->at[k], vm_c_here(c));
  l->n = 0;
}

void vm_c_free_list(JumpList *l) {
  free(l->at);
  l->at = NULL;
  l->n = l->cap = 0;
}

int vm_c_jump(Compiler *c, OpCode op, int a, Span s) {
  return vm_c_emit(c, vm_mk_abx(op, a, VM_SBX_BIAS), s);
}

/* ---- stores ---- */

static void store_symbol(Compiler *c, Symbol *sym, int src, Span s) {
  if (sym->flags & SYM_CELL) {
    vm_c_emit(c, vm_mk_abc(OP_SETCELL, sym->reg, src, 0), s);
  } else {
    if (sym->reg != src) vm_c_emit(c, vm_mk_abc(OP_MOVE, sym->reg, src, 0), s);
    F(c)->bound[sym->reg] = 1;
  }
}

void vm_c_store_name(Compiler *c, const char *name, int src, Span s) {
  ClassCtx *k = vm_c_class_body(c);
  if (k) {
    vm_c_emit(c, vm_mk_abc(OP_SETATTR, k->ns, src, vm_c_str_const(c, name)), s);
    return;
  }
  Symbol *sym = F(c)->is_module ? NULL : vm_scope_find(F(c)->scope, name);
  if (sym && (sym->flags & SYM_BOUND)) {
    store_symbol(c, sym, src, s);
    return;
  }
  if (sym && (sym->flags & SYM_NONLOCAL)) {
    vm_c_emit(c, vm_mk_abc(OP_SETFREE, sym->free_index, src, 0), s);
    return;
  }
  vm_c_emit(c, vm_mk_abx(OP_SETGLOBAL, src, vm_global_slot(c->vm, name)), s);
}

void vm_c_store(Compiler *c, Expr *t, int src) {
  int save = F(c)->freereg;
  switch (t->kind) {
    case EX_NAME:
      if (t->as.name.kind == NAME_LOCAL) store_symbol(c, t->as.name.sym, src, t->span);
      else if (t->as.name.kind == NAME_FREE) vm_c_emit(c, vm_mk_abc(OP_SETFREE, t->as.name.sym->free_index, src, 0), t->span);
      else if (t->as.name.kind == NAME_CLASS) vm_c_store_name(c, t->as.name.id, src, t->span);
      else vm_c_emit(c, vm_mk_abx(OP_SETGLOBAL, src, vm_global_slot(c->vm, t->as.name.id)), t->span);
      break;
    case EX_ATTR: {
      int obj = vm_c_expr_any(c, t->as.attr.obj);
      vm_c_emit(c, vm_mk_abc(OP_SETATTR, obj, src, vm_c_str_const(c, t->as.attr.name)), t->span);
      break;
    }
    case EX_SUBSCRIPT: {
      int obj = vm_c_expr_any(c, t->as.subscript.obj);
      int key = vm_c_index(c, t->as.subscript.index);
      vm_c_anchor_subscript(c, vm_c_emit(c, vm_mk_abc(OP_SETITEM, obj, key, src), t->span), t);
      break;
    }
    case EX_TUPLE: case EX_LIST: {
      int n = t->as.seq.n, star = -1;
      for (int k = 0; k < n; k++)
        if (t->as.seq.items[k]->kind == EX_STARRED) star = k;
      int base = vm_c_alloc(c, n);
      if (star < 0) {
        vm_c_emit(c, vm_mk_abc(OP_UNPACK, base, src, n), t->span);
      } else {
        if (star >= 4096 || n - star - 1 >= 4096) vm_diag_error(c->diag, t->span, "too many expressions in star-unpacking assignment");
        vm_c_emit(c, vm_mk_abc(OP_UNPACKEX, base, src, star << 12 | (n - star - 1)), t->span);
      }
      for (int k = 0; k < n; k++) {
        Expr *item = t->as.seq.items[k];
        vm_c_store(c, item->kind == EX_STARRED ? item->as.starred : item, base + k);
      }
      break;
    }
    default:
      vm_diag_error(c->diag, t->span, "cannot assign to expression");
  }
  F(c)->freereg = save;
}

/* ---- simple statements ---- */

/* Does the code from pc on read a temporary (a register at or above save) that holds a new
 * object (a call's result, a display) without overwriting it, so that the register may keep the
 * object's last reference (`x = make().attr` into a local)? Calls release their arguments and
 * arithmetic its dying operands; values loaded from variables are referenced elsewhere. */
static bool leaves_temps(Compiler *c, int pc, int save) {
  Proto *p = F(c)->proto;
  uint64_t fresh = 0; /* registers save..save+63 holding a new object */
  for (; pc < p->ncode; pc++) {
    Instr i = p->code[pc];
    int a = I_A(i) - save, b = I_B(i) - save, k = I_C(i) - save;
    switch (I_OP(i)) {
      case OP_CALL: case OP_CALLG: case OP_CALLMETHOD: case OP_CALLEX: case OP_CCALL:
      case OP_BUILDLIST: case OP_BUILDTUPLE: case OP_BUILDDICT: case OP_BUILDSET:
        if (a >= 0 && a < 64) fresh |= 1ull << a;
        break;
      case OP_GETITEM: case OP_EQ: case OP_NE: case OP_LT: case OP_LE: case OP_GT: case OP_GE:
      case OP_IS: case OP_ISNOT: case OP_IN: case OP_NOTIN:
        if (k >= 0 && k < 64 && k != a && (fresh >> k & 1)) return true;
        /* fall through */
      case OP_GETATTR: case OP_NEG: case OP_POS: case OP_INVERT: case OP_NOT: case OP_FORMAT:
      case OP_UNPACK:
        if (b >= 0 && b < 64 && b != a && (fresh >> b & 1)) return true;
        break;
      default: break;
    }
  }
  return false;
}

static void assign_local(Compiler *c, Expr *v, int reg) {
  int save = F(c)->freereg, outer = vm_c_temps_begin(c), pc = vm_c_here(c);
  vm_c_expr(c, v, reg);
  F(c)->bound[reg] = 1;
  vm_c_temps_end(c, save, outer, leaves_temps(c, pc, save), v->span);
}

static void assign(Compiler *c, Stmt *st) {
  Expr *v = st->as.assign.value;
  Expr *t0 = st->as.assign.targets[0];
  int save = F(c)->freereg;
  if (st->as.assign.ntargets == 1 && vm_c_is_plain_local(t0) && !vm_c_writes_early(v)) {
    assign_local(c, v, t0->as.name.sym->reg);
    return;
  }
  /* self.x = x: both plain locals, so SETATTR reads x's register in place (nothing can rebind
   * x between reading it and storing it) */
  if (st->as.assign.ntargets == 1 && t0->kind == EX_ATTR && vm_c_is_plain_local(v) &&
      vm_c_is_plain_local(t0->as.attr.obj)) {
    vm_c_store(c, t0, vm_c_expr_any(c, v));
    F(c)->freereg = save;
    return;
  }
  /* a, b = b, a: evaluate every value before storing any */
  if (st->as.assign.ntargets == 1 && (t0->kind == EX_TUPLE || t0->kind == EX_LIST) &&
      v->kind == EX_TUPLE && v->as.seq.n == t0->as.seq.n) {
    int n = v->as.seq.n;
    bool plain = true;
    for (int k = 0; k < n; k++) plain = plain && v->as.seq.items[k]->kind != EX_STARRED;
    for (int k = 0; k < n; k++) plain = plain && t0->as.seq.items[k]->kind != EX_STARRED;
    if (plain) {
      int base = vm_c_alloc(c, n);
      for (int k = 0; k < n; k++) vm_c_expr(c, v->as.seq.items[k], base + k);
      for (int k = 0; k < n; k++) vm_c_store(c, t0->as.seq.items[k], base + k);
      F(c)->freereg = save;
      return;
    }
  }
  int outer = vm_c_temps_begin(c), pc = vm_c_here(c);
  int r = vm_c_alloc(c, 1);
  vm_c_expr(c, v, r);
  for (int k = 0; k < st->as.assign.ntargets; k++) vm_c_store(c, st->as.assign.targets[k], r);
  /* r keeps the stored value, as a reference the next statement's first write releases */
  vm_c_temps_end(c, save, outer, leaves_temps(c, pc, r + 1), st->span);
}

static void emit_inplace(Compiler *c, BinOp op, int target, Expr *value, Span s) {
  int save = F(c)->freereg;
  int v = vm_c_expr_any(c, value);
  vm_c_emit(c, vm_mk_abc(OP_INPLACE, target, v, op), s);
  F(c)->freereg = save;
}

/* x op= v: load the target once, update in place where the type allows, store back. */
static void augassign(Compiler *c, Stmt *st) {
  Expr *t = st->as.aug.target;
  int save = F(c)->freereg;
  if (vm_c_is_plain_local(t)) {
    Symbol *sym = t->as.name.sym;
    if (!F(c)->bound[sym->reg]) vm_c_emit(c, vm_mk_abc(OP_CHECKBOUND, sym->reg, 0, 0), t->span);
    emit_inplace(c, st->as.aug.op, sym->reg, st->as.aug.value, st->span);
    return;
  }
  int cur = vm_c_alloc(c, 1);
  if (t->kind == EX_NAME) {
    vm_c_expr(c, t, cur);
    emit_inplace(c, st->as.aug.op, cur, st->as.aug.value, st->span);
    vm_c_store(c, t, cur);
  } else if (t->kind == EX_ATTR) {
    int obj = vm_c_expr_any(c, t->as.attr.obj);
    int name = vm_c_str_const(c, t->as.attr.name);
    vm_c_emit(c, vm_mk_abc(OP_GETATTR, cur, obj, name), t->span);
    emit_inplace(c, st->as.aug.op, cur, st->as.aug.value, st->span);
    vm_c_emit(c, vm_mk_abc(OP_SETATTR, obj, cur, name), t->span);
  } else {
    int obj = vm_c_expr_any(c, t->as.subscript.obj);
    int key = vm_c_index(c, t->as.subscript.index);
    vm_c_anchor_subscript(c, vm_c_emit(c, vm_mk_abc(OP_GETITEM, cur, obj, key), t->span), t);
    emit_inplace(c, st->as.aug.op, cur, st->as.aug.value, st->span);
    vm_c_anchor_subscript(c, vm_c_emit(c, vm_mk_abc(OP_SETITEM, obj, key, cur), t->span), t);
  }
  F(c)->freereg = save;
}

static void del_target(Compiler *c, Expr *t) {
  int save = F(c)->freereg;
  if (t->kind == EX_NAME && t->as.name.kind == NAME_LOCAL) {
    Symbol *sym = t->as.name.sym;
    if (sym->flags & SYM_CELL) {
      int tmp = vm_c_alloc(c, 1);
      vm_c_emit(c, vm_mk_abc(OP_GETCELL, tmp, sym->reg, 0), t->span);
      vm_c_emit(c, vm_mk_abc(OP_DELCELL, sym->reg, 0, 0), t->span);
    } else {
      vm_c_emit(c, vm_mk_abc(OP_CHECKBOUND, sym->reg, 0, 0), t->span);
      vm_c_emit(c, vm_mk_abc(OP_LOADUNBOUND, sym->reg, 0, 0), t->span);
      F(c)->bound[sym->reg] = 0;
    }
  } else if (t->kind == EX_NAME && t->as.name.kind == NAME_FREE) {
    vm_c_emit(c, vm_mk_abc(OP_DELFREE, t->as.name.sym->free_index, 0, 0), t->span);
  } else if (t->kind == EX_NAME && t->as.name.kind == NAME_CLASS) {
    int name = vm_c_str_const(c, t->as.name.id);
    vm_c_emit(c, vm_mk_abc(OP_DELATTR, vm_c_class_body(c)->ns, 0, name), t->span);
  } else if (t->kind == EX_NAME) {
    vm_c_emit(c, vm_mk_abx(OP_DELGLOBAL, 0, vm_global_slot(c->vm, t->as.name.id)), t->span);
  } else if (t->kind == EX_ATTR) {
    int obj = vm_c_expr_any(c, t->as.attr.obj);
    vm_c_emit(c, vm_mk_abc(OP_DELATTR, obj, 0, vm_c_str_const(c, t->as.attr.name)), t->span);
  } else if (t->kind == EX_SUBSCRIPT) {
    int obj = vm_c_expr_any(c, t->as.subscript.obj);
    int key = vm_c_index(c, t->as.subscript.index);
    vm_c_anchor_subscript(c, vm_c_emit(c, vm_mk_abc(OP_DELITEM, obj, key, 0), t->span), t);
  } else if (t->kind == EX_TUPLE || t->kind == EX_LIST) {
    for (int k = 0; k < t->as.seq.n; k++) del_target(c, t->as.seq.items[k]);
  } else {
    vm_diag_error(c->diag, t->span, "cannot delete expression");
  }
  F(c)->freereg = save;
}

static void import_stmt(Compiler *c, Stmt *st) {
  int save = F(c)->freereg;
  int t = vm_c_alloc(c, 1);
  for (int k = 0; k < st->as.import.n; k++) {
    ImportName *in = &st->as.import.names[k];
    vm_c_emit(c, vm_mk_abx(OP_IMPORT, t, vm_c_str_const(c, in->name)), st->span);
    if (in->asname) {
      vm_c_store_name(c, in->asname, t, in->span);
      continue;
    }
    size_t root = strcspn(in->name, ".");
    char buf[256];
    snprintf(buf, sizeof buf, "%.*s", (int)root, in->name);
    if (in->name[root]) vm_c_emit(c, vm_mk_abx(OP_IMPORT, t, vm_c_str_const(c, buf)), in->span);
    vm_c_store_name(c, buf, t, in->span);
  }
  F(c)->freereg = save;
}

static void make_slot(const char *name, Value v, void *ud) {
  (void)v;
  vm_global_slot(ud, name);
}

/* `from m import *` (module level only: the resolver said so) binds names the program may never
 * spell; the running code cannot grow the slot table, so the module is imported now (Weft's
 * modules are all built in: importing one runs no program code) and a slot made for each of its
 * names. An unknown module makes none: the import fails at run time, where CPython's does. */
static void star_slots(Compiler *c, const char *module) {
  Value m;
  if (module[0] == '.' || vm_user_module_exists(module)) return; /* its names are the ones the program spells */
  if (!vm_try_import(module, &m)) return;
  if (rt_is_type(m, &rt_module_type)) vm_star_names(m, make_slot, c->vm);
  rt_decref(m);
}

static void import_from(Compiler *c, Stmt *st) {
  int save = F(c)->freereg;
  int m = vm_c_alloc(c, 2);
  vm_c_emit(c, vm_mk_abx(OP_IMPORT, m, vm_c_str_const(c, st->as.import.module)), st->span);
  for (int k = 0; k < st->as.import.n; k++) {
    ImportName *in = &st->as.import.names[k];
    if (!strcmp(st->as.import.module, "__future__") && !strcmp(in->name, "annotations")) c->future_annotations = true;
    vm_c_emit(c, vm_mk_abc(OP_IMPORTFROM, m + 1, m, vm_c_str_const(c, in->name)), st->span);
    if (!strcmp(in->name, "*")) {
      star_slots(c, st->as.import.module);
      continue;
    }
    vm_c_store_name(c, in->asname ? in->asname : in->name, m + 1, in->span);
  }
  F(c)->freereg = save;
}

/* fn.__annotations__ = {'x': int, ..., 'return': T}, evaluated when the def runs, as CPython
 * does (vm_c_annotation: an annotation Weft cannot evaluate stays text). */
static void annotate(Compiler *c, const FuncNode *f, int fn) {
  int save = F(c)->freereg;
  int d = vm_c_alloc(c, 3);
  const Expr *disp = f->annotations;
  vm_c_emit(c, vm_mk_abc(OP_BUILDDICT, d, 0, 0), f->span);
  for (int k = 0; k < disp->as.dict.n; k++) {
    const Expr *key = disp->as.dict.keys[k];
    vm_c_emit(c, vm_mk_abx(OP_LOADK, d + 1, vm_c_str_const(c, key->as.str.s)), f->span);
    vm_c_annotation(c, disp->as.dict.values[k], d + 2);
    vm_c_emit(c, vm_mk_abc(OP_SETITEM, d, d + 1, d + 2), f->span);
  }
  vm_c_emit(c, vm_mk_abc(OP_SETATTR, fn, d, vm_c_str_const(c, "__annotations__")), f->span);
  F(c)->freereg = save;
}

/* Apply the decorators evaluated into decs.. (top one first) to the value in obj, the last
 * decorator first; returns the register of the result. When obj sits right above them, each
 * call is made where the decorator is (R[decs+k](R[decs+k+1])), so stacked decorators take one
 * register each, not three. */
int vm_c_apply_decorators(Compiler *c, Expr **decorators, int nd, int decs, int obj) {
  for (int k = nd - 1; k >= 0; k--) {
    Span s = decorators[k]->span;
    int call = decs + k;
    if (obj != call + 1) {
      call = vm_c_alloc(c, 2);
      vm_c_emit(c, vm_mk_abc(OP_MOVE, call, decs + k, 0), s);
      vm_c_emit(c, vm_mk_abc(OP_MOVE, call + 1, obj, 0), s);
    }
    vm_c_emit(c, vm_mk_abc(OP_CALL, call, 1, 0), s);
    obj = call;
  }
  return obj;
}

static void funcdef(Compiler *c, Stmt *st) {
  FuncNode *f = st->as.func;
  int save = F(c)->freereg;
  int nd = f->ndecorators;
  int decs = vm_c_alloc(c, nd);
  for (int k = 0; k < nd; k++) vm_c_expr(c, f->decorators[k], decs + k);
  int fn = vm_c_alloc(c, 1);
  vm_c_closure(c, f, fn);
  if (f->annotations) annotate(c, f, fn);
  fn = vm_c_apply_decorators(c, f->decorators, nd, decs, fn);
  vm_c_store_name(c, f->binding, fn, st->span);
  F(c)->freereg = save;
}

static void expr_stmt(Compiler *c, Stmt *st) {
  Expr *e = st->as.expr;
  bool echo = c->echo && (F(c)->is_module || (c->echo_wrapper && F(c)->parent && F(c)->parent->is_module &&
                                              strcmp(F(c)->proto->name, "__weft_exec__") == 0));
  if (!echo && (e->kind == EX_STR || e->kind == EX_BYTES || e->kind == EX_INT || e->kind == EX_FLOAT ||
                e->kind == EX_NONE || e->kind == EX_ELLIPSIS)) {
    return; /* docstrings and other constants do nothing */
  }
  int save = F(c)->freereg, outer = vm_c_temps_begin(c), pc = vm_c_here(c);
  int r = vm_c_expr_any(c, e);
  if (echo) vm_c_emit(c, vm_mk_abc(OP_ECHO, r, 0, 0), st->span);
  /* the discarded value stays in r until the next statement's first write (before anything
   * it prints); a temporary above it would stay longer */
  vm_c_temps_end(c, save, outer, leaves_temps(c, pc, save), st->span);
}

/* ---- control flow ---- */

/* Which locals are definitely assigned: saved before a block that may not run, restored
 * after it (on the heap: blocks nest deeply, e.g. long elif chains). */
typedef struct BoundSave {
  uint8_t *bits;
  int n; /* registers that existed when saved; later ones are temporaries */
} BoundSave;

static BoundSave save_bound(Compiler *c) {
  BoundSave b = {rt_malloc((size_t)F(c)->maxreg + 1), F(c)->maxreg};
  memcpy(b.bits, F(c)->bound, (size_t)b.n);
  return b;
}

static void restore_bound(Compiler *c, BoundSave b) {
  memcpy(F(c)->bound, b.bits, (size_t)b.n);
  free(b.bits);
}

void vm_c_block_scoped(Compiler *c, Block b) {
  BoundSave saved = save_bound(c);
  vm_c_block(c, b);
  restore_bound(c, saved);
}

static void block_scoped(Compiler *c, Block b) { vm_c_block_scoped(c, b); }

static void if_stmt(Compiler *c, Stmt *st) {
  JumpList orelse = {0}, done = {0};
  vm_c_cond_false(c, st->as.cond.test, &orelse);
  block_scoped(c, st->as.cond.body);
  if (st->as.cond.orelse.n > 0) {
    vm_c_jump_to(c, &done, vm_c_jump(c, OP_JMP, 0, st->span));
    vm_c_patch_here(c, &orelse);
    block_scoped(c, st->as.cond.orelse);
  }
  vm_c_patch_here(c, &orelse);
  vm_c_patch_here(c, &done);
  vm_c_free_list(&orelse);
  vm_c_free_list(&done);
}

static void loop_body(Compiler *c, LoopCtx *ctx, Block body) {
  ctx->prev = F(c)->loop;
  ctx->tries = F(c)->tries;
  F(c)->loop = ctx;
  block_scoped(c, body);
  F(c)->loop = ctx->prev;
}

static void while_stmt(Compiler *c, Stmt *st) {
  LoopCtx ctx = {0};
  JumpList exit = {0};
  int top = vm_c_here(c);
  ctx.continue_target = top;
  vm_c_cond_false(c, st->as.cond.test, &exit);
  loop_body(c, &ctx, st->as.cond.body);
  int back = vm_c_jump(c, OP_JMP, 0, st->span);
  vm_c_patch(c, back, top);
  vm_c_patch_here(c, &exit);
  block_scoped(c, st->as.cond.orelse);
  vm_c_patch_here(c, &ctx.breaks);
  vm_c_free_list(&exit);
  vm_c_free_list(&ctx.breaks);
  vm_c_free_list(&ctx.conts);
}

/* A call of the global name `range` with 1-3 positional arguments: FORRANGE loops over it
 * without allocating (when `range` really is the builtin at run time). */
static bool is_range_call(Expr *e) {
  return e->kind == EX_CALL && e->as.call.func->kind == EX_NAME &&
         e->as.call.func->as.name.kind == NAME_GLOBAL &&
         strcmp(e->as.call.func->as.name.id, "range") == 0 && e->as.call.nkw == 0 &&
         e->as.call.nargs >= 1 && e->as.call.nargs <= 3;
}

static void release_loop(Compiler *c, int state, bool direct, Span s) {
  vm_c_emit(c, vm_mk_abc(OP_CLEAR, state, direct ? 1 : 4, 0), s);
}

/* The whole statement, header to its last block's end: CPython 3.11 reports an error of the
 * loop's iter()/next() (a dict changed during iteration) there, so with no carets. */
static Span whole_loop(const Stmt *st) {
  Span s = st->span;
  const Block *b = st->as.loop.orelse.n ? &st->as.loop.orelse : &st->as.loop.body;
  if (b->n) {
    Span last = b->items[b->n - 1]->span;
    /* a generator expression's loop already spans its body (CPython points at all of it) */
    if (last.end_line > s.end_line || (last.end_line == s.end_line && last.end_col > s.end_col)) {
      s.end_line = last.end_line;
      s.end_col = last.end_col;
    }
  }
  return s;
}

static void for_stmt(Compiler *c, Stmt *st) {
  int save = F(c)->freereg;
  Expr *iter = st->as.loop.iter, *target = st->as.loop.target;
  Span whole = whole_loop(st);
  int state = vm_c_alloc(c, 4);
  int prep;
  if (is_range_call(iter)) {
    vm_c_expr(c, iter->as.call.func, state);
    for (int k = 0; k < iter->as.call.nargs; k++) vm_c_expr(c, iter->as.call.args[k], state + 1 + k);
    prep = vm_c_emit(c, vm_mk_abc(OP_FORRANGE, state, iter->as.call.nargs, VM_SC_BIAS), iter->span);
  } else {
    /* computed in place (a call's result lands in `state`, the registers above it free until
     * FORPREP fills them), so no temporary keeps the iterator alive after the loop */
    F(c)->freereg = state + 1;
    vm_c_expr(c, iter, state);
    F(c)->freereg = state + 4;
    prep = vm_c_jump(c, OP_FORPREP, state, whole);
  }
  bool direct = vm_c_is_plain_local(target);
  int item = direct ? target->as.name.sym->reg : state + 3;
  LoopCtx ctx = {.continue_target = -1};
  int body = vm_c_here(c);
  BoundSave saved = save_bound(c);
  if (direct) F(c)->bound[item] = 1;
  else vm_c_store(c, target, item);
  loop_body(c, &ctx, st->as.loop.body);
  restore_bound(c, saved);
  vm_c_patch(c, prep, vm_c_here(c));
  vm_c_patch_here(c, &ctx.conts);
  int it = vm_c_emit(c, vm_mk_abc(OP_FORITER, state, item, VM_SC_BIAS), whole);
  vm_c_patch(c, it, body);
  /* the iterator and the last item die as the loop ends, as CPython pops them (a range loop
   * holds only ints); with breaks, where they land (after the else block) */
  bool clear = !is_range_call(iter), broke = ctx.breaks.n > 0;
  if (clear && !broke) release_loop(c, state, direct, st->span);
  block_scoped(c, st->as.loop.orelse);
  vm_c_patch_here(c, &ctx.breaks);
  if (clear && broke) release_loop(c, state, direct, st->span);
  vm_c_free_list(&ctx.breaks);
  vm_c_free_list(&ctx.conts);
  F(c)->freereg = save;
}

static void jump_stmt(Compiler *c, Stmt *st) {
  LoopCtx *l = F(c)->loop;
  if (!l) {
    vm_diag_error(c->diag, st->span, st->kind == ST_BREAK ? "'break' outside loop"
                                                           : "'continue' not properly in loop");
    return;
  }
  vm_c_leave(c, l->tries, st->span); /* finally blocks, with exits, handlers in the loop */
  int j = vm_c_jump(c, OP_JMP, 0, st->span);
  vm_c_left(c, l->tries);
  if (st->kind == ST_BREAK) vm_c_jump_to(c, &l->breaks, j);
  else if (l->continue_target >= 0) vm_c_patch(c, j, l->continue_target);
  else vm_c_jump_to(c, &l->conts, j);
}

static void return_stmt(Compiler *c, Stmt *st) {
  bool gen = F(c)->is_generator;
  int save = F(c)->freereg;
  if (vm_c_leaving_runs_code(c, NULL)) {
    /* the value is computed before the finally blocks run (and kept from them) */
    int r = vm_c_alloc(c, 1);
    if (st->as.ret) vm_c_expr(c, st->as.ret, r);
    else vm_c_emit(c, vm_mk_abc(OP_LOADNONE, r, 0, 0), st->span);
    vm_c_leave(c, NULL, st->span);
    vm_c_emit(c, vm_mk_abc(gen ? OP_GENRETURN : OP_RETURN, r, 0, 0), st->span);
    vm_c_left(c, NULL);
  } else if (!st->as.ret) {
    vm_c_emit(c, gen ? vm_mk_abc(OP_GENRETURN, 0, 1, 0) : vm_mk_abc(OP_RETURNNONE, 0, 0, 0), st->span);
  } else {
    int r = vm_c_expr_any(c, st->as.ret);
    vm_c_emit(c, vm_mk_abc(gen ? OP_GENRETURN : OP_RETURN, r, 0, 0), st->span);
  }
  F(c)->freereg = save;
}

static void assert_stmt(Compiler *c, Stmt *st) {
  JumpList ok = {0};
  vm_c_cond_true(c, st->as.assert_.test, &ok);
  int save = F(c)->freereg;
  if (st->as.assert_.msg) {
    int m = vm_c_expr_any(c, st->as.assert_.msg);
    vm_c_emit(c, vm_mk_abc(OP_ASSERTFAIL, 1, m, 0), st->as.assert_.test->span);
  } else {
    vm_c_emit(c, vm_mk_abc(OP_ASSERTFAIL, 0, 0, 0), st->as.assert_.test->span);
  }
  F(c)->freereg = save;
  vm_c_patch_here(c, &ok);
  vm_c_free_list(&ok);
}

static void statement(Compiler *c, Stmt *st) {
  switch (st->kind) {
    case ST_EXPR: expr_stmt(c, st); break;
    case ST_ASSIGN:
      assign(c, st);
      if (st->as.assign.annotation) vm_c_class_annotation(c, st);
      break;
    case ST_AUGASSIGN: augassign(c, st); break;
    case ST_IF: if_stmt(c, st); break;
    case ST_WHILE: while_stmt(c, st); break;
    case ST_FOR: for_stmt(c, st); break;
    case ST_BREAK: case ST_CONTINUE: jump_stmt(c, st); break;
    case ST_PASS:
      if (st->as.assign.annotation) vm_c_class_annotation(c, st);
      break;
    case ST_GLOBAL: case ST_NONLOCAL: break;
    case ST_RETURN: return_stmt(c, st); break;
    case ST_ASSERT: assert_stmt(c, st); break;
    case ST_DEL:
      for (int k = 0; k < st->as.del.n; k++) del_target(c, st->as.del.targets[k]);
      break;
    case ST_IMPORT: import_stmt(c, st); break;
    case ST_IMPORTFROM: import_from(c, st); break;
    case ST_FUNCDEF: funcdef(c, st); break;
    case ST_TRY: vm_c_try(c, st); break;
    case ST_RAISE: vm_c_raise(c, st); break;
    case ST_WITH: vm_c_with(c, st); break;
    case ST_CLASSDEF: vm_c_classdef(c, st); break;
  }
}

void vm_c_block(Compiler *c, Block b) {
  for (int k = 0; k < b.n; k++) statement(c, b.items[k]);
}

Proto *vm_compile_module(Vm *vm, AstModule *m, AstTree *tree, Source *src, Diag *d, VmEcho echo) {
  Compiler c = {.vm = vm, .diag = d, .src = src, .tree = tree, .echo = echo == VM_ECHO_ALL || echo == VM_ECHO_SINGLE,
                .echo_wrapper = echo == VM_ECHO_SINGLE};
  FuncState *fs = rt_calloc(1, sizeof *fs);
  fs->scope = m->scope;
  fs->is_module = true;
  fs->span = (Span){1, 1, 1, 1};
  fs->proto = vm_proto_new(vm, src, "<module>");
  c.fs = fs;
  bool blocks_ok = vm_c_check_blocks(&c, m->body);
  for (int k = 0; blocks_ok && k < m->body.n; k++) {
    if (echo == VM_ECHO_LAST) c.echo = k == m->body.n - 1 && m->body.items[k]->kind == ST_EXPR;
    statement(&c, m->body.items[k]);
  }
  Span end = {1, 1, 1, 1};
  if (m->body.n) end = m->body.items[m->body.n - 1]->span;
  vm_c_emit(&c, vm_mk_abc(OP_RETURNNONE, 0, 0, 0), end);
  vm_c_move_cold(&c);
  Proto *p = fs->proto;
  p->nregs = fs->maxreg;
  p->regnames = rt_calloc((size_t)(p->nregs ? p->nregs : 1), sizeof(char *));
  p->freenames = rt_calloc(1, sizeof(char *));
  p->captures = rt_calloc(1, sizeof(int));
  vm_proto_alloc_caches(p);
  free(fs);
  if (d->count > 0) {
    rt_decref(rt_obj(p));
    return NULL;
  }
  return p;
}
