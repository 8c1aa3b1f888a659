/* compile_try.c — try/except/else/finally, raise and with to register code, and leaving such
 * statements by return/break/continue.
 *
 * Protected code costs nothing when nothing is raised: each statement records the ranges of
 * instructions it protects in the Proto's handler table (ExcHandler), and the VM looks there only
 * when an exception reaches the frame. A handler lands with the exception in a register:
 *
 *   try body      → its except clauses: PUSHEXC saves the exception handled before and makes
 *                   this one handled; each clause tests EXCMATCH, runs its body, POPEXC;
 *                   no match re-raises. The clauses are protected in turn (CTX_HANDLER): an
 *                   exception leaving them restores the exception handled before (POPEXC) and
 *                   goes on (RERAISE), with this one as its __context__.
 *   finally       → compiled once for the normal way out, once in its handler (PUSHEXC, the
 *                   block, POPEXC, RERAISE), and once more on every return/break/continue
 *                   that leaves it (vm_c_leave), as CPython 3.11 does.
 *   with          → WITHENTER calls __enter__ and keeps __exit__; the body's handler calls
 *                   __exit__(type, value, None) (WITHEXCEPT) and re-raises unless it returned
 *                   true; the normal way out calls __exit__(None, None, None) (WITHEXIT).
 *
 * Handler code is cold: compile_cold.c moves it out of the normal path when the function is
 * compiled, so a try that raises nothing costs no instruction at all.
 *
 * Code that leaves a statement early runs outside that statement's own ranges (an exception in
 * a finally block run by `return` is not caught by the same finally) but inside the ranges of
 * the statements around it. */
#include <string.h>

#include "compile_internal.h"

static FuncState *F(Compiler *c) { return c->fs; }

/* ---- protected ranges ---- */

static void ctx_push(Compiler *c, TryCtx *t, TryKind kind) {
  FuncState *fs = F(c);
  t->kind = kind;
  t->prev = fs->tries;
  t->depth = fs->tries ? fs->tries->depth + 1 : 0;
  t->pending = -1;
  t->open_at = vm_c_here(c);
  t->loop = fs->loop;
  fs->tries = t;
}

/* Close the current range (its handler's target is filled in by ctx_commit). Until then the
 * handlers of t's ranges form a chain through their target fields: -2 - k links to handler k,
 * -1 ends it. Walking the chain, not the whole table, keeps nested finally blocks (whose copies
 * multiply the handlers) from making the compile quadratic in the table's size. */
static void ctx_close(Compiler *c, TryCtx *t) {
  if (t->open_at >= 0 && vm_c_here(c) > t->open_at) {
    Proto *p = F(c)->proto;
    ExcHandler h = {t->open_at, vm_c_here(c), -2 - t->pending, 0, t->depth};
    t->pending = p->nhandlers;
    vm_proto_add_handler(p, h);
  }
  t->open_at = -1;
}

/* The protected code ends (the statement is no longer around what follows). */
static void ctx_end(Compiler *c, TryCtx *t) {
  ctx_close(c, t);
  F(c)->tries = t->prev;
}

/* The handler of t's ranges starts here, with the exception in register reg. */
static void ctx_commit(Compiler *c, TryCtx *t, int reg) {
  Proto *p = F(c)->proto;
  for (int k = t->pending; k >= 0;) {
    int next = -2 - p->handlers[k].target;
    p->handlers[k].target = vm_c_here(c);
    p->handlers[k].reg = reg;
    k = next;
  }
  t->pending = -1;
}

static void emit(Compiler *c, OpCode op, int a, int b, int cc, Span s) {
  vm_c_emit(c, vm_mk_abc(op, a, b, cc), s);
}

/* `name = None; del name` at the end of `except E as name:`, as CPython does. */
static void clear_name(Compiler *c, Expr *name) {
  if (name->as.name.kind == NAME_LOCAL) {
    Symbol *sym = name->as.name.sym;
    if (sym->flags & SYM_CELL) {
      emit(c, OP_DELCELL, sym->reg, 0, 0, name->span);
    } else {
      emit(c, OP_LOADUNBOUND, sym->reg, 0, 0, name->span);
      F(c)->bound[sym->reg] = 0;
    }
    return;
  }
  int save = F(c)->freereg;
  int none = vm_c_alloc(c, 1);
  emit(c, OP_LOADNONE, none, 0, 0, name->span);
  vm_c_store(c, name, none);
  if (name->as.name.kind == NAME_CLASS) /* a class body's name is in the class's namespace */
    emit(c, OP_DELATTR, vm_c_class_body(c)->ns, 0, vm_c_str_const(c, name->as.name.id), name->span);
  else if (name->as.name.kind == NAME_FREE)
    emit(c, OP_DELFREE, name->as.name.sym->free_index, 0, 0, name->span);
  else
    vm_c_emit(c, vm_mk_abx(OP_DELGLOBAL, 0, vm_global_slot(c->vm, name->as.name.id)), name->span);
  F(c)->freereg = save;
}

