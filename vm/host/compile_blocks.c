/* compile_blocks.c — CPython's limit of 20 statically nested blocks in one code unit (a module,
 * a function or a class body): "too many statically nested blocks". CPython's compiler keeps a
 * stack of the blocks it is inside (a loop's body, a try's body, an except handler, each with
 * item, a finally body on its exceptional path) and refuses to push a 21st; Weft's compiler
 * needs no such stack, so this pass walks a unit's statements as CPython's compiler visits them
 * and reports the first push that would overflow, at the place CPython names.
 *
 * What each statement pushes (d: the blocks around it): for and while push one for their body
 * (the else runs at d); a with pushes one per item; try/except pushes one for the body, then
 * two for each handler's body (the handler and its cleanup: the second overflow is placed at
 * the handler, the others at the statement); a finally is compiled twice, on the normal path
 * at d and on the exceptional path one deeper, after one push for the body it protects (which
 * holds any try/except part). Nested defs, lambdas, classes and comprehensions are units of
 * their own and are checked when they are compiled. */
#include "compile_internal.h"

#define MAX_BLOCKS 20

/* Where a statement ends: the end of its last nested statement when it has a block. */
static Span block_end(Block b, Span fallback);

static Span stmt_end(const Stmt *st) {
  Span s = st->span;
  switch (st->kind) {
    case ST_IF: case ST_WHILE:
      return block_end(st->as.cond.orelse, block_end(st->as.cond.body, s));
    case ST_FOR: return block_end(st->as.loop.orelse, block_end(st->as.loop.body, s));
    case ST_WITH: return block_end(st->as.with.body, s);
    case ST_TRY: {
      s = block_end(st->as.try_.body, s);
      for (int k = 0; k < st->as.try_.nhandlers; k++) s = block_end(st->as.try_.handlers[k].body, s);
      return block_end(st->as.try_.finalbody, block_end(st->as.try_.orelse, s));
    }
    case ST_FUNCDEF: {
      Block b = {st->as.func->body, st->as.func->nbody};
      return block_end(b, s);
    }
    case ST_CLASSDEF: {
      Block b = {st->as.cls->body, st->as.cls->nbody};
      return block_end(b, s);
    }
    default: return s;
  }
}

static Span block_end(Block b, Span fallback) {
  return b.n ? stmt_end(b.items[b.n - 1]) : fallback;
}

/* The span from start's beginning to the end of what it holds, as CPython's node spans it. */
static Span whole(Span start, Span end) {
  return (Span){start.line, start.col, end.end_line, end.end_col};
}

typedef struct Walk {
  Diag *diag;
  bool failed; /* reported: CPython stops at the first */
} Walk;

static void block(Walk *w, Block b, int depth);

/* Push one block at depth (for the statement or clause spanning at): false when it overflows. */
static bool push(Walk *w, int depth, Span at) {
  if (w->failed) return false;
  if (depth < MAX_BLOCKS) return true;
  vm_diag_error(w->diag, at, "too many statically nested blocks");
  w->failed = true;
  return false;
}

static void try_except(Walk *w, const Stmt *st, int depth, Span at) {
  if (!push(w, depth, at)) return;
  block(w, st->as.try_.body, depth + 1);
  block(w, st->as.try_.orelse, depth);
  if (!push(w, depth, at)) return; /* the handler block the runtime pushes */
  for (int k = 0; k < st->as.try_.nhandlers; k++) {
    const ExceptClause *h = &st->as.try_.handlers[k];
    if (!push(w, depth + 1, whole(h->span, block_end(h->body, h->span)))) return;
    block(w, h->body, depth + 2);
  }
}

static void try_stmt(Walk *w, const Stmt *st, int depth, Span at) {
  if (st->as.try_.finalbody.n == 0) {
    try_except(w, st, depth, at);
    return;
  }
  if (!push(w, depth, at)) return;
  if (st->as.try_.nhandlers) try_except(w, st, depth + 1, at);
  else block(w, st->as.try_.body, depth + 1);
  block(w, st->as.try_.finalbody, depth);
  if (!push(w, depth, at)) return;
  block(w, st->as.try_.finalbody, depth + 1);
}

static void statement(Walk *w, const Stmt *st, int depth) {
  Span at = whole(st->span, stmt_end(st));
  switch (st->kind) {
    case ST_IF:
      block(w, st->as.cond.body, depth);
      block(w, st->as.cond.orelse, depth);
      break;
    case ST_WHILE:
      if (push(w, depth, at)) block(w, st->as.cond.body, depth + 1);
      block(w, st->as.cond.orelse, depth);
      break;
    case ST_FOR:
      if (push(w, depth, at)) block(w, st->as.loop.body, depth + 1);
      block(w, st->as.loop.orelse, depth);
      break;
    case ST_WITH:
      for (int k = 0; k < st->as.with.nitems; k++) {
        if (!push(w, depth + k, at)) return;
      }
      block(w, st->as.with.body, depth + st->as.with.nitems);
      break;
    case ST_TRY: try_stmt(w, st, depth, at); break;
    default: break;
  }
}

static void block(Walk *w, Block b, int depth) {
  for (int k = 0; k < b.n && !w->failed; k++) statement(w, b.items[k], depth);
}

bool vm_c_check_blocks(Compiler *c, Block body) {
  Walk w = {.diag = c->diag};
  block(&w, body, 0);
  return !w.failed;
}