/* ---- leaving statements early ---- */

bool vm_c_leaving_runs_code(Compiler *c, TryCtx *until) {
  for (TryCtx *t = F(c)->tries; t && t != until; t = t->prev) {
    if (t->kind != CTX_TRY) return true;
  }
  return false;
}

/* The code that leaving t runs. A finally block is compiled with the statements inside it
 * gone (a return in it leaves only the ones around it) and the loop around it in place. */
static void leave_one(Compiler *c, TryCtx *t, Span s) {
  FuncState *fs = F(c);
  switch (t->kind) {
    case CTX_TRY: break;
    case CTX_FINALLY: {
      TryCtx *tries = fs->tries;
      LoopCtx *loop = fs->loop;
      fs->tries = t->prev;
      fs->loop = t->loop;
      vm_c_block_scoped(c, t->finalbody);
      fs->tries = tries;
      fs->loop = loop;
      break;
    }
    case CTX_WITH: emit(c, OP_WITHEXIT, t->reg, 0, 0, s); break;
    case CTX_HANDLER: emit(c, OP_POPEXC, t->reg, 0, 0, s); break;
    case CTX_NAME: clear_name(c, t->name); break;
  }
}

void vm_c_leave(Compiler *c, TryCtx *until, Span s) {
  for (TryCtx *t = F(c)->tries; t && t != until; t = t->prev) {
    ctx_close(c, t);
    leave_one(c, t, s);
  }
}

void vm_c_left(Compiler *c, TryCtx *until) {
  for (TryCtx *t = F(c)->tries; t && t != until; t = t->prev) t->open_at = vm_c_here(c);
}

/* ---- try ---- */

/* One except clause; jumps to *done after its body. e holds the exception, e + 1 the one
 * handled before. */
static void except_clause(Compiler *c, ExceptClause *h, int e, JumpList *done) {
  JumpList next = {0};
  int save = F(c)->freereg;
  if (h->type) {
    int t = vm_c_alloc(c, 1);
    vm_c_expr(c, h->type, t);
    emit(c, OP_EXCMATCH, t, e, t, h->span);
    vm_c_jump_to(c, &next, vm_c_jump(c, OP_JMPIFNOT, t, h->span));
    F(c)->freereg = save;
  }
  if (!h->name) {
    vm_c_block_scoped(c, h->body);
    emit(c, OP_POPEXC, e + 1, 0, 0, h->span);
    vm_c_jump_to(c, done, vm_c_jump(c, OP_JMP, 0, h->span));
  } else {
    uint8_t was = h->name->as.name.kind == NAME_LOCAL ? F(c)->bound[h->name->as.name.sym->reg] : 0;
    vm_c_store(c, h->name, e);
    TryCtx named = {.name = h->name};
    ctx_push(c, &named, CTX_NAME);
    vm_c_block_scoped(c, h->body);
    ctx_end(c, &named);
    clear_name(c, h->name);
    emit(c, OP_POPEXC, e + 1, 0, 0, h->span);
    vm_c_jump_to(c, done, vm_c_jump(c, OP_JMP, 0, h->span));
    ctx_commit(c, &named, e); /* an exception leaving the body unbinds the name first */
    clear_name(c, h->name);
    emit(c, OP_RERAISE, e, 0, 0, h->span);
    if (h->name->as.name.kind == NAME_LOCAL) F(c)->bound[h->name->as.name.sym->reg] = was;
  }
  vm_c_patch_here(c, &next);
  vm_c_free_list(&next);
}

/* ---- try/except* ----
 *
 *   the body's handler: PUSHEXC, then st := __weft_star_begin(exc) (vm/host/exc_star.c);
 *   each clause: m := __weft_star_match(st, T), the part of the group T matches (None: the
 *   clause is skipped); m becomes the exception handled and the name's value while the
 *   clause runs; what the clause raises goes to __weft_star_raised(st, x, m) and the next
 *   clause runs; after the last, POPEXC and __weft_star_end(st) raises what is left (the
 *   unmatched part and what the clauses raised, as CPython 3.11 combines them) or returns.
 * A clause cannot return, break or continue (a compile error, as CPython's). */

/* r := __weft_NAME(args...) with the args in registers */
static void star_call(Compiler *c, const char *name, int r, int nargs, const int *args, Span s) {
  int save = F(c)->freereg;
  int f = vm_c_alloc(c, 1 + nargs);
  vm_c_emit(c, vm_mk_abx(OP_GETGLOBAL, f, vm_global_slot(c->vm, name)), s);
  for (int k = 0; k < nargs; k++) emit(c, OP_MOVE, f + 1 + k, args[k], 0, s);
  emit(c, OP_CALL, f, nargs, 0, s);
  if (r != f) emit(c, OP_MOVE, r, f, 0, s);
  F(c)->freereg = save;
}

/* return, break or continue that would leave an except* clause (a break in a loop inside it
 * does not) */
static void check_star_block(Compiler *c, Block b, bool in_loop) {
  for (int k = 0; k < b.n; k++) {
    Stmt *st = b.items[k];
    switch (st->kind) {
      case ST_RETURN:
      case ST_BREAK:
      case ST_CONTINUE:
        if (st->kind == ST_RETURN || !in_loop) {
          Span at = st->kind == ST_RETURN && st->as.ret ? vm_outer(st->as.ret) : st->span;
          vm_diag_error(c->diag, at, "'break', 'continue' and 'return' cannot appear in an except* block");
        }
        break;
      case ST_IF: check_star_block(c, st->as.cond.body, in_loop), check_star_block(c, st->as.cond.orelse, in_loop); break;
      case ST_WHILE: check_star_block(c, st->as.cond.body, true), check_star_block(c, st->as.cond.orelse, in_loop); break;
      case ST_FOR: check_star_block(c, st->as.loop.body, true), check_star_block(c, st->as.loop.orelse, in_loop); break;
      case ST_WITH: check_star_block(c, st->as.with.body, in_loop); break;
      case ST_TRY:
        check_star_block(c, st->as.try_.body, in_loop);
        check_star_block(c, st->as.try_.orelse, in_loop);
        check_star_block(c, st->as.try_.finalbody, in_loop);
        for (int h = 0; h < st->as.try_.nhandlers; h++) check_star_block(c, st->as.try_.handlers[h].body, in_loop);
        break;
      default: break;
    }
  }
}

/* One except* clause; st holds the state of the statement. */
static void star_clause(Compiler *c, ExceptClause *h, int st) {
  int save = F(c)->freereg;
  check_star_block(c, h->body, false);
  int m = vm_c_alloc(c, 3), t = m + 2; /* m, the exception handled before, the type */
  vm_c_expr(c, h->type, t);
  star_call(c, "__weft_star_match", m, 2, (int[]){st, t}, h->span);
  JumpList next = {0};
  vm_c_jump_to(c, &next, vm_c_jump(c, OP_JMPIFNOT, m, h->span));
  emit(c, OP_PUSHEXC, m + 1, m, 0, h->span);
  uint8_t was = h->name && h->name->as.name.kind == NAME_LOCAL ? F(c)->bound[h->name->as.name.sym->reg] : 0;
  if (h->name) vm_c_store(c, h->name, m);
  TryCtx body = {0};
  ctx_push(c, &body, CTX_TRY);
  vm_c_block_scoped(c, h->body);
  ctx_end(c, &body);
  if (h->name) clear_name(c, h->name);
  emit(c, OP_POPEXC, m + 1, 0, 0, h->span);
  int over = vm_c_jump(c, OP_JMP, 0, h->span);
  int x = vm_c_alloc(c, 1);
  ctx_commit(c, &body, x); /* what the clause raised */
  if (h->name) clear_name(c, h->name);
  emit(c, OP_POPEXC, m + 1, 0, 0, h->span);
  star_call(c, "__weft_star_raised", x, 3, (int[]){st, x, m}, h->span);
  vm_c_patch(c, over, vm_c_here(c));
  if (h->name && h->name->as.name.kind == NAME_LOCAL) F(c)->bound[h->name->as.name.sym->reg] = was;
  vm_c_patch_here(c, &next);
  vm_c_free_list(&next);
  F(c)->freereg = save;
}

static void try_star(Compiler *c, Stmt *st) {
  int save = F(c)->freereg;
  TryCtx body = {0};
  ctx_push(c, &body, CTX_TRY);
  vm_c_block_scoped(c, st->as.try_.body);
  ctx_end(c, &body);
  int to_else = vm_c_jump(c, OP_JMP, 0, st->span);
  int e = vm_c_alloc(c, 3), state = e + 2;
  ctx_commit(c, &body, e);
  emit(c, OP_PUSHEXC, e + 1, e, 0, st->span);
  TryCtx handler = {.reg = e + 1};
  ctx_push(c, &handler, CTX_HANDLER);
  star_call(c, "__weft_star_begin", state, 1, &e, st->span);
  for (int k = 0; k < st->as.try_.nhandlers; k++) star_clause(c, &st->as.try_.handlers[k], state);
  ctx_end(c, &handler);
  emit(c, OP_POPEXC, e + 1, 0, 0, st->span);
  star_call(c, "__weft_star_end", state, 1, &state, st->span); /* raises what is left */
  int done = vm_c_jump(c, OP_JMP, 0, st->span);
  ctx_commit(c, &handler, e); /* an exception of the machinery itself */
  emit(c, OP_POPEXC, e + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, e, 0, 0, st->span);
  vm_c_cold(c, to_else);
  vm_c_patch(c, to_else, vm_c_here(c));
  F(c)->freereg = save;
  vm_c_block_scoped(c, st->as.try_.orelse);
  vm_c_patch(c, done, vm_c_here(c));
}

static void try_except(Compiler *c, Stmt *st) {
  if (st->as.try_.handlers[0].star) {
    try_star(c, st);
    return;
  }
  int save = F(c)->freereg;
  TryCtx body = {0};
  ctx_push(c, &body, CTX_TRY);
  vm_c_block_scoped(c, st->as.try_.body);
  ctx_end(c, &body);
  int to_else = vm_c_jump(c, OP_JMP, 0, st->span);
  int e = vm_c_alloc(c, 2);
  ctx_commit(c, &body, e);
  emit(c, OP_PUSHEXC, e + 1, e, 0, st->span);
  TryCtx handler = {.reg = e + 1};
  ctx_push(c, &handler, CTX_HANDLER);
  JumpList done = {0};
  int n = st->as.try_.nhandlers;
  for (int k = 0; k < n; k++) except_clause(c, &st->as.try_.handlers[k], e, &done);
  ctx_end(c, &handler);
  if (st->as.try_.handlers[n - 1].type) { /* no clause matched */
    emit(c, OP_POPEXC, e + 1, 0, 0, st->span);
    emit(c, OP_RERAISE, e, 0, 0, st->span);
  }
  ctx_commit(c, &handler, e); /* an exception leaving a clause */
  emit(c, OP_POPEXC, e + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, e, 0, 0, st->span);
  vm_c_cold(c, to_else);
  vm_c_patch(c, to_else, vm_c_here(c));
  F(c)->freereg = save;
  vm_c_block_scoped(c, st->as.try_.orelse);
  vm_c_patch_here(c, &done);
  vm_c_free_list(&done);
}

void vm_c_try(Compiler *c, Stmt *st) {
  if (st->as.try_.finalbody.n == 0) {
    try_except(c, st);
    return;
  }
  int save = F(c)->freereg;
  TryCtx fin = {.finalbody = st->as.try_.finalbody};
  ctx_push(c, &fin, CTX_FINALLY);
  if (st->as.try_.nhandlers > 0) try_except(c, st);
  else vm_c_block_scoped(c, st->as.try_.body);
  ctx_end(c, &fin);
  vm_c_block_scoped(c, st->as.try_.finalbody);
  int to_end = vm_c_jump(c, OP_JMP, 0, st->span);
  int f = vm_c_alloc(c, 2);
  ctx_commit(c, &fin, f);
  emit(c, OP_PUSHEXC, f + 1, f, 0, st->span);
  TryCtx handler = {.reg = f + 1};
  ctx_push(c, &handler, CTX_HANDLER);
  vm_c_block_scoped(c, st->as.try_.finalbody);
  ctx_end(c, &handler);
  emit(c, OP_POPEXC, f + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, f, 0, 0, st->span);
  ctx_commit(c, &handler, f);
  emit(c, OP_POPEXC, f + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, f, 0, 0, st->span);
  vm_c_cold(c, to_end);
  vm_c_patch(c, to_end, vm_c_here(c));
  F(c)->freereg = save;
}

/* ---- raise ---- */

void vm_c_raise(Compiler *c, Stmt *st) {
  if (!st->as.raise.exc) { /* bare raise: the exception being handled */
    emit(c, OP_RERAISE, 0, 1, 0, st->span);
    return;
  }
  int save = F(c)->freereg;
  int r = vm_c_alloc(c, 2);
  vm_c_expr(c, st->as.raise.exc, r);
  if (st->as.raise.cause) vm_c_expr(c, st->as.raise.cause, r + 1);
  emit(c, OP_RAISE, r, r + 1, st->as.raise.cause ? 1 : 0, st->span);
  F(c)->freereg = save;
}

/* ---- with ---- */

static void with_item(Compiler *c, Stmt *st, int k) {
  if (k == st->as.with.nitems) {
    vm_c_block_scoped(c, st->as.with.body);
    return;
  }
  WithItem *it = &st->as.with.items[k];
  Span s = st->span;
  int save = F(c)->freereg;
  int m = vm_c_alloc(c, 1);
  vm_c_expr(c, it->ctx, m);
  int ex = vm_c_alloc(c, 2);
  emit(c, OP_WITHENTER, ex, m, 0, s);
  TryCtx w = {.reg = ex};
  ctx_push(c, &w, CTX_WITH);
  if (it->target) vm_c_store(c, it->target, ex + 1);
  with_item(c, st, k + 1);
  ctx_end(c, &w);
  emit(c, OP_WITHEXIT, ex, 0, 0, st->span);
  int to_end = vm_c_jump(c, OP_JMP, 0, st->span);
  int x = vm_c_alloc(c, 3);
  ctx_commit(c, &w, x);
  emit(c, OP_PUSHEXC, x + 1, x, 0, st->span);
  TryCtx handler = {.reg = x + 1};
  ctx_push(c, &handler, CTX_HANDLER);
  emit(c, OP_WITHEXCEPT, x + 2, ex, x, st->span);
  ctx_end(c, &handler);
  int suppressed = vm_c_jump(c, OP_JMPIF, x + 2, st->span);
  emit(c, OP_POPEXC, x + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, x, 0, 0, st->span);
  ctx_commit(c, &handler, x);
  emit(c, OP_POPEXC, x + 1, 0, 0, st->span);
  emit(c, OP_RERAISE, x, 0, 0, st->span);
  vm_c_patch(c, suppressed, vm_c_here(c));
  emit(c, OP_POPEXC, x + 1, 0, 0, st->span);
  emit(c, OP_LOADNONE, x, 0, 0, st->span); /* the suppressed exception goes now */
  int out = vm_c_jump(c, OP_JMP, 0, st->span);
  vm_c_cold(c, to_end);
  vm_c_patch(c, to_end, vm_c_here(c));
  vm_c_patch(c, out, vm_c_here(c));
  F(c)->freereg = save;
}

void vm_c_with(Compiler *c, Stmt *st) { with_item(c, st, 0); }

/* ---- annotations ---- */

/* The source text of span s (a new str constant's index), as `from __future__ import
 * annotations` would keep it. */
static int span_text(Compiler *c, Span s) {
  const char *text = c->src ? c->src->text : NULL, *start = NULL, *end = NULL;
  for (int line = 1; text && *text; line++) {
    if (line == s.line) start = text + s.col - 1;
    if (line == s.end_line) {
      end = text + s.end_col - 1;
      break;
    }
    const char *nl = strchr(text, '\n');
    if (!nl) break;
    text = nl + 1;
  }
  if (!start || !end || end < start) return vm_c_str_const(c, "");
  return vm_c_const(c, rt_str_new(start, (size_t)(end - start)));
}

/* dst = an annotation's value; when evaluating it raises (a name or a form Weft lacks, such as
 * `list[int]`), its source text instead, so that annotating never stops a program. */
void vm_c_annotation(Compiler *c, Expr *e, int dst) {
  if (c->future_annotations) {
    vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, span_text(c, vm_outer(e))), e->span);
    return;
  }
  int save = F(c)->freereg;
  TryCtx body = {0};
  ctx_push(c, &body, CTX_TRY);
  vm_c_expr(c, e, dst);
  ctx_end(c, &body);
  int done = vm_c_jump(c, OP_JMP, 0, e->span);
  int x = vm_c_alloc(c, 2);
  ctx_commit(c, &body, x);
  emit(c, OP_PUSHEXC, x + 1, x, 0, e->span);
  vm_c_emit(c, vm_mk_abx(OP_LOADK, dst, span_text(c, vm_outer(e))), e->span);
  emit(c, OP_POPEXC, x + 1, 0, 0, e->span);
  int back = vm_c_jump(c, OP_JMP, 0, e->span); /* a cold block does not fall through */
  vm_c_cold(c, done);
  vm_c_patch(c, done, vm_c_here(c));
  vm_c_patch(c, back, vm_c_here(c));
  F(c)->freereg = save;
}
